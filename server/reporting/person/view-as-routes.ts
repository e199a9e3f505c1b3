import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PortalNeed } from "#server/portal/capabilities.ts";
import { viewerFor } from "#server/portal/person/person-views.ts";
import { portalErrorHandler, portalErrors } from "#server/portal/portal-errors.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import { paramOf } from "#server/portal/request-input.ts";
import { STAFF_ROUTE } from "#server/portal/route-table.ts";
import { viewedAs } from "#server/portal/staff/view-as-routes.ts";
import { organisationFor, reportingQueryOf } from "./query.ts";
import { REPORTING_NEEDS } from "./routes.ts";
import { accountFor, noticesFor, type ReportingDeps, raiseFor } from "./views.ts";

/**
 * Staff "view as" a person on the reporting screens: the person's own functions with a
 * Viewer in "view-as" mode, each look (allowed or refused) one "portal_viewed_as" row.
 */
export async function reportingViewAsApi(
  app: FastifyInstance,
  deps: ReportingDeps & { records: PortalRecords },
) {
  const base = "/people/:personId/view-as/deals/:dealId/reporting";

  async function look<T>(
    request: FastifyRequest,
    need: PortalNeed,
    what: string,
    show: (viewer: Awaited<ReturnType<typeof viewerFor>>) => Promise<T>,
  ): Promise<T> {
    const personId = paramOf(request, "personId", portalErrors.noPerson);
    if (!(await deps.records.getPerson(personId))) throw portalErrors.noPerson();
    const dealId = paramOf(request, "dealId", () => portalErrors.access(404, "not_found"));
    const now = new Date();
    return viewedAs(
      request,
      { personId, dealId },
      async () => show(await viewerFor(deps.records, { personId, dealId, need, mode: "view-as", now })),
      { reporting: what },
    );
  }

  app.get(`${base}/account`, STAFF_ROUTE, async (request) => {
    const query = reportingQueryOf(request, new Date());
    return look(request, REPORTING_NEEDS.account, "account", (viewer) =>
      accountFor(deps, viewer, organisationFor(viewer, query.organisationId), query),
    );
  });

  app.get(`${base}/notices`, STAFF_ROUTE, async (request) => {
    const query = reportingQueryOf(request, new Date());
    return look(request, REPORTING_NEEDS.notices, "notices", (viewer) =>
      noticesFor(deps, viewer, organisationFor(viewer, query.organisationId), new Date()),
    );
  });

  app.get(`${base}/raise`, STAFF_ROUTE, async (request) =>
    look(request, REPORTING_NEEDS.raise, "raise", (viewer) => raiseFor(deps, viewer)),
  );

  app.setErrorHandler(portalErrorHandler);
}
