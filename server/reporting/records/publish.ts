import type { Sql } from "#server/store/sql.ts";
import { insertCashFlow } from "./cash-flows.ts";
import { minorOf, text } from "./columns.ts";

/** The LP roles that read notices (legal and viewer see none of the reporting). */
export const NOTICE_ROLES = ["principal", "finance", "operations", "tax"] as const;

export type PublishOutcome = { published: true; queued: number } | "published" | null;

/**
 * Publishes a draft in one transaction: its shares become the organisations' cash flows
 * (contributions for a call, distributions for a distribution), and each person of an
 * organisation with a share whose role reads notices gets one e-mail in the portal's
 * outbox. The e-mail names nothing but the deal (compose-portal-notice.ts).
 */
export async function publishNotice(
  sql: Sql,
  dealId: string,
  id: string,
  by: string,
  now: Date,
): Promise<PublishOutcome> {
  return sql.transaction(async (run) => {
    const at = now.toISOString();
    const [notice] = await run.all(
      `UPDATE reporting_notices SET status = 'published', published_at = ?, published_by = ?
       WHERE deal_id = ? AND id = ? AND status = 'draft' RETURNING kind, day`,
      [at, by, dealId, id],
    );
    if (!notice) {
      const [exists] = await run.all("SELECT 1 AS one FROM reporting_notices WHERE deal_id = ? AND id = ?", [
        dealId,
        id,
      ]);
      return exists ? "published" : null;
    }
    const shares = await run.all(
      `SELECT organisation_id, CAST(amount_minor AS TEXT) AS amount FROM reporting_notice_shares
       WHERE notice_id = ? AND amount_minor > 0 ORDER BY organisation_id`,
      [id],
    );
    const kind = notice.kind === "call" ? "contribution" : "distribution";
    for (const share of shares)
      await insertCashFlow(
        run,
        {
          dealId,
          organisationId: text(share.organisation_id),
          day: text(notice.day),
          kind,
          amountMinor: minorOf(share.amount),
          noticeId: id,
        },
        by,
        now,
      );
    const roles = NOTICE_ROLES.map(() => "?").join(", ");
    const queued = await run.all(
      `INSERT INTO portal_notice_outbox (kind, user_id, deal_id, reporting_notice_id, dedupe_key, created_at,
         next_attempt_at)
       SELECT 'reporting', r.user_id, ?, ?, ? || r.user_id, ?, ?
       FROM (SELECT DISTINCT m.user_id FROM reporting_notice_shares s
         JOIN portal_memberships m ON m.organisation_id = s.organisation_id
         WHERE s.notice_id = ? AND s.amount_minor > 0 AND m.role IN (${roles})) r
       -- WHERE: SQLite would read the ON of ON CONFLICT as a join's otherwise.
       WHERE true
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [dealId, id, `reporting:${id}:`, at, at, id, ...NOTICE_ROLES],
    );
    return { published: true, queued: queued.length };
  });
}
