import type { FastifyInstance } from "fastify";
import { portalErrorHandler, portalErrors } from "../portal-errors.ts";
import { registerDealRoutes } from "./deal-routes.ts";
import { registerGrantRoutes } from "./grant-routes.ts";
import { registerOrganisationRoutes } from "./organisation-routes.ts";
import { registerPersonRoutes } from "./person-routes.ts";
import { registerQuestionRoutes } from "./question-routes.ts";
import { registerRecordUndoRoutes } from "./record-undo-routes.ts";
import { registerUpdateChangeRoutes } from "./update-change-routes.ts";
import { type ContentOptions, registerUpdateRoutes } from "./update-routes.ts";
import { registerViewAsRoutes } from "./view-as-routes.ts";

/**
 * The staff side of the portal's records, under /inbox/api/portal: every route behind
 * requireStaff (both factors), every change in the audit log. The sign-in's guard over
 * /inbox makes every answer private and refuses changes from another origin.
 */
export async function portalStaffApi(app: FastifyInstance, options: ContentOptions) {
  const { records } = options;
  registerDealRoutes(app, records);
  registerGrantRoutes(app, records);
  registerOrganisationRoutes(app, records);
  registerPersonRoutes(app, records);
  registerUpdateRoutes(app, options);
  registerUpdateChangeRoutes(app, options);
  registerRecordUndoRoutes(app, records);
  registerQuestionRoutes(app, options);
  registerViewAsRoutes(app, records);
  app.setNotFoundHandler(async () => Promise.reject(portalErrors.noRoute()));
  app.setErrorHandler(portalErrorHandler);
}
