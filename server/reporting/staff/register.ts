import type { FastifyInstance } from "fastify";
import { portalErrorHandler } from "#server/portal/portal-errors.ts";
import { registerAccountRoute } from "./account-route.ts";
import { registerBankDetailsRoutes } from "./bank-routes.ts";
import type { ReportingDeps } from "./deps.ts";
import { registerImportRoutes } from "./import-routes.ts";
import { registerNoticeRoutes } from "./notice-routes.ts";
import { registerReportingRoutes } from "./routes.ts";

/**
 * The reporting's staff API, under /inbox/api/portal/deals/:dealId/reporting: every route
 * behind requireStaff like the portal's other staff routes, every change in the audit log,
 * every refusal in the portal's one error shape.
 */
export async function reportingStaffApi(app: FastifyInstance, deps: ReportingDeps) {
  app.setErrorHandler(portalErrorHandler);
  registerReportingRoutes(app, deps);
  registerNoticeRoutes(app, deps);
  registerBankDetailsRoutes(app, deps);
  registerAccountRoute(app, deps);
  await app.register(async (uploads) => registerImportRoutes(uploads, deps));
}
