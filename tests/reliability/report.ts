// What a part of the suite hands back to the runner: its line of figures and the
// invariants it checked. A part never throws for a violated invariant; it records it,
// so one failure does not hide the figures of the rest.

export interface Check {
  name: string;
  ok: boolean;
  /** What was seen when the check failed (a status, a body, a count). */
  detail: string;
}

export interface PartResult {
  part: string;
  /** One line of figures, e.g. `crash: 5 kills, 12,431 acknowledged, …`. */
  figures: string;
  checks: Check[];
  seconds: number;
}

/** Collects the invariants of one part. */
export class Checks {
  readonly list: Check[] = [];

  /** Records `ok`; the detail is only built when it failed. */
  expect(name: string, ok: boolean, detail: () => string = () => ""): boolean {
    this.list.push({ name, ok, detail: ok ? "" : detail() });
    return ok;
  }
}

/** 12431 -> "12,431": the figures are read by people. */
export function count(value: number): string {
  return Math.round(value).toLocaleString("en-US");
}

export function ms(value: number): string {
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}

export function pad(text: string, width: number): string {
  return text.length >= width ? text : text + " ".repeat(width - text.length);
}

/** The first few clients and the statuses each got, for a failed check's detail line. */
export function statusesByClient(
  entries: readonly (readonly [string, readonly { status: number }[]])[],
): string {
  return entries
    .slice(0, 3)
    .map(([client, list]) => `${client}: ${list.map((outcome) => outcome.status).join(",")}`)
    .join("; ");
}
