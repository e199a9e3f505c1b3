import type { FastifyInstance } from "fastify";
import { registerAudit } from "#server/audit/audit-route.ts";
import type { SubmissionStore } from "#server/store/index.ts";
import { registerErase } from "./erase-route.ts";
import { registerEvents } from "./events-route.ts";
import { registerExport } from "./export-route.ts";
import { inboxAudit } from "./inbox-audit.ts";
import { inboxErrorHandler, inboxErrors } from "./inbox-error.ts";
import { registerInquiryRoutes } from "./inquiry-routes.ts";
import type { LiveFeed } from "./live-feed.ts";
import { type ReplyMail, registerReplies } from "./reply-route.ts";
import { registerTriageRoutes } from "./triage-routes.ts";

export interface InboxApiOptions {
  store: SubmissionStore;
  feed: LiveFeed;
  mail: ReplyMail;
  /** PORTAL_ENABLED: the staff app shows the portal's screens (GET /capabilities). */
  portal: boolean;
}

/**
 * The staff inbox's JSON API, registered under /inbox/api. Every route is behind
 * requireStaff (a session with both factors). The sign-in's guard over /inbox makes every
 * answer private: never stored by a cache, never indexed.
 */
export async function inboxApi(
  app: FastifyInstance,
  { store, feed, mail, portal }: InboxApiOptions,
): Promise<void> {
  const audit = inboxAudit();
  registerInquiryRoutes(app, store, audit);
  registerTriageRoutes(app, store, mail, { portal });
  registerReplies(app, store, mail);
  registerExport(app, store, audit);
  registerErase(app, store, audit);
  registerAudit(app, store);
  registerEvents(app, feed, store.inbox);
  app.setNotFoundHandler(async () => Promise.reject(inboxErrors.noRoute()));
  app.setErrorHandler(inboxErrorHandler);
}
