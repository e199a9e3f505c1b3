import type { CashFlowKind } from "#common/reporting-api.ts";
import type { ImportMatch } from "#common/reporting-staff-api.ts";
import type { Sql } from "#server/store/sql.ts";
import { minorOf, minorParam, text, textOrNull, timeOf, timeOrNull } from "./columns.ts";

export interface ImportLineRecord {
  line: number;
  organisationText: string;
  day: string;
  kind: CashFlowKind;
  amountMinor: bigint;
  organisationId: string | null;
  organisationName: string | null;
  match: ImportMatch;
}

export interface ImportRecord {
  id: string;
  dealId: string;
  fileName: string;
  status: "pending" | "applied" | "undone";
  createdAt: string;
  appliedAt: string | null;
  undoneAt: string | null;
  lines: ImportLineRecord[];
}

export type NewImport = Omit<ImportRecord, "status" | "createdAt" | "appliedAt" | "undoneAt">;

/** A parsed file and its match table, stored as one pending import. */
export async function insertImport(sql: Sql, file: NewImport, by: string, now: Date): Promise<void> {
  await sql.transaction(async (run) => {
    await run.all(
      `INSERT INTO reporting_imports (id, deal_id, file_name, status, created_at, created_by)
       VALUES (?, ?, ?, 'pending', ?, ?)`,
      [file.id, file.dealId, file.fileName, now.toISOString(), by],
    );
    for (const line of file.lines)
      await run.all(
        `INSERT INTO reporting_import_lines (import_id, line, organisation_text, day, kind, amount_minor,
           organisation_id, match) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          file.id,
          line.line,
          line.organisationText,
          line.day,
          line.kind,
          minorParam(line.amountMinor),
          line.organisationId,
          line.match,
        ],
      );
  });
}

export async function readImport(sql: Sql, dealId: string, id: string): Promise<ImportRecord | null> {
  const [row] = await sql.all(
    `SELECT id, deal_id, file_name, status, created_at, applied_at, undone_at FROM reporting_imports
     WHERE deal_id = ? AND id = ?`,
    [dealId, id],
  );
  if (!row) return null;
  const lines = await sql.all(
    `SELECT l.line, l.organisation_text, l.day, l.kind, CAST(l.amount_minor AS TEXT) AS amount,
       l.organisation_id, o.name, l.match
     FROM reporting_import_lines l LEFT JOIN portal_organisations o ON o.id = l.organisation_id
     WHERE l.import_id = ? ORDER BY l.line`,
    [id],
  );
  return {
    id: text(row.id),
    dealId: text(row.deal_id),
    fileName: text(row.file_name),
    status: text(row.status) as ImportRecord["status"],
    createdAt: timeOf(row.created_at),
    appliedAt: timeOrNull(row.applied_at),
    undoneAt: timeOrNull(row.undone_at),
    lines: lines.map((line) => ({
      line: Number(line.line),
      organisationText: text(line.organisation_text),
      day: text(line.day),
      kind: text(line.kind) as CashFlowKind,
      amountMinor: minorOf(line.amount),
      organisationId: textOrNull(line.organisation_id),
      organisationName: textOrNull(line.name),
      match: text(line.match) as ImportMatch,
    })),
  };
}

/** Staff's choices for lines of a pending import; false when it is no longer pending. */
export async function chooseMatches(
  sql: Sql,
  id: string,
  matches: readonly { line: number; organisationId: string }[],
): Promise<boolean> {
  return sql.transaction(async (run) => {
    const [row] = await run.all("SELECT status FROM reporting_imports WHERE id = ?", [id]);
    if (row?.status !== "pending") return false;
    for (const match of matches)
      await run.all(
        `UPDATE reporting_import_lines SET organisation_id = ?, match = 'chosen' WHERE import_id = ? AND line = ?`,
        [match.organisationId, id, match.line],
      );
    return true;
  });
}
