import type { FastifyInstance } from "fastify";
import { bodyOf } from "#server/http/request-body.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import { portalErrors } from "../portal-errors.ts";
import { listPageOf, paramOf } from "../request-input.ts";
import { STAFF_ROUTE } from "../route-table.ts";
import { recordPortalAudit } from "./audit-events.ts";
import { dealCreate, dealPatch } from "./record-inputs.ts";

/** Deals: listed, created, read and edited by staff. */
export function registerDealRoutes(app: FastifyInstance, records: PortalRecords): void {
  app.get("/deals", STAFF_ROUTE, async (request) => records.listDeals(listPageOf(request)));

  app.post("/deals", STAFF_ROUTE, async (request, reply) => {
    const input = bodyOf(dealCreate, request);
    const deal = await records.createDeal(input, request.staff?.id ?? "", new Date());
    await recordPortalAudit(request, "portal_deal_created", { dealId: deal.id }, { status: deal.status });
    return reply.code(201).send(deal);
  });

  app.get("/deals/:dealId", STAFF_ROUTE, async (request) => {
    const deal = await records.getDeal(paramOf(request, "dealId", portalErrors.noDeal));
    if (!deal) throw portalErrors.noDeal();
    return deal;
  });

  app.patch("/deals/:dealId", STAFF_ROUTE, async (request) => {
    const dealId = paramOf(request, "dealId", portalErrors.noDeal);
    const input = bodyOf(dealPatch, request);
    const deal = await records.updateDeal(dealId, input, new Date());
    if (!deal) throw portalErrors.noDeal();
    await recordPortalAudit(request, "portal_deal_updated", { dealId }, { fields: Object.keys(input) });
    return deal;
  });
}
