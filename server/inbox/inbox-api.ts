import type { FastifyInstance } from "fastify";
import type { SubmissionStore } from "../store/index.ts";
import { registerAudit } from "./audit-route.ts";
import { registerErase } from "./erase-route.ts";
import { registerEvents } from "./events-route.ts";
import { registerExport } from "./export-route.ts";
import { inboxAudit } from "./inbox-audit.ts";
import { inboxErrorHandler, inboxErrors } from "./inbox-error.ts";
import { registerInquiryRoutes } from "./inquiry-routes.ts";
import type { LiveFeed } from "./live-feed.ts";

export interface InboxApiOptions {
  store: SubmissionStore;
  feed: LiveFeed;
}

/**
 * The staff inbox's JSON API, registered under /inbox/api. Every route is behind
 * requireStaff (a session with both factors); every answer is private: never stored by
 * a cache, never indexed.
 */
export async function inboxApi(app: FastifyInstance, { store, feed }: InboxApiOptions): Promise<void> {
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
  });
  const audit = inboxAudit(store);
  registerInquiryRoutes(app, store, audit);
  registerExport(app, store, audit);
  registerErase(app, store, audit);
  registerAudit(app, store);
  registerEvents(app, feed);
  app.setNotFoundHandler(async () => Promise.reject(inboxErrors.noRoute()));
  app.setErrorHandler(inboxErrorHandler);
}
