import type { FastifyInstance } from "fastify";
import { bodyOf } from "#server/http/request-body.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import { portalErrors } from "../portal-errors.ts";
import { paramOf } from "../request-input.ts";
import { STAFF_ROUTE } from "../route-table.ts";
import { recordPortalAudit } from "./audit-events.ts";
import { grantCreate, grantId } from "./record-inputs.ts";

/** Access to a deal: grants given (with an optional end date) and revoked, and who has access. */
export function registerGrantRoutes(app: FastifyInstance, records: PortalRecords): void {
  app.get("/deals/:dealId/access", STAFF_ROUTE, async (request) => {
    const access = await records.dealAccess(paramOf(request, "dealId", portalErrors.noDeal), new Date());
    if (!access) throw portalErrors.noDeal();
    return access;
  });

  app.post("/deals/:dealId/grants", STAFF_ROUTE, async (request, reply) => {
    const dealId = paramOf(request, "dealId", portalErrors.noDeal);
    const input = bodyOf(grantCreate, request);
    const grant = await records.giveGrant(dealId, input, request.staff?.id ?? "", new Date());
    if (grant === "no_deal") throw portalErrors.noDeal();
    if (grant === "no_organisation") throw portalErrors.noOrganisation();
    if (grant === "archived") throw portalErrors.archived();
    if (typeof grant === "string") throw portalErrors.grantOpen();
    await recordPortalAudit(
      request,
      "portal_grant_given",
      { dealId, organisationId: grant.organisationId },
      { grantId: grant.id, endsAt: grant.endsAt },
    );
    return reply.code(201).send(grant);
  });

  // Takes effect on the next request anywhere: access is read from the grants every time.
  app.post("/deals/:dealId/grants/:grantId/revoke", STAFF_ROUTE, async (request) => {
    const dealId = paramOf(request, "dealId", portalErrors.noGrant);
    const id = grantId.safeParse((request.params as { grantId?: unknown }).grantId);
    if (!id.success) throw portalErrors.noGrant();
    const grant = await records.revokeGrant(dealId, id.data, request.staff?.id ?? "", new Date());
    if (!grant) throw portalErrors.noGrant();
    if (grant === "revoked") throw portalErrors.alreadyRevoked();
    await recordPortalAudit(
      request,
      "portal_grant_revoked",
      { dealId, organisationId: grant.organisationId },
      { grantId: grant.id },
    );
    return grant;
  });
}
