import type { DealKind, DealStatus, OrganisationKind, PortalRole } from "#common/portal-api.ts";
import { NEW_COUNT_CAP, type PortalHomeOrganisation } from "#common/portal-person-api.ts";
import { childrenBy, isoOrNull, type Sql, type SqlValue } from "#server/store/sql.ts";
import { BEGINNING, LIVE_GRANT, placeholders } from "./content-sql.ts";
import type { DocumentRoles, PortalContent } from "./content-types.ts";
import { roleSeesDocument } from "./digest-sql.ts";

type Home = Pick<
  PortalContent,
  | "home"
  | "organisationNames"
  | "lastVisit"
  | "recordVisit"
  | "notificationSettings"
  | "setNotificationSettings"
>;

/** Each "new" count stops at this many: one bounded index range per count (0035). */
const CAP = NEW_COUNT_CAP;

// Every deal the person reaches, per organisation, with what is new since their last
// visit of it: deal-wide updates and those chosen for that organisation (two capped
// ranges, not one range with an OR), their organisation's questions answered and others'
// published, documents and statements published that one of their roles may open, and
// whether the newest terms wait for acceptance. `role` is the role filter's SQL.
const home = (role: string) => `WITH mine AS (
  SELECT m.organisation_id, m.role, g.deal_id
  FROM portal_memberships m
  JOIN portal_grants g ON g.organisation_id = m.organisation_id AND ${LIVE_GRANT}
  WHERE m.user_id = ?)
SELECT mine.organisation_id, d.id, d.name, d.kind, d.status, v.visited_at,
  (SELECT count(*) FROM (SELECT 1 FROM portal_updates u
     WHERE u.deal_id = d.id AND u.audience = 'deal' AND u.withdrawn_at IS NULL AND u.published_at > coalesce(v.visited_at, ?) LIMIT ${CAP}) n1)
  + (SELECT count(*) FROM (SELECT 1 FROM portal_update_audiences a
     WHERE a.organisation_id = mine.organisation_id AND a.deal_id = d.id
       AND a.published_at > coalesce(v.visited_at, ?)
       AND NOT EXISTS (SELECT 1 FROM portal_updates w WHERE w.id = a.update_id AND w.withdrawn_at IS NOT NULL)
     LIMIT ${CAP}) n2) AS new_updates,
  (SELECT count(*) FROM (SELECT 1 FROM portal_questions q
     WHERE q.deal_id = d.id AND q.organisation_id = mine.organisation_id
       AND q.answered_at > coalesce(v.visited_at, ?) LIMIT ${CAP}) n3)
  + (SELECT count(*) FROM (SELECT 1 FROM portal_questions q
     WHERE q.deal_id = d.id AND q.published_at > coalesce(v.visited_at, ?)
       AND q.organisation_id <> mine.organisation_id LIMIT ${CAP}) n4) AS new_answers,
  (SELECT count(*) FROM (SELECT 1 FROM portal_documents doc
     WHERE doc.deal_id = d.id AND doc.status = 'published' AND doc.published_at > coalesce(v.visited_at, ?)
       AND (doc.access_ends_at IS NULL OR doc.access_ends_at > ?) AND ${role}
       AND (doc.audience = 'deal' OR EXISTS (SELECT 1 FROM portal_document_audiences a
         WHERE a.document_id = doc.id AND a.organisation_id = mine.organisation_id))
     LIMIT ${CAP}) n5) AS new_documents,
  CASE WHEN d.terms_required AND NOT EXISTS (
     SELECT 1 FROM portal_terms_acceptances ta
     JOIN portal_terms_versions tv ON tv.id = ta.terms_version_id
     WHERE ta.user_id = ? AND tv.deal_id = d.id
       AND tv.version = (SELECT max(version) FROM portal_terms_versions WHERE deal_id = d.id))
   THEN 1 ELSE 0 END AS terms_pending
FROM mine
JOIN portal_deals d ON d.id = mine.deal_id
LEFT JOIN portal_deal_visits v ON v.user_id = ? AND v.deal_id = d.id
ORDER BY d.name, d.id`;

// A deal the person reached through a grant that is no longer live, and reaches through
// no live one: home then says access ended, not that nothing was ever opened to them.
const ENDED = `SELECT 1 AS ended FROM portal_memberships m
  JOIN portal_grants g ON g.organisation_id = m.organisation_id AND NOT (${LIVE_GRANT})
  WHERE m.user_id = ? AND NOT EXISTS (
    SELECT 1 FROM portal_memberships lm
    JOIN portal_grants live ON live.organisation_id = lm.organisation_id AND live.deal_id = g.deal_id
      AND ${LIVE_GRANT.replaceAll("g.", "live.")}
    WHERE lm.user_id = m.user_id)
  LIMIT 1`;

/** Whether a grant of the person's ended with no live one for its deal (the benchmark explains it). */
export function endedQuery(personId: string, now: Date): { sql: string; params: SqlValue[] } {
  return { sql: ENDED, params: [now.toISOString(), personId, now.toISOString()] };
}

/** The home page's one query for a person's deals (the benchmark explains it). */
export function homeQuery(
  personId: string,
  now: Date,
  documentRoles: DocumentRoles = [],
): { sql: string; params: SqlValue[] } {
  const role = roleSeesDocument(documentRoles);
  const at = now.toISOString();
  const params = [
    at,
    personId,
    BEGINNING,
    BEGINNING,
    BEGINNING,
    BEGINNING,
    BEGINNING,
    at,
    ...role.params,
    personId,
    personId,
  ];
  return { sql: home(role.sql.replaceAll("m.role", "mine.role")), params };
}

/** The home page, the deal visits behind "new since your last visit", and notice settings. */
export function portalHome(sql: Sql): Home {
  return {
    async home(personId, now, documentRoles) {
      const query = homeQuery(personId, now, documentRoles);
      const endedRead = endedQuery(personId, now);
      // The reads at once: on PostgreSQL each takes its own connection of the pool.
      const [[me], memberships, deals, ended] = await Promise.all([
        sql.all("SELECT id, name, email FROM portal_people WHERE id = ?", [personId]),
        sql.all(
          `SELECT o.id, o.name, o.kind, m.role, m.delegate FROM portal_memberships m
           JOIN portal_organisations o ON o.id = m.organisation_id
           WHERE m.user_id = ? ORDER BY o.name, o.id`,
          [personId],
        ),
        sql.all(query.sql, query.params),
        sql.all(endedRead.sql, endedRead.params),
      ]);
      if (!me) return undefined;
      const dealsOf = childrenBy(deals, "organisation_id");
      const organisations: PortalHomeOrganisation[] = memberships.map((row) => ({
        id: String(row.id),
        name: String(row.name),
        kind: String(row.kind) as OrganisationKind,
        role: String(row.role) as PortalRole,
        delegate: Boolean(row.delegate),
        deals: dealsOf(row.id).map((deal) => ({
          id: String(deal.id),
          name: String(deal.name),
          kind: String(deal.kind) as DealKind,
          status: String(deal.status) as DealStatus,
          termsPending: Number(deal.terms_pending) === 1,
          newUpdates: Number(deal.new_updates),
          newAnswers: Number(deal.new_answers),
          newDocuments: Number(deal.new_documents),
          lastVisitAt: isoOrNull(deal.visited_at),
        })),
      }));
      return {
        me: { id: String(me.id), name: String(me.name), email: String(me.email) },
        organisations,
        accessEnded: ended.length > 0,
      };
    },

    async organisationNames(ids) {
      if (ids.length === 0) return new Map();
      const rows = await sql.all(
        `SELECT id, name FROM portal_organisations WHERE id IN (${placeholders(ids)})`,
        [...ids],
      );
      return new Map(rows.map((row) => [String(row.id), String(row.name)]));
    },

    async lastVisit(personId, dealId) {
      const [row] = await sql.all(
        "SELECT visited_at FROM portal_deal_visits WHERE user_id = ? AND deal_id = ?",
        [personId, dealId],
      );
      return isoOrNull(row?.visited_at);
    },
    // The time of a visit is a convenience ("new since"), not a record: relaxed.
    async recordVisit(personId, dealId, now) {
      await sql.relaxed(
        `INSERT INTO portal_deal_visits (user_id, deal_id, visited_at) VALUES (?, ?, ?)
         ON CONFLICT (user_id, deal_id) DO UPDATE SET visited_at = excluded.visited_at`,
        [personId, dealId, now.toISOString()],
      );
    },

    async notificationSettings(personId) {
      const [row] = await sql.all("SELECT updates FROM portal_notification_settings WHERE user_id = ?", [
        personId,
      ]);
      const updates = row?.updates === "daily" || row?.updates === "none" ? row.updates : "immediate";
      return { updates };
    },
    async setNotificationSettings(personId, updates) {
      await sql.all(
        `INSERT INTO portal_notification_settings (user_id, updates) VALUES (?, ?)
         ON CONFLICT (user_id) DO UPDATE SET updates = excluded.updates`,
        [personId, updates],
      );
      return { updates };
    },
  };
}
