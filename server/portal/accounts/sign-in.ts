import type { FastifyInstance } from "fastify";
import type { PortalMe } from "#common/portal-person-api.ts";
import { registerInvitationRoutes } from "#server/auth/invitations/invitation-routes.ts";
import { createAuth } from "#server/auth/library/create-auth.ts";
import { authMailer } from "#server/auth/mail/mailer.ts";
import { privateOrigins } from "#server/auth/origins/origins.ts";
import { guardPortal } from "#server/auth/origins/private-guard.ts";
import { requirePortalPerson } from "#server/auth/portal/require-portal-person.ts";
import { PORTAL_REALM } from "#server/auth/realm.ts";
import { authSettingsFor } from "#server/auth/register.ts";
import { registerSessionsRoutes } from "#server/auth/sessions/session-list-routes.ts";
import { registerSessionRoutes } from "#server/auth/sessions/session-routes.ts";
import { registerAuthRoutes } from "#server/auth/sign-in-routes.ts";
import type { Config } from "#server/config.ts";
import { apiErrors, sendApiError } from "#server/http/api-error.ts";
import { NO_ROUTE, PERSON_ROUTE, SIGN_IN_ROUTE } from "../route-table.ts";
import type { ResetDeps } from "./resets.ts";

/**
 * The portal people's sign-in (decisions 0021, 0032): a second instance of the staff's, on its
 * own tables and cookie (`ucp-portal`, path /portal/), under /portal/api/auth/, with the
 * same guard over /portal/ as over /inbox. Then the person's own calls: who am I, the
 * session, the list of sessions. Registered after the staff sign-in (its database).
 * Returns what the staff's invitation and reset routes need.
 */
export function registerPortalSignIn(app: FastifyInstance, config: Config): ResetDeps {
  const db = app.authDb;
  if (!db) throw new Error("the portal's sign-in needs the staff sign-in registered first");
  const origins = privateOrigins(config);
  const mailer = authMailer(config);
  const auth = createAuth(PORTAL_REALM, db, authSettingsFor(app, config, origins.canonical), mailer);
  app.decorate("portalAuth", auth);
  guardPortal(app, origins);
  const limits = config.AUTH_LIMITS === "on";
  registerAuthRoutes(
    app,
    { realm: PORTAL_REALM, auth, db, origins, mail: mailer !== undefined, limits },
    SIGN_IN_ROUTE,
  );
  registerSessionRoutes(app, PORTAL_REALM, auth, db, SIGN_IN_ROUTE);
  registerInvitationRoutes(app, PORTAL_REALM, { auth, db, limits }, SIGN_IN_ROUTE);
  const { preHandler: _guard, ...personExtras } = PERSON_ROUTE;
  registerSessionsRoutes(
    app,
    PORTAL_REALM,
    { auth, db, guard: requirePortalPerson, signedIn: (request) => request.portalPerson },
    personExtras,
  );
  app.get("/portal/api/me", PERSON_ROUTE, async (request): Promise<PortalMe> => {
    const person = request.portalPerson;
    if (!person) throw new Error("guarded route without a person");
    return { id: person.id, name: person.name, email: person.email };
  });
  // Anything else under /portal/api/ is the API's 404, never the site's page.
  app.route({
    ...NO_ROUTE,
    method: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    url: "/portal/api/*",
    handler: (_request, reply) => sendApiError(reply, apiErrors.noEndpoint()),
  });
  return { db, auth, origin: origins.canonical, mailer };
}
