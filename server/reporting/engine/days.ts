// Calendar days as ISO 8601 strings ("2026-03-31"); cash flows are dated to the day.
import { MoneyError } from "./money.ts";

const MS_PER_DAY = 86_400_000;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days since 1970-01-01 for a real calendar day; refuses "2026-02-30" and any other shape. */
export function dayNumber(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const [year, month, date] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const length = (DAYS_IN_MONTH[month - 1] ?? 0) + (leap && month === 2 ? 1 : 0);
  // Date.UTC reads years 0 to 99 as 1900 to 1999: no cash flow is that old, so they are refused.
  if (year < 1000 || date < 1 || date > length) {
    throw new MoneyError("bad_day", `Not a day: ${day.slice(0, 12)}`);
  }
  return Date.UTC(year, month - 1, date) / MS_PER_DAY;
}
