import { LIVE_GRANT, placeholders, TERMS_OK } from "#server/portal/records/content-sql.ts";
import type { SqlRunner } from "#server/store/sql.ts";

/**
 * Queues one notice per person a just-published document reaches and who wants notices
 * at once, in the publishing transaction: a live grant, a role among `roles` (those that
 * see the document's type), the document's audience, and the deal's terms accepted. A
 * person in two organisations on the deal matches twice; the key keeps one row.
 */
export async function queueDocumentNotices(
  run: SqlRunner,
  documentIds: readonly string[],
  roles: readonly string[],
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  for (const id of documentIds)
    await run.all(
      `INSERT INTO portal_notice_outbox (kind, user_id, deal_id, document_id, dedupe_key, created_at, next_attempt_at)
       SELECT 'document', m.user_id, doc.deal_id, doc.id, ? || m.user_id, ?, ?
       FROM portal_documents doc
       JOIN portal_deals d ON d.id = doc.deal_id
       JOIN portal_grants g ON g.deal_id = doc.deal_id AND ${LIVE_GRANT}
       JOIN portal_memberships m ON m.organisation_id = g.organisation_id
       LEFT JOIN portal_notification_settings s ON s.user_id = m.user_id
       WHERE doc.id = ? AND coalesce(s.updates, 'immediate') = 'immediate'
         AND m.role IN (${placeholders(roles)}) AND ${TERMS_OK}
         AND (doc.audience = 'deal' OR EXISTS (SELECT 1 FROM portal_document_audiences a
           WHERE a.document_id = doc.id AND a.organisation_id = m.organisation_id))
       ON CONFLICT (dedupe_key) DO NOTHING`,
      [`document:${id}:`, at, at, at, id, ...roles],
    );
}
