import type { FileKind } from "./file-kind.ts";

/** Longest stored title, in characters (the database's own limit). */
export const MAX_TITLE_CHARS = 200;
/** Longest download name, in UTF-8 bytes: what file systems take as one name. */
export const MAX_FILE_NAME_BYTES = 255;

// Format characters (\p{Cf}: bidi overrides and isolates, zero-width spaces and joiners,
// the BOM, soft hyphens, tags) and the letters that draw nothing: a name carrying them can
// show "…exe.pdf" for a file that ends in ".exe".
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Variation_Selector}\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0]|\u034F/gu;
const SPACES = /[\p{Z}\s]+/gu;

/** The text as a reader sees it, with nothing hidden: no invisible or direction characters, single spaces. */
export function visibleText(value: string): string {
  return value.normalize("NFC").replace(INVISIBLE, "").replace(SPACES, " ").trim();
}

/** At most `max` characters (whole code points, never half of one). */
export const cutChars = (value: string, max: number) => Array.from(value).slice(0, max).join("").trim();

/** At most `max` UTF-8 bytes, cut between code points. */
function cutBytes(value: string, max: number): string {
  const points = Array.from(value);
  while (points.length && Buffer.byteLength(points.join("")) > max) points.pop();
  return points.join("").trim();
}

const lastPart = (name: string) => name.split(/[\\/]/).pop() ?? "";

/** A document's title from a name staff typed or a file's name (its extension dropped), cut to fit. */
export function documentTitle(value: string, fromFileName = false): string {
  const visible = visibleText(fromFileName ? lastPart(value) : value);
  const bare = fromFileName ? visible.replace(/\.[\p{L}\p{N}]{1,8}$/u, "") : visible;
  return cutChars(bare || visible, MAX_TITLE_CHARS) || "Document";
}

/**
 * The name a file is kept and downloaded under: what staff's file was called, cleaned, and
 * ending in the extension of what the file is (read from its content), so "invoice.exe"
 * that is a PDF downloads as "invoice.exe.pdf", never as a program.
 */
export function downloadName(value: string, kind: FileKind): string {
  const extension = `.${kind}`;
  let base = visibleText(lastPart(value)).replace(/^[. ]+|[. ]+$/g, "");
  if (base.toLowerCase().endsWith(extension)) base = base.slice(0, -extension.length).trimEnd();
  return `${cutBytes(base || "document", MAX_FILE_NAME_BYTES - extension.length) || "document"}${extension}`;
}
