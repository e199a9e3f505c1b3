import type { OrganisationKind, PortalOrganisationDetail, PortalRole } from "#common/portal-api.ts";
import type { Sql } from "#server/store/sql.ts";
import type { Lookups } from "./links.ts";
import { GRANT_COLUMNS, grantFromRow, membershipFromRow } from "./rows.ts";
import type { PortalRecords } from "./types.ts";

// "Live" in SQL, with the request's instant as the parameter: the same test as PortalGrant.live.
const LIVE = "g.revoked_at IS NULL AND (g.ends_at IS NULL OR g.ends_at > ?)";

type Reach = Pick<PortalRecords, "dealAccess" | "accessPaths" | "accessEnded" | "termsState"> & {
  organisationLinks(id: string, now: Date): Promise<Pick<PortalOrganisationDetail, "members" | "grants">>;
};

/** What memberships and grants add up to: who reaches which deal, and how. */
export function portalReach(sql: Sql, lookups: Pick<Lookups, "getDeal">): Reach {
  return {
    async dealAccess(dealId, now) {
      const deal = await lookups.getDeal(dealId);
      if (!deal) return undefined;
      const grants = await sql.all(
        `SELECT ${GRANT_COLUMNS.replace(/(^|, )/g, "$1g.")}, o.name, o.kind
         FROM portal_grants g JOIN portal_organisations o ON o.id = g.organisation_id
         WHERE g.deal_id = ? ORDER BY g.granted_at DESC, g.id DESC`,
        [dealId],
      );
      const people = await sql.all(
        `SELECT p.id, p.email, p.name, m.organisation_id, m.role, m.delegate
         FROM portal_grants g
         JOIN portal_memberships m ON m.organisation_id = g.organisation_id
         JOIN portal_people p ON p.id = m.user_id
         WHERE g.deal_id = ? AND ${LIVE}
         ORDER BY p.name, p.id, m.organisation_id`,
        [dealId, now.toISOString()],
      );
      return {
        deal,
        grants: grants.map((row) => ({
          ...grantFromRow(row, now),
          organisation: {
            id: String(row.organisation_id),
            name: String(row.name),
            kind: String(row.kind) as OrganisationKind,
          },
        })),
        people: people.map((row) => ({
          person: { id: String(row.id), email: String(row.email), name: String(row.name) },
          organisationId: String(row.organisation_id),
          role: String(row.role) as PortalRole,
          delegate: Boolean(row.delegate),
        })),
      };
    },

    async organisationLinks(id, now) {
      const members = await sql.all(
        `SELECT m.user_id, m.organisation_id, m.role, m.delegate, m.created_at, p.email, p.name
         FROM portal_memberships m JOIN portal_people p ON p.id = m.user_id
         WHERE m.organisation_id = ? ORDER BY p.name, p.id`,
        [id],
      );
      const grants = await sql.all(
        `SELECT ${GRANT_COLUMNS} FROM portal_grants WHERE organisation_id = ? ORDER BY granted_at DESC, id DESC`,
        [id],
      );
      return {
        members: members.map((row) => ({
          ...membershipFromRow(row),
          person: { id: String(row.user_id), email: String(row.email), name: String(row.name) },
        })),
        grants: grants.map((row) => grantFromRow(row, now)),
      };
    },

    async accessPaths(personId, dealId, now) {
      const rows = await sql.all(
        `SELECT m.organisation_id, m.role, m.delegate
         FROM portal_memberships m
         JOIN portal_grants g ON g.organisation_id = m.organisation_id AND g.deal_id = ? AND ${LIVE}
         WHERE m.user_id = ?
         ORDER BY m.organisation_id`,
        [dealId, now.toISOString(), personId],
      );
      return rows.map((row) => ({
        organisationId: String(row.organisation_id),
        role: String(row.role) as PortalRole,
        delegate: Boolean(row.delegate),
      }));
    },

    async accessEnded(personId, dealId, now) {
      const [row] = await sql.all(
        `SELECT 1 AS ended FROM portal_memberships m
         JOIN portal_grants g ON g.organisation_id = m.organisation_id AND g.deal_id = ? AND NOT (${LIVE})
         WHERE m.user_id = ? LIMIT 1`,
        [dealId, now.toISOString(), personId],
      );
      return row !== undefined;
    },

    async termsState(personId, dealId) {
      // The newest version is the one to accept; a deal that asks for terms and has
      // published none yet shows nothing (deny by default).
      const [row] = await sql.all(
        `SELECT d.terms_required AS required, EXISTS (
           SELECT 1 FROM portal_terms_acceptances ta
           JOIN portal_terms_versions tv ON tv.id = ta.terms_version_id
           WHERE ta.user_id = ? AND tv.deal_id = d.id
             AND tv.version = (SELECT max(version) FROM portal_terms_versions WHERE deal_id = d.id)
         ) AS accepted
         FROM portal_deals d WHERE d.id = ?`,
        [personId, dealId],
      );
      return { required: Boolean(row?.required), accepted: Boolean(row?.accepted) };
    },
  };
}
