import type { FastifyInstance } from "fastify";
import type { PortalRecords } from "../store/portal-types.ts";
import { registerDealRoutes } from "./deal-routes.ts";
import { registerGrantRoutes } from "./grant-routes.ts";
import { registerOrganisationRoutes } from "./organisation-routes.ts";
import { registerPersonRoutes } from "./person-routes.ts";
import { portalErrorHandler, portalErrors } from "./portal-errors.ts";

/**
 * The staff side of the portal's records, under /inbox/api/portal: every route behind
 * requireStaff (both factors), every change in the audit log. The sign-in's guard over
 * /inbox makes every answer private and refuses changes from another origin.
 */
export async function portalStaffApi(app: FastifyInstance, { records }: { records: PortalRecords }) {
  registerDealRoutes(app, records);
  registerGrantRoutes(app, records);
  registerOrganisationRoutes(app, records);
  registerPersonRoutes(app, records);
  app.setNotFoundHandler(async () => Promise.reject(portalErrors.noRoute()));
  app.setErrorHandler(portalErrorHandler);
}
