import type { FastifyInstance } from "fastify";
import type { Config } from "#server/config.ts";
import { appDirFor, registerAppPages } from "#server/http/app-pages.ts";
import { type AuthSettings, createStaffAuth } from "./auth.ts";
import { registerAuthRoutes } from "./auth-routes.ts";
import { openStaffDatabase } from "./database.ts";
import { guardInbox } from "./inbox-guard.ts";
import { registerInvitationRoutes } from "./invitation-routes.ts";
import { staffMailer } from "./mailer.ts";
import { staffOrigins } from "./origins.ts";
import { schedulePurge } from "./purge.ts";
import { STAFF_REALM } from "./realm.ts";
import { requireStaff } from "./require-staff.ts";
import { resolveAuthSecret } from "./secret.ts";
import { registerSessionRoutes, registerStaffMe } from "./session-routes.ts";
import { registerSessionsRoutes } from "./sessions-routes.ts";

/**
 * Staff sign-in: the guard over /inbox, the authentication library under
 * /inbox/api/auth/, the invitation and session calls, and the inbox client's pages.
 * Decorates the app with `staffAuth` and `staffDb` for requireStaff and recordAudit.
 */
export async function registerStaffAuth(app: FastifyInstance, config: Config): Promise<void> {
  const origins = staffOrigins(config);
  const origin = origins.canonical;
  const db = await openStaffDatabase(config);
  const purge = schedulePurge(db, app.log);
  app.addHook("onClose", async () => {
    await purge.stop();
    await db.close();
  });
  const mailer = staffMailer(config);
  const auth = createStaffAuth(db, authSettingsFor(app, config, origin), mailer);
  app.decorate("staffAuth", auth);
  app.decorate("staffDb", db);
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
