import type { FastifyInstance } from "fastify";
import { bodyOf } from "#server/http/request-body.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import { portalErrors } from "../portal-errors.ts";
import { listPageOf, paramOf } from "../request-input.ts";
import { STAFF_ROUTE } from "../route-table.ts";
import { recordPortalAudit } from "./audit-events.ts";
import { membershipCreate, organisationCreate, organisationPatch } from "./record-inputs.ts";

/** Organisations and their members: listed, created, read, edited; members added and removed. */
export function registerOrganisationRoutes(app: FastifyInstance, records: PortalRecords): void {
  app.get("/organisations", STAFF_ROUTE, async (request) => records.listOrganisations(listPageOf(request)));

  app.post("/organisations", STAFF_ROUTE, async (request, reply) => {
    const input = bodyOf(organisationCreate, request);
    const organisation = await records.createOrganisation(input, request.staff?.id ?? "", new Date());
    if (typeof organisation === "string") throw portalErrors.noInquiry();
    await recordPortalAudit(request, "portal_organisation_created", { organisationId: organisation.id });
    return reply.code(201).send(organisation);
  });

  app.get("/organisations/:organisationId", STAFF_ROUTE, async (request) => {
    const id = paramOf(request, "organisationId", portalErrors.noOrganisation);
    const organisation = await records.getOrganisation(id, new Date());
    if (!organisation) throw portalErrors.noOrganisation();
    return organisation;
  });

  app.patch("/organisations/:organisationId", STAFF_ROUTE, async (request) => {
    const organisationId = paramOf(request, "organisationId", portalErrors.noOrganisation);
    const input = bodyOf(organisationPatch, request);
    const organisation = await records.updateOrganisation(organisationId, input, new Date());
    if (!organisation) throw portalErrors.noOrganisation();
    if (typeof organisation === "string") throw portalErrors.noInquiry();
    const fields = Object.keys(input);
    await recordPortalAudit(request, "portal_organisation_updated", { organisationId }, { fields });
    return organisation;
  });

  app.post("/organisations/:organisationId/members", STAFF_ROUTE, async (request, reply) => {
    const organisationId = paramOf(request, "organisationId", portalErrors.noOrganisation);
    const input = bodyOf(membershipCreate, request);
    const membership = await records.addMembership(
      organisationId,
      input,
      request.staff?.id ?? "",
      new Date(),
    );
    if (membership === "no_organisation") throw portalErrors.noOrganisation();
    if (membership === "no_person") throw portalErrors.noPerson();
    if (typeof membership === "string") throw portalErrors.alreadyMember();
    await recordPortalAudit(
      request,
      "portal_membership_added",
      { organisationId, personId: input.personId },
      { role: membership.role, delegate: membership.delegate },
    );
    return reply.code(201).send(membership);
  });

  app.delete("/organisations/:organisationId/members/:personId", STAFF_ROUTE, async (request, reply) => {
    const organisationId = paramOf(request, "organisationId", portalErrors.noMembership);
    const personId = paramOf(request, "personId", portalErrors.noMembership);
    if (!(await records.removeMembership(organisationId, personId))) throw portalErrors.noMembership();
    await recordPortalAudit(request, "portal_membership_removed", { organisationId, personId });
    return reply.code(204).send();
  });
}
