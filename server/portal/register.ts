import type { FastifyInstance } from "fastify";
import type { Config } from "#server/config.ts";
import { registerDocuments } from "#server/dataroom/register.ts";
import { appDirFor, registerAppPages } from "#server/http/app-pages.ts";
import { portalRecords } from "#server/portal/records/records.ts";
import { registerReportingPerson } from "#server/reporting/person/register.ts";
import { reportingStaffApi } from "#server/reporting/staff/register.ts";
import type { Sql } from "#server/store/sql.ts";
import { portalInvitationApi } from "./accounts/invitation-api.ts";
import { portalResetApi } from "./accounts/reset-api.ts";
import { registerPortalSignIn } from "./accounts/sign-in.ts";
import { type PortalMail, startPortalMail } from "./notice-mail.ts";
import { portalPersonApi } from "./person/person-api.ts";
import { personRemovalApi } from "./staff/person-removal-api.ts";
import { portalStaffApi } from "./staff/staff-api.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The portal's notices and digests (tests queue a digest day through it). */
    portalMail?: PortalMail;
  }
}

/**
 * The portal, when PORTAL_ENABLED is on: its records on `sql` (the server's connection,
 * which the server closes) and the staff API for them. Off (the default), nothing is registered: /inbox/api/portal/…
 * answers the inbox API's 404, and the public /portal page is the site's, unchanged.
 */
export async function registerPortal(
  app: FastifyInstance,
  config: Config,
  sql: Sql | undefined,
): Promise<void> {
  if (!config.PORTAL_ENABLED) return;
  if (!sql) throw new Error("the portal needs its records' connection");
  const records = portalRecords(sql);
  const mail = startPortalMail(config, records.notices, app.log);
  app.decorate("portalMail", mail);
  app.addHook("onClose", async () => {
    await mail.stop();
    await records.close();
  });
  const invite = registerPortalSignIn(app, config);
  await app.register(portalStaffApi, { prefix: "/inbox/api/portal", records, wakeNotices: mail.wake });
  await app.register(portalInvitationApi, { prefix: "/inbox/api/portal", records, invite });
  await app.register(portalResetApi, { prefix: "/inbox/api/portal", deps: invite });
  await app.register(personRemovalApi, { prefix: "/inbox/api/portal", db: invite.db });
  await app.register(portalPersonApi, { prefix: "/portal/api", records });
  await registerDocuments(app, config, records, sql);
  await registerReportingPerson(app, records, sql);
  await app.register(reportingStaffApi, {
    prefix: "/inbox/api/portal",
    records,
    sql,
    wakeNotices: mail.wake,
  });
  registerAppPages(app, { path: "/portal", dir: appDirFor(config.SITE_DIR, "/portal"), bareIsApp: false });
}
