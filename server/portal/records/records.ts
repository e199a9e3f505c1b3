import type { OrganisationKind } from "#common/portal-api.ts";
import { isUniqueViolation, type Sql } from "#server/store/sql.ts";
import { portalHome } from "./home.ts";
import { portalLinks } from "./links.ts";
import { cursorPosition, listPage } from "./list.ts";
import { portalNotices } from "./notices.ts";
import { portalQuestions } from "./questions.ts";
import { randomId } from "./random-id.ts";
import { portalReach } from "./reach.ts";
import { portalRecordUndo } from "./record-undo.ts";
import {
  DEAL_COLUMNS,
  dealFromRow,
  membershipFromRow,
  ORGANISATION_COLUMNS,
  organisationFromRow,
  PERSON_COLUMNS,
  personFromRow,
} from "./rows.ts";
import { portalTerms } from "./terms.ts";
import type { PortalRecords } from "./types.ts";
import { portalUpdateChanges } from "./update-changes.ts";
import { portalUpdatePosting } from "./update-posting.ts";
import { portalUpdates } from "./updates.ts";

export { cursorPosition };

/** The portal's records on either database: the SQL is the same text for both. */
export function portalRecords(sql: Sql): PortalRecords {
  const one = async <T>(
    query: string,
    params: (string | number | boolean | null)[],
    map: (row: Record<string, unknown>) => T,
  ) => {
    const [row] = await sql.all(query, params);
    return row ? map(row) : undefined;
  };
  // An inquiry id is digits (the API checks); a text parameter compares as a number on both.
  const inquiryExists = async (id: string | null | undefined) =>
    !id || (await sql.all("SELECT 1 AS found FROM contact_submissions WHERE id = ?", [id])).length > 0;
  const unlessDuplicate = async <T>(work: () => Promise<T>): Promise<T | "duplicate"> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) return "duplicate";
      throw error;
    }
  };
  const getDeal = (id: string) =>
    one(`SELECT ${DEAL_COLUMNS} FROM portal_deals WHERE id = ?`, [id], dealFromRow);
  const getOrganisationRow = (id: string) =>
    one(`SELECT ${ORGANISATION_COLUMNS} FROM portal_organisations WHERE id = ?`, [id], organisationFromRow);
  const getPersonRow = (id: string) =>
    one(`SELECT ${PERSON_COLUMNS} FROM portal_people WHERE id = ?`, [id], personFromRow);
  const links = portalLinks(sql, { getDeal, getOrganisationRow, getPersonRow });
  const reach = portalReach(sql, { getDeal });

  return {
    ...links,
    ...reach,
    ...portalUpdatePosting(sql),
    ...portalUpdateChanges(sql),
    ...portalRecordUndo(sql),
    ...portalUpdates(sql),
    ...portalTerms(sql),
    ...portalQuestions(sql),
    ...portalHome(sql),
    notices: portalNotices(sql),
    listDeals: (page) => listPage(sql, "portal_deals", DEAL_COLUMNS, ["name"], page, dealFromRow),
    getDeal,
    async createDeal(input, actor, now) {
      const at = now.toISOString();
      const [row] = await sql.all(
        `INSERT INTO portal_deals (id, name, kind, status, terms_required, created_at, created_by, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${DEAL_COLUMNS}`,
        [randomId(), input.name, input.kind, input.status, input.termsRequired ?? false, at, actor, at],
      );
      return dealFromRow(row ?? {});
    },
    async updateDeal(id, input, now) {
      const deal = await getDeal(id);
      if (!deal) return undefined;
      const next = { ...deal, ...input };
      return one(
        `UPDATE portal_deals SET name = ?, kind = ?, status = ?, terms_required = ?, updated_at = ?
         WHERE id = ? RETURNING ${DEAL_COLUMNS}`,
        [next.name, next.kind, next.status, next.termsRequired, now.toISOString(), id],
        dealFromRow,
      );
    },

    listOrganisations: (page) =>
      listPage(sql, "portal_organisations", ORGANISATION_COLUMNS, ["name"], page, organisationFromRow),
    async getOrganisation(id, now) {
      const organisation = await getOrganisationRow(id);
      if (!organisation) return undefined;
      return { ...organisation, ...(await reach.organisationLinks(id, now)) };
    },
    async createOrganisation(input, actor, now) {
      if (!(await inquiryExists(input.inquiryId))) return "no_inquiry";
      const at = now.toISOString();
      const [row] = await sql.all(
        `INSERT INTO portal_organisations (id, name, kind, inquiry_id, created_at, created_by, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING ${ORGANISATION_COLUMNS}`,
        [randomId(), input.name, input.kind, input.inquiryId || null, at, actor, at],
      );
      return organisationFromRow(row ?? {});
    },
    async updateOrganisation(id, input, now) {
      const organisation = await getOrganisationRow(id);
      if (!organisation) return undefined;
      if (input.inquiryId !== undefined && !(await inquiryExists(input.inquiryId))) return "no_inquiry";
      const next = { ...organisation, ...input };
      return one(
        `UPDATE portal_organisations SET name = ?, kind = ?, inquiry_id = ?, updated_at = ?
         WHERE id = ? RETURNING ${ORGANISATION_COLUMNS}`,
        [next.name, next.kind, next.inquiryId || null, now.toISOString(), id],
        organisationFromRow,
      );
    },

    listPeople: (page) =>
      listPage(
        sql,
        "portal_people",
        PERSON_COLUMNS,
        ["name", "email"],
        { ...page, activeOnly: false },
        personFromRow,
      ),
    async getPerson(id) {
      const person = await getPersonRow(id);
      if (!person) return undefined;
      const rows = await sql.all(
        `SELECT m.user_id, m.organisation_id, m.role, m.delegate, m.created_at, o.name, o.kind
         FROM portal_memberships m JOIN portal_organisations o ON o.id = m.organisation_id
         WHERE m.user_id = ? ORDER BY o.name, o.id`,
        [id],
      );
      const memberships = rows.map((row) => {
        const membership = membershipFromRow(row);
        const kind = String(row.kind) as OrganisationKind;
        return {
          ...membership,
          organisation: { id: membership.organisationId, name: String(row.name), kind },
        };
      });
      return { ...person, memberships };
    },
    createPerson: (input, actor, now) =>
      unlessDuplicate(async () => {
        const at = now.toISOString();
        const [row] = await sql.all(
          `INSERT INTO portal_people (id, email, name, created_at, created_by, updated_at)
           VALUES (?, ?, ?, ?, ?, ?) RETURNING ${PERSON_COLUMNS}`,
          [randomId(), input.email, input.name, at, actor, at],
        );
        return personFromRow(row ?? {});
      }),
    async updatePerson(id, input, now) {
      const person = await getPersonRow(id);
      if (!person) return undefined;
      const next = { ...person, ...input };
      return unlessDuplicate(() =>
        one(
          `UPDATE portal_people SET email = ?, name = ?, updated_at = ? WHERE id = ? RETURNING ${PERSON_COLUMNS}`,
          [next.email, next.name, now.toISOString(), id],
          personFromRow,
        ),
      );
    },
    close: () => sql.close(),
  };
}
