import type {
  OrganisationKind,
  PortalDeal,
  PortalOrganisation,
  PortalOrganisationDetail,
  PortalPerson,
  PortalRole,
} from "../../common/portal-api.ts";
import { GRANT_COLUMNS, grantFromRow, membershipFromRow } from "./portal-rows.ts";
import { isUniqueViolation, type PortalSql } from "./portal-sql.ts";
import type { PortalRecords } from "./portal-types.ts";

interface Lookups {
  getDeal(id: string): Promise<PortalDeal | undefined>;
  getOrganisationRow(id: string): Promise<PortalOrganisation | undefined>;
  getPersonRow(id: string): Promise<PortalPerson | undefined>;
}

// "Live" in SQL, with the request's instant as the parameter: the same test as PortalGrant.live.
const LIVE = "g.revoked_at IS NULL AND (g.ends_at IS NULL OR g.ends_at > ?)";

type Links = Pick<
  PortalRecords,
  | "addMembership"
  | "removeMembership"
  | "giveGrant"
  | "revokeGrant"
  | "dealAccess"
  | "accessPaths"
  | "termsState"
> & {
  organisationLinks(id: string, now: Date): Promise<Pick<PortalOrganisationDetail, "members" | "grants">>;
};

/** Memberships, grants and what they add up to: who reaches which deal. */
export function portalLinks(sql: PortalSql, lookups: Lookups): Links {
  const grantRow = async (dealId: string, grantId: string, now: Date) => {
    if (!/^\d{1,18}$/.test(grantId)) return undefined;
    const [row] = await sql.all(`SELECT ${GRANT_COLUMNS} FROM portal_grants WHERE id = ? AND deal_id = ?`, [
      grantId,
      dealId,
    ]);
    return row ? grantFromRow(row, now) : undefined;
  };

  return {
    async addMembership(organisationId, input, actor, now) {
      if (!(await lookups.getOrganisationRow(organisationId))) return "no_organisation";
      if (!(await lookups.getPersonRow(input.personId))) return "no_person";
      try {
        const [row] = await sql.all(
          `INSERT INTO portal_memberships (user_id, organisation_id, role, delegate, created_at, created_by)
           VALUES (?, ?, ?, ?, ?, ?) RETURNING user_id, organisation_id, role, delegate, created_at`,
          [input.personId, organisationId, input.role, input.delegate ?? false, now.toISOString(), actor],
        );
        return membershipFromRow(row ?? {});
      } catch (error) {
        if (isUniqueViolation(error)) return "duplicate";
        throw error;
      }
    },
    async removeMembership(organisationId, personId) {
      const rows = await sql.all(
        "DELETE FROM portal_memberships WHERE organisation_id = ? AND user_id = ? RETURNING user_id",
        [organisationId, personId],
      );
      return rows.length > 0;
    },

    async giveGrant(dealId, input, actor, now) {
      if (!(await lookups.getDeal(dealId))) return "no_deal";
      if (!(await lookups.getOrganisationRow(input.organisationId))) return "no_organisation";
      try {
        const [row] = await sql.all(
          `INSERT INTO portal_grants (deal_id, organisation_id, granted_at, granted_by, ends_at)
           VALUES (?, ?, ?, ?, ?) RETURNING ${GRANT_COLUMNS}`,
          [dealId, input.organisationId, now.toISOString(), actor, input.endsAt ?? null],
        );
        return grantFromRow(row ?? {}, now);
      } catch (error) {
        // One grant not yet revoked per organisation and deal (even past its end date).
        if (isUniqueViolation(error)) return "duplicate";
        throw error;
      }
    },
    async revokeGrant(dealId, grantId, actor, now) {
      if (!/^\d{1,18}$/.test(grantId)) return undefined;
      // Only a grant not yet revoked changes: the first revocation's time and author stay.
      const [row] = await sql.all(
        `UPDATE portal_grants SET revoked_at = ?, revoked_by = ?
         WHERE id = ? AND deal_id = ? AND revoked_at IS NULL RETURNING ${GRANT_COLUMNS}`,
        [now.toISOString(), actor, grantId, dealId],
      );
      if (row) return grantFromRow(row, now);
      return (await grantRow(dealId, grantId, now)) ? "revoked" : undefined;
    },

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
