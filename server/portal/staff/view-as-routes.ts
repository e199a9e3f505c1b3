import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PortalRecords } from "#server/portal/records/types.ts";
import { dealPageFor, homeFor, NEEDS, viewerFor } from "../person/person-views.ts";
import { portalErrors } from "../portal-errors.ts";
import { paramOf } from "../request-input.ts";
import { STAFF_ROUTE } from "../route-table.ts";
import { recordPortalAudit } from "./audit-events.ts";

/**
 * Runs one look of staff at what a person sees, and records it, allowed or refused, as one
 * "portal_viewed_as" row naming the staff member (the actor) and the person; `detail` says
 * what was looked at. A refusal is thrown on, as it would be to the person.
 */
export async function viewedAs<T>(
  request: FastifyRequest,
  subjects: { personId: string; dealId?: string },
  look: () => Promise<T>,
  detail: Record<string, unknown> = {},
): Promise<T> {
  try {
    const seen = await look();
    await recordPortalAudit(request, "portal_viewed_as", subjects, { ...detail, status: 200 });
    return seen;
  } catch (error) {
    const { status, code } = error as { status?: unknown; code?: unknown };
    await recordPortalAudit(request, "portal_viewed_as", subjects, {
      ...detail,
      status: typeof status === "number" ? status : 500,
      ...(typeof code === "string" ? { code } : {}),
    });
    throw error;
  }
}

/**
 * "View as": staff see exactly what a person sees, through the person's own functions in
 * "view-as" mode, so no visit or read is recorded for the person. Every look, allowed or
 * refused (a deal whose terms the person has not accepted answers as it would to them),
 * is one audit row naming the staff member and the person.
 */
export function registerViewAsRoutes(app: FastifyInstance, records: PortalRecords): void {
  app.get("/people/:personId/view-as/home", STAFF_ROUTE, async (request) => {
    const personId = paramOf(request, "personId", portalErrors.noPerson);
    if (!(await records.getPerson(personId))) throw portalErrors.noPerson();
    return viewedAs(request, { personId }, () => homeFor(records, personId, new Date()));
  });

  app.get("/people/:personId/view-as/deals/:dealId", STAFF_ROUTE, async (request) => {
    const personId = paramOf(request, "personId", portalErrors.noPerson);
    if (!(await records.getPerson(personId))) throw portalErrors.noPerson();
    const dealId = paramOf(request, "dealId", () => portalErrors.access(404, "not_found"));
    const now = new Date();
    return viewedAs(request, { personId, dealId }, async () =>
      dealPageFor(
        records,
        await viewerFor(records, { personId, dealId, need: NEEDS.readDeal, mode: "view-as", now }),
        now,
      ),
    );
  });
}
