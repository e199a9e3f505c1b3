import { createAuth, createStaffAuth } from "#server/auth/library/create-auth.ts";
import { authMailer } from "#server/auth/mail/mailer.ts";
import { notedServerOrigin } from "#server/auth/origins/origin-file.ts";
import { siteOrigin } from "#server/auth/origins/origins.ts";
import { PORTAL_REALM } from "#server/auth/realm.ts";
import { resolveAuthSecret } from "#server/auth/secret.ts";
import { openPortalRecords } from "#server/portal/records/open-records.ts";
import { openRecordsConnections } from "#server/store/connections.ts";
import { commandConfig } from "./open-database.ts";
import type { StaffCommandContext } from "./staff-commands.ts";

/** The database, the authentication library and the mailer, configured as for the server. */
export async function openStaffContext(env: NodeJS.ProcessEnv, write: (line: string) => void) {
  // An empty variable means unset, as for the inquiries commands.
  const config = commandConfig(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")));
  const connections = await openRecordsConnections(config, { portal: false });
  const db = connections.auth;
  const origin = notedServerOrigin(config, env) ?? siteOrigin(config);
  const settings = {
    origin,
    secret: resolveAuthSecret(config),
    renewAfterSeconds: config.AUTH_RENEW_AFTER_SECONDS,
    firmName: "UCP",
  };
  const auth = createStaffAuth(db, settings, undefined);
  const context: StaffCommandContext = {
    db,
    auth,
    portalAuth: () => createAuth(PORTAL_REALM, db, settings, undefined),
    origin,
    mailer: authMailer(config),
    write,
    openRecords: () => openPortalRecords(config),
  };
  return { context, close: () => connections.close() };
}
