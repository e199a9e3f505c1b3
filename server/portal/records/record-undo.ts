import type { PortalGrant } from "#common/portal-api.ts";
import type { RecordImpact, WaitingQuestions } from "#common/portal-undo-api.ts";
import type { Sql } from "#server/store/sql.ts";
import { type RecordKind, recordImpact } from "./record-impact.ts";
import { GRANT_COLUMNS, grantFromRow } from "./rows.ts";

export type { RecordKind };

const TABLE: Record<RecordKind, string> = { deal: "portal_deals", organisation: "portal_organisations" };
const GRANT_KEY: Record<RecordKind, string> = { deal: "deal_id", organisation: "organisation_id" };

export type RestoreRefusal = "live" | "ended" | "open" | "archived";

/** Archive, bring back and delete deals and organisations; restore a revoked grant. */
export interface PortalRecordUndo {
  impact(kind: RecordKind, id: string, now: Date): Promise<RecordImpact | undefined>;
  /** Ends every live grant of the record and hides it from choices; what ended is returned. */
  archive(kind: RecordKind, id: string, actor: string, now: Date): Promise<RecordImpact | undefined>;
  /** Listed and choosable again; access stays ended until it is given or restored. */
  unarchive(kind: RecordKind, id: string, now: Date): Promise<RecordImpact | undefined>;
  /** Deleted only when nothing depends on it ("in_use" otherwise, with what does). */
  remove(kind: RecordKind, id: string, now: Date): Promise<RecordImpact | "in_use" | undefined>;
  /** A new grant like a revoked one: same organisation, deal and end date. */
  restoreGrant(
    dealId: string,
    grantId: string,
    actor: string,
    now: Date,
  ): Promise<PortalGrant | RestoreRefusal | undefined>;
  waitingQuestions(): Promise<WaitingQuestions>;
}

export function portalRecordUndo(sql: Sql): PortalRecordUndo {
  return {
    impact: (kind, id, now) => recordImpact(sql, kind, id, now),

    archive: (kind, id, actor, now) =>
      sql.transaction(async (run) => {
        const before = await recordImpact(run, kind, id, now);
        if (!before) return undefined;
        const at = now.toISOString();
        await run.all(
          `UPDATE portal_grants SET revoked_at = ?, revoked_by = ?
           WHERE ${GRANT_KEY[kind]} = ? AND revoked_at IS NULL`,
          [at, actor, id],
        );
        await run.all(
          `UPDATE ${TABLE[kind]} SET archived_at = coalesce(archived_at, ?), archived_by = coalesce(archived_by, ?)
           WHERE id = ?`,
          [at, actor, id],
        );
        // What ended is what was live before; the counts are the record's as it stands now.
        const after = await recordImpact(run, kind, id, now);
        return after ? { ...after, ending: before.ending, people: before.people } : undefined;
      }),

    async unarchive(kind, id, now) {
      await sql.all(`UPDATE ${TABLE[kind]} SET archived_at = NULL, archived_by = NULL WHERE id = ?`, [id]);
      return recordImpact(sql, kind, id, now);
    },

    remove: (kind, id, now) =>
      sql.transaction(async (run) => {
        const impact = await recordImpact(run, kind, id, now);
        if (!impact) return undefined;
        if (!impact.deletable) return "in_use";
        await run.all(`DELETE FROM ${TABLE[kind]} WHERE id = ?`, [id]);
        return impact;
      }),

    restoreGrant: (dealId, grantId, actor, now) =>
      sql.transaction(async (run) => {
        if (!/^\d{1,18}$/.test(grantId)) return undefined;
        const [row] = await run.all(
          `SELECT ${GRANT_COLUMNS} FROM portal_grants WHERE id = ? AND deal_id = ?`,
          [grantId, dealId],
        );
        if (!row) return undefined;
        const revoked = grantFromRow(row, now);
        if (!revoked.revokedAt) return "live";
        // An end date already past would give access that is over before it starts.
        if (revoked.endsAt && Date.parse(revoked.endsAt) <= now.getTime()) return "ended";
        const [archived] = await run.all(
          `SELECT 1 AS found FROM portal_deals d, portal_organisations o
           WHERE d.id = ? AND o.id = ? AND (d.archived_at IS NOT NULL OR o.archived_at IS NOT NULL)`,
          [dealId, revoked.organisationId],
        );
        if (archived) return "archived";
        const [open] = await run.all(
          "SELECT 1 AS found FROM portal_grants WHERE deal_id = ? AND organisation_id = ? AND revoked_at IS NULL",
          [dealId, revoked.organisationId],
        );
        if (open) return "open";
        const [created] = await run.all(
          `INSERT INTO portal_grants (deal_id, organisation_id, granted_at, granted_by, ends_at)
           VALUES (?, ?, ?, ?, ?) RETURNING ${GRANT_COLUMNS}`,
          [dealId, revoked.organisationId, now.toISOString(), actor, revoked.endsAt],
        );
        return grantFromRow(created ?? {}, now);
      }),

    async waitingQuestions() {
      // The open-questions index answers each deal's count; archived deals still count,
      // since a question asked before the archive still waits for its answer.
      const rows = await sql.all(
        `SELECT d.id, d.name, count(*) AS waiting FROM portal_questions q
         JOIN portal_deals d ON d.id = q.deal_id
         WHERE q.answered_at IS NULL GROUP BY d.id, d.name ORDER BY d.name, d.id`,
      );
      const deals = rows.map((row) => ({
        id: String(row.id),
        name: String(row.name),
        waiting: Number(row.waiting),
      }));
      return { total: deals.reduce((sum, deal) => sum + deal.waiting, 0), deals };
    },
  };
}
