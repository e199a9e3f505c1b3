import type { FastifyRequest } from "fastify";
import type { OrganisationKind, PortalRole } from "#common/portal-api.ts";
import type { FromInquiryResult } from "#common/portal-person-api.ts";
import type { AuthDatabase } from "#server/auth/database.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import { personIdByEmail } from "../accounts/invitations.ts";
import { portalErrors } from "../portal-errors.ts";
import { recordPortalAudit } from "./audit-events.ts";

export interface FromInquiryChoice {
  organisationId?: string | undefined;
  organisationName?: string | undefined;
  organisationKind?: OrganisationKind | undefined;
  role: PortalRole;
}

/**
 * "Invite to the portal" from an inquiry, before the invitation: the person with the
 * inquiry's address (made from its name and address when there is none), in the chosen
 * organisation, else the one already made from this inquiry, else a new one named in the
 * request and linked to the inquiry. An existing membership keeps its role.
 */
export async function linkFromInquiry(
  request: FastifyRequest,
  records: PortalRecords,
  db: AuthDatabase,
  inquiryId: string,
  choice: FromInquiryChoice,
): Promise<Omit<FromInquiryResult, "invitation">> {
  const now = new Date();
  const actor = request.staff?.id ?? "";
  const [inquiry] = await db.all<{ name: string; email: string }>(
    "SELECT name, email FROM contact_submissions WHERE id = ?",
    [Number(inquiryId)],
  );
  if (!inquiry) throw portalErrors.noInquiry();

  let organisationId = choice.organisationId;
  let createdOrganisation = false;
  if (organisationId) {
    if (!(await records.getOrganisation(organisationId, now))) throw portalErrors.noOrganisation();
  } else {
    const [linked] = await db.all<{ id: string }>(
      "SELECT id FROM portal_organisations WHERE inquiry_id = ? AND archived_at IS NULL ORDER BY created_at, id",
      [Number(inquiryId)],
    );
    organisationId = linked?.id;
  }
  if (!organisationId) {
    if (!choice.organisationName || !choice.organisationKind)
      throw portalErrors.invalid(
        "Choose an organisation (organisationId), or name a new one (organisationName and organisationKind).",
      );
    const made = await records.createOrganisation(
      { name: choice.organisationName, kind: choice.organisationKind, inquiryId },
      actor,
      now,
    );
    if (typeof made === "string") throw portalErrors.noInquiry();
    organisationId = made.id;
    createdOrganisation = true;
    await recordPortalAudit(request, "portal_organisation_created", { organisationId }, { inquiryId });
  }

  let personId = await personIdByEmail(db, inquiry.email);
  const createdPerson = personId === undefined;
  if (!personId) {
    const made = await records.createPerson({ email: inquiry.email, name: inquiry.name }, actor, now);
    personId = typeof made === "string" ? await personIdByEmail(db, inquiry.email) : made.id;
    if (!personId) throw portalErrors.internal();
    if (typeof made !== "string")
      await recordPortalAudit(request, "portal_person_created", { personId }, { inquiryId });
  }

  const membership = await records.addMembership(organisationId, { personId, role: choice.role }, actor, now);
  if (typeof membership !== "string")
    await recordPortalAudit(
      request,
      "portal_membership_added",
      { organisationId, personId },
      { role: membership.role, delegate: membership.delegate, inquiryId },
    );
  return { personId, organisationId, createdPerson, createdOrganisation };
}
