import { NO_NAME, withoutInvisible } from "#common/visible-text.ts";

/**
 * Visitor text on an operator's terminal: control characters (an escape sequence could
 * rewrite the screen or the title bar) become a visible "�", and invisible characters
 * (bidirectional overrides that reorder what follows, zero-width spaces) are removed.
 * Newlines survive only where a block of text is printed (`show`'s message), never in a
 * table cell.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]/g;

export function printableBlock(value: string): string {
  return withoutInvisible(value).replace(/\r\n?/g, "\n").replace(CONTROLS, "\uFFFD");
}

/** A visitor's name in one cell: "(no name)" when nothing visible is left of it. */
export function printableName(value: string, width: number): string {
  return printableCell(value, width) || NO_NAME;
}

export function printableCell(value: string, width: number): string {
  const line = printableBlock(value).replace(/\s+/g, " ").trim();
  const chars = [...line];
  return chars.length > width ? `${chars.slice(0, width - 1).join("")}…` : line;
}

/** Pads by code points, which is what a cell's width is measured in here. */
export function pad(value: string, width: number): string {
  return value + " ".repeat(Math.max(0, width - [...value].length));
}

export function utcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")}`;
}
