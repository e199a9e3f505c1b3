import type { SqlRunner, SqlValue } from "#server/store/sql.ts";
import { LIVE_GRANT, TERMS_OK } from "./content-sql.ts";

// An update and a document reach people by the same rules but their own audience, so
// their notices are queued by one statement.

const CONTENT = {
  update: { table: "portal_updates", alias: "u", column: "update_id" },
  document: { table: "portal_documents", alias: "doc", column: "document_id" },
} as const;

/**
 * Queues, within the publishing transaction, one notice per person the item reaches and
 * who wants notices at once: a live grant on its deal, the deal's terms accepted, and
 * `reach` (its audience, over the item's alias and membership `m`, with `reachParams`).
 * A person in two organisations on the deal matches twice; the key keeps one row.
 */
export async function queueImmediateNotices(
  run: SqlRunner,
  kind: keyof typeof CONTENT,
  id: string,
  at: string,
  reach: string,
  reachParams: readonly SqlValue[] = [],
): Promise<void> {
  const { table, alias: x, column } = CONTENT[kind];
  await run.all(
    `INSERT INTO portal_notice_outbox (kind, user_id, deal_id, ${column}, dedupe_key, created_at, next_attempt_at)
     SELECT '${kind}', m.user_id, ${x}.deal_id, ${x}.id, ? || m.user_id, ?, ?
     FROM ${table} ${x}
     JOIN portal_deals d ON d.id = ${x}.deal_id
     JOIN portal_grants g ON g.deal_id = ${x}.deal_id AND ${LIVE_GRANT}
     JOIN portal_memberships m ON m.organisation_id = g.organisation_id
     LEFT JOIN portal_notification_settings s ON s.user_id = m.user_id
     WHERE ${x}.id = ? AND coalesce(s.updates, 'immediate') = 'immediate' AND ${TERMS_OK} AND ${reach}
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [`${kind}:${id}:`, at, at, at, id, ...reachParams],
  );
}
