import { placeholders } from "#server/portal/records/content-sql.ts";
import { queueImmediateNotices } from "#server/portal/records/immediate-notices.ts";
import type { SqlRunner } from "#server/store/sql.ts";

/**
 * Queues one notice per person a just-published document reaches and who wants notices
 * at once, in the publishing transaction: those with a role among `roles` (the roles that
 * see the document's type) in an organisation of the document's audience.
 */
export async function queueDocumentNotices(
  run: SqlRunner,
  documentIds: readonly string[],
  roles: readonly string[],
  now: Date,
): Promise<void> {
  const reach = `m.role IN (${placeholders(roles)})
    AND (doc.audience = 'deal' OR EXISTS (SELECT 1 FROM portal_document_audiences a
      WHERE a.document_id = doc.id AND a.organisation_id = m.organisation_id))`;
  for (const id of documentIds)
    await queueImmediateNotices(run, "document", id, now.toISOString(), reach, roles);
}
