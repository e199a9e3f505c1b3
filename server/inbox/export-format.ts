import { csvCell } from "#server/http/csv-cell.ts";
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
