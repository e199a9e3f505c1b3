import type { StoredInquiry } from "../store/inquiry-types.ts";

/** Export columns: the database's names, the same keys as the JSON export. */
export const EXPORT_COLUMNS = ["id", "created_at", "name", "email", "message", "fund_type", "aum"] as const;

/**
 * Spreadsheets run a cell that starts with one of these as a formula (`=HYPERLINK(…)`,
 * `+cmd|…`, `@SUM(…)`); tab and CR can hide such a start. OWASP's advice: prefix a
 * single quote, which spreadsheets show as text and never evaluate. Look-alikes count
 * too, since some spreadsheets fold them to ASCII on import (full-width ＝ ＋ － ＠, the
 * small ﹦ ﹢ ﹣ ﹫, the minus sign −), and so does a start hidden behind whitespace or
 * invisible characters (zero-width spaces and joiners, bidirectional marks, the BOM):
 * guarding a harmless cell costs one visible quote, missing a formula costs the firm.
 */
const FORMULA_START =
  /^[\s\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b\u2212]|^[\t\r]/;

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
