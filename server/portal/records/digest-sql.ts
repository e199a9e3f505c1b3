import type { SqlValue } from "#server/store/sql.ts";
import { LIVE_GRANT, TERMS_OK, UPDATE_FOR_MEMBER } from "./content-sql.ts";
import type { DocumentRoles } from "./content-types.ts";

/** Membership `m` has a role that sees document `doc`'s type, and its parameters. */
export function roleSeesDocument(roles: DocumentRoles): { sql: string; params: SqlValue[] } {
  if (roles.length === 0) return { sql: "1 = 0", params: [] };
  return {
    sql: `(${roles.map(() => "(m.role = ? AND doc.doc_type = ?)").join(" OR ")})`,
    params: roles.flatMap(({ role, type }) => [role, type]),
  };
}

// Joins for person `m.user_id`'s reach: live grant (parameter: now) on deal `d`.
const REACH = `FROM portal_memberships m
  JOIN portal_grants g ON g.organisation_id = m.organisation_id AND ${LIVE_GRANT}
  JOIN portal_deals d ON d.id = g.deal_id`;

/** Updates published in [?, ?) that `m` reads; parameters: now, from, to. */
export const UPDATES_OF_DAY = `${REACH}
  JOIN portal_updates u ON u.deal_id = g.deal_id AND u.published_at >= ? AND u.published_at < ?
  WHERE ${UPDATE_FOR_MEMBER} AND ${TERMS_OK}`;

/**
 * Documents published in [?, ?) that `m` may open now (audience, access end date, terms;
 * the role is added by the caller); parameters: now, from, to, now.
 */
export const DOCUMENTS_OF_DAY = `${REACH}
  JOIN portal_documents doc ON doc.deal_id = g.deal_id AND doc.status = 'published'
    AND doc.published_at >= ? AND doc.published_at < ? AND (doc.access_ends_at IS NULL OR doc.access_ends_at > ?)
  WHERE ${TERMS_OK} AND (doc.audience = 'deal' OR EXISTS (SELECT 1 FROM portal_document_audiences a
    WHERE a.document_id = doc.id AND a.organisation_id = m.organisation_id))`;
