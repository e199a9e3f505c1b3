import type { StoredInquiry } from "../store/inquiry-types.ts";

/** Export columns: the database's names, the same keys as the JSON export. */
export const EXPORT_COLUMNS = ["id", "created_at", "name", "email", "message", "fund_type", "aum"] as const;

/**
 * Spreadsheets run a cell that starts with one of these as a formula (`=HYPERLINK(…)`,
 * `+cmd|…`, `@SUM(…)`); tab and CR can hide such a start. OWASP's advice: prefix a
 * single quote, which spreadsheets show as text and never evaluate.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell per RFC 4180: wrapped in double quotes, inner quotes doubled, line breaks
 * kept inside the quotes. Visitor text is neutralised first, so a message that begins
 * "-5 % returns" exports as "'-5 % returns": a visible quote, never a formula.
 */
export function csvCell(value: string | null): string {
  if (value === null) return "";
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** RFC 4180 records end with CRLF (line breaks inside a message stay as they were). */
export function csvHeader(): string {
  return `${EXPORT_COLUMNS.join(",")}\r\n`;
}

export function csvRecord(inquiry: StoredInquiry): string {
  return `${[
    inquiry.id,
    inquiry.createdAt.toISOString(),
    csvCell(inquiry.name),
    csvCell(inquiry.email),
    csvCell(inquiry.message),
    csvCell(inquiry.fund_type),
    csvCell(inquiry.aum),
  ].join(",")}\r\n`;
}

/** The JSON export's object for one inquiry: the same keys, values as stored. */
export function jsonRecord(inquiry: StoredInquiry): string {
  return JSON.stringify({
    id: inquiry.id,
    created_at: inquiry.createdAt.toISOString(),
    name: inquiry.name,
    email: inquiry.email,
    message: inquiry.message,
    fund_type: inquiry.fund_type,
    aum: inquiry.aum,
  });
}
