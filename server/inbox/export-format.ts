import type { ExportExtras, TriageRecords } from "#server/inbox/records/triage/types.ts";
import type { StoredInquiry } from "#server/store/inquiry-types.ts";

/**
 * Export columns: the database's names, the same keys as the JSON export, then the
 * triage: status, owner (a name), how many notes and the newest note's text.
 */
export const EXPORT_COLUMNS = [
  "id",
  "created_at",
  "name",
  "email",
  "message",
  "fund_type",
  "aum",
  "status",
  "owner",
  "notes",
  "last_note",
] as const;

/** An inquiry with its triage columns, as both exports write it. */
export type ExportRow = StoredInquiry & ExportExtras;

/** A page of inquiries with their triage columns, read in one query. */
export async function exportRows(
  triage: Pick<TriageRecords, "exportExtras">,
  rows: readonly StoredInquiry[],
): Promise<ExportRow[]> {
  const extras = await triage.exportExtras(rows.map((row) => row.id));
  const none: ExportExtras = { status: "new", ownerName: null, notes: 0, lastNote: null };
  return rows.map((row) => ({ ...row, ...(extras.get(row.id) ?? none) }));
}

/**
 * Spreadsheets run a cell that starts with one of these as a formula (`=HYPERLINK(…)`,
 * `+cmd|…`, `@SUM(…)`); tab and CR can hide such a start. OWASP's advice: prefix a
 * single quote, which spreadsheets show as text and never evaluate. Look-alikes count
 * too, since some spreadsheets fold them to ASCII on import (full-width ＝ ＋ － ＠, the
 * small ﹦ ﹢ ﹣ ﹫, the minus sign −). What decides is the first VISIBLE character: any
 * run of characters that show nothing before it is skipped, by Unicode's own classes
 * rather than a list that misses one (white space, controls, format characters such as
 * U+061C, U+00AD, U+180E and the tag U+E0001, combining marks such as U+034F, every
 * default-ignorable code point such as the Hangul fillers, and the blank braille cell).
 * Guarding a harmless cell costs one visible quote; missing a formula costs the firm.
 */
const FORMULA_START =
  /^[\p{White_Space}\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]*[=+\-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b\u2212]|^[\t\r]/u;

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

export function csvRecord(inquiry: ExportRow): string {
  return `${[
    inquiry.id,
    inquiry.createdAt.toISOString(),
    csvCell(inquiry.name),
    csvCell(inquiry.email),
    csvCell(inquiry.message),
    csvCell(inquiry.fund_type),
    csvCell(inquiry.aum),
    csvCell(inquiry.status),
    csvCell(inquiry.ownerName),
    String(inquiry.notes),
    csvCell(inquiry.lastNote),
  ].join(",")}\r\n`;
}

/** The JSON export's object for one inquiry: the same keys, values as stored. */
export function jsonRecord(inquiry: ExportRow): string {
  return JSON.stringify({
    id: inquiry.id,
    created_at: inquiry.createdAt.toISOString(),
    name: inquiry.name,
    email: inquiry.email,
    message: inquiry.message,
    fund_type: inquiry.fund_type,
    aum: inquiry.aum,
    status: inquiry.status,
    owner: inquiry.ownerName,
    notes: inquiry.notes,
    last_note: inquiry.lastNote,
  });
}
