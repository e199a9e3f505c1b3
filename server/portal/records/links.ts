import type { PortalDeal, PortalOrganisation, PortalPerson } from "#common/portal-api.ts";
import { isUniqueViolation, type Sql } from "#server/store/sql.ts";
import { GRANT_COLUMNS, grantFromRow, membershipFromRow } from "./rows.ts";
import type { PortalRecords } from "./types.ts";

export interface Lookups {
  getDeal(id: string): Promise<PortalDeal | undefined>;
  getOrganisationRow(id: string): Promise<PortalOrganisation | undefined>;
  getPersonRow(id: string): Promise<PortalPerson | undefined>;
}

type Links = Pick<PortalRecords, "addMembership" | "removeMembership" | "giveGrant" | "revokeGrant">;

/** Memberships and grants, made and undone by staff. */
export function portalLinks(sql: Sql, lookups: Lookups): Links {
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
      const deal = await lookups.getDeal(dealId);
      if (!deal) return "no_deal";
      const organisation = await lookups.getOrganisationRow(input.organisationId);
      if (!organisation) return "no_organisation";
      // Archiving ended their access; giving it again starts by bringing the record back.
      if (deal.archivedAt || organisation.archivedAt) return "archived";
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
  };
}
