// Calendar days as ISO 8601 strings ("2026-03-31"); cash flows are dated to the day.
import { MoneyError } from "./money.ts";

const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 for a real calendar day; refuses "2026-02-30" and any other shape. */
export function dayNumber(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || new Date(ms).toISOString().slice(0, 10) !== day) {
    throw new MoneyError("bad_day", `Not a day: ${day.slice(0, 12)}`);
  }
  return ms / MS_PER_DAY;
}
