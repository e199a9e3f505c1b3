import type { FastifyInstance } from "fastify";
import { portalErrorHandler } from "#server/portal/portal-errors.ts";
import { registerBankDetailsRoutes } from "./staff-bank-routes.ts";
import type { ReportingDeps } from "./staff-deps.ts";
import { registerImportRoutes } from "./staff-import-routes.ts";
import { registerNoticeRoutes } from "./staff-notice-routes.ts";
import { registerReportingRoutes } from "./staff-routes.ts";

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
  await app.register(async (uploads) => registerImportRoutes(uploads, deps));
}
