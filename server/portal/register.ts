import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { openPortalRecords } from "../store/index.ts";
import { portalInvitationApi } from "./invitation-api.ts";
import { registerPortalSignIn } from "./sign-in.ts";
import { portalStaffApi } from "./staff-api.ts";

/**
 * The portal, when PORTAL_ENABLED is on: its records on the server's database and the
 * staff API for them. Off (the default), nothing is registered: /inbox/api/portal/…
 * answers the inbox API's 404, and the public /portal page is the site's, unchanged.
 */
export async function registerPortal(app: FastifyInstance, config: Config): Promise<void> {
  if (!config.PORTAL_ENABLED) return;
  const records = openPortalRecords(config);
  app.addHook("onClose", () => records.close());
  const invite = registerPortalSignIn(app, config);
  await app.register(portalStaffApi, { prefix: "/inbox/api/portal", records });
  await app.register(portalInvitationApi, { prefix: "/inbox/api/portal", records, invite });
}
