import {
  parseRetentionPeriod,
  RETENTION_PERIOD_HINT,
  type RetentionPeriod,
} from "#server/store/retention/retention-period.ts";
import { UsageError } from "./usage.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * `--since`: a calendar date (midnight UTC) or a date-time with an explicit zone. A
 * date-time without one is refused: the operator's local time and the server's UTC
 * would silently disagree by hours.
 */
export function parseSince(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = DATE.test(value)
    ? new Date(`${value}T00:00:00Z`)
    : DATE_TIME.test(value)
      ? new Date(value)
      : undefined;
  if (
    !date ||
    Number.isNaN(date.getTime()) ||
    (DATE.test(value) && date.toISOString().slice(0, 10) !== value)
  ) {
    throw new UsageError(`--since must be a date like 2025-01-31 or 2025-01-31T09:30:00Z, not "${value}"`);
  }
  return date;
}

/** `--limit`: a table is for reading; more than MAX_LIST rows is a job for export. */
export const MAX_LIST = 10_000;

export function parseLimit(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > MAX_LIST) {
    throw new UsageError(
      `--limit must be a whole number from 1 to ${MAX_LIST} (use export for more), not "${value}"`,
    );
  }
  return Number(value);
}

export function parseId(value: string | undefined): string {
  if (value === undefined) throw new UsageError("show needs the ID of an inquiry (see list)");
  if (!/^[1-9]\d{0,17}$/.test(value))
    throw new UsageError(`an inquiry ID is a positive whole number, not "${value}"`);
  return value;
}

export function parsePeriod(value: string | undefined): RetentionPeriod {
  if (value === undefined)
    throw new UsageError("purge needs --older-than DURATION, for example --older-than 24mo");
  const period = parseRetentionPeriod(value);
  if (!period) throw new UsageError(`--older-than must be ${RETENTION_PERIOD_HINT}, not "${value}"`);
  return period;
}

export function required(name: string, value: string | undefined, example: string): string {
  if (value === undefined || value.trim() === "")
    throw new UsageError(`--${name} is required, for example --${name} ${example}`);
  return value.trim();
}
