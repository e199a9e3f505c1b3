/**
 * Durations for retention (`RETENTION`, `purge --older-than`): a whole number and a
 * unit, `d` days, `w` weeks, `mo` calendar months, `y` calendar years (`24mo`, `90d`).
 * "m" is refused on purpose: minutes or months? A retention period is never minutes.
 */
export interface RetentionPeriod {
  amount: number;
  unit: "d" | "w" | "mo" | "y";
}

const PATTERN = /^(\d{1,4})(d|w|mo|y)$/;
const UNIT_NAMES = { d: "day", w: "week", mo: "month", y: "year" } as const;

export const RETENTION_PERIOD_HINT = "a whole number and a unit: d, w, mo or y (for example 24mo, 90d, 12w)";

export function parseRetentionPeriod(text: string): RetentionPeriod | undefined {
  const match = PATTERN.exec(text.trim().toLowerCase());
  if (!match?.[1] || !match[2]) return undefined;
  const amount = Number(match[1]);
  if (amount < 1) return undefined;
  return { amount, unit: match[2] as RetentionPeriod["unit"] };
}

/** "24 months", for log lines and messages. */
export function describePeriod({ amount, unit }: RetentionPeriod): string {
  return `${amount} ${UNIT_NAMES[unit]}${amount === 1 ? "" : "s"}`;
}

/**
 * The instant `period` before `now`, in UTC calendar terms: 24mo before 2025-03-31 is
 * 2023-03-31, and 1mo before 31 March is the last day of February (clamped, never
 * rolling into March).
 */
export function cutoffBefore(period: RetentionPeriod, now: Date): Date {
  const days = period.unit === "d" ? period.amount : period.unit === "w" ? period.amount * 7 : 0;
  if (days > 0) return new Date(now.getTime() - days * 86_400_000);
  const months = period.unit === "mo" ? period.amount : period.amount * 12;
  const target = new Date(now.getTime());
  const totalMonths = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(totalMonths / 12);
  const month = totalMonths - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  target.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return target;
}
