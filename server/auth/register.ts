import type { FastifyInstance } from "fastify";
import type { Config } from "#server/config.ts";
import { appDirFor, registerAppPages } from "#server/http/app-pages.ts";
import type { AuthDatabase } from "./database.ts";
import { registerInvitationRoutes } from "./invitations/invitation-routes.ts";
import { type AuthSettings, createStaffAuth } from "./library/create-auth.ts";
import { schedulePurge } from "./limits/purge.ts";
import { authMailer } from "./mail/mailer.ts";
import { privateOrigins } from "./origins/origins.ts";
import { guardInbox } from "./origins/private-guard.ts";
import { STAFF_REALM } from "./realm.ts";
import { resolveAuthSecret } from "./secret.ts";
import { registerSessionsRoutes } from "./sessions/session-list-routes.ts";
import { registerSessionRoutes, registerStaffMe } from "./sessions/session-routes.ts";
import { registerAuthRoutes } from "./sign-in-routes.ts";
import { requireStaff } from "./staff/require-staff.ts";

/**
 * Staff sign-in: the guard over /inbox, the authentication library under
 * /inbox/api/auth/, the invitation and session calls, and the inbox client's pages.
 * Decorates the app with `staffAuth` and `authDb` (the tables, on the connection the server
 * opened) for requireStaff and recordAudit.
 */
export async function registerStaffAuth(
  app: FastifyInstance,
  config: Config,
  db: AuthDatabase,
): Promise<void> {
  const origins = privateOrigins(config);
  const origin = origins.canonical;
  const purge = schedulePurge(db, app.log);
  // The database stays open: the server closes it after everything else.
  app.addHook("onClose", () => purge.stop());
  const mailer = authMailer(config);
  const auth = createStaffAuth(db, authSettingsFor(app, config, origin), mailer);
  app.decorate("staffAuth", auth);
  app.decorate("authDb", db);
  guardInbox(app, origins);
  registerAuthRoutes(app, {
    realm: STAFF_REALM,
    auth,
    db,
    origins,
    mail: mailer !== undefined,
    limits: config.AUTH_LIMITS === "on",
  });
  registerSessionRoutes(app, STAFF_REALM, auth, db);
  registerStaffMe(app, requireStaff);
  registerSessionsRoutes(app, STAFF_REALM, {
    auth,
    db,
    guard: requireStaff,
    signedIn: (request) => request.staff,
  });
  registerInvitationRoutes(app, STAFF_REALM, { auth, db, limits: config.AUTH_LIMITS === "on" });
  registerAppPages(app, { path: "/inbox", dir: appDirFor(config.SITE_DIR, "/inbox"), bareIsApp: true });
}

/** The settings both sign-ins share (staff and portal): one origin, one secret, one policy. */
export function authSettingsFor(app: FastifyInstance, config: Config, origin: string): AuthSettings {
  return {
    origin,
    secret: resolveAuthSecret(config),
    renewAfterSeconds: config.AUTH_RENEW_AFTER_SECONDS,
    firmName: "UCP",
    warn: (message: string) => app.log.warn(message),
  };
}
