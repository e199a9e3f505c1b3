import type { Sql } from "#server/store/sql.ts";
import { insertCashFlow } from "./cash-flows.ts";
import { minorOf, text } from "./columns.ts";

export type ApplyOutcome = "applied" | "blocked" | "not_pending" | null;

/**
 * Adds every line of a pending import as a cash flow, in one transaction: all of them or,
 * when any statement fails, none. A line without its organisation blocks the whole file.
 */
export async function applyImport(sql: Sql, dealId: string, id: string, by: string, now: Date) {
  return sql
    .transaction<ApplyOutcome>(async (run) => {
      const at = now.toISOString();
      const [done] = await run.all(
        `UPDATE reporting_imports SET status = 'applied', applied_at = ?, applied_by = ?
       WHERE deal_id = ? AND id = ? AND status = 'pending' RETURNING id`,
        [at, by, dealId, id],
      );
      if (!done) {
        const [row] = await run.all("SELECT 1 AS one FROM reporting_imports WHERE deal_id = ? AND id = ?", [
          dealId,
          id,
        ]);
        return row ? "not_pending" : null;
      }
      const lines = await run.all(
        `SELECT line, day, kind, CAST(amount_minor AS TEXT) AS amount, organisation_id, match
       FROM reporting_import_lines WHERE import_id = ? ORDER BY line`,
        [id],
      );
      if (
        lines.some(
          (line) => line.organisation_id === null || line.match === "unmatched" || line.match === "ambiguous",
        )
      )
        throw new ImportBlocked();
      for (const line of lines)
        await insertCashFlow(
          run,
          {
            dealId,
            organisationId: text(line.organisation_id),
            day: text(line.day),
            kind: text(line.kind) as "contribution" | "distribution" | "nav",
            amountMinor: minorOf(line.amount),
            importId: id,
          },
          by,
          now,
        );
      return "applied";
    })
    .catch((error: unknown) => {
      if (error instanceof ImportBlocked) return "blocked" as const;
      throw error;
    });
}

/** Thrown inside the transaction so that the status change is rolled back with it. */
class ImportBlocked extends Error {}

/** Takes an applied import back as one step: its cash flows go, the import and its lines stay. */
export async function undoImport(sql: Sql, dealId: string, id: string, by: string, now: Date) {
  return sql.transaction(async (run) => {
    const [done] = await run.all(
      `UPDATE reporting_imports SET status = 'undone', undone_at = ?, undone_by = ?
       WHERE deal_id = ? AND id = ? AND status = 'applied' RETURNING id`,
      [now.toISOString(), by, dealId, id],
    );
    if (!done) {
      const [row] = await run.all("SELECT 1 AS one FROM reporting_imports WHERE deal_id = ? AND id = ?", [
        dealId,
        id,
      ]);
      return row ? ("not_applied" as const) : null;
    }
    const removed = await run.all("DELETE FROM reporting_cash_flows WHERE import_id = ? RETURNING id", [id]);
    return { removed: removed.length };
  });
}
