import { resolve } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { SUBMISSION_BODY_LIMIT } from "#common/submission-size.ts";
import { passwordHashing } from "#server/auth/passwords/password-hashing.ts";
import { registerStaffAuth } from "#server/auth/register.ts";
import { registerHealth } from "#server/http/health.ts";
import { insertRateLimit } from "#server/http/rate-limit.ts";
import { answerExpectationFailed, onClientError } from "#server/http/raw-errors.ts";
import { canonicalUrl, onFrameworkError } from "#server/http/security-hook.ts";
import { inboxApi } from "#server/inbox/inbox-api.ts";
import { startLiveFeed } from "#server/inbox/live-feed.ts";
import { restApi } from "#server/insert/rest-api.ts";
import { startNotifications } from "#server/mail/notifications.ts";
import { notificationSettings } from "#server/mail/settings.ts";
import { scheduleBackups } from "#server/ops/backup/backup-schedule.ts";
import { poolState } from "#server/ops/metrics/pool-state.ts";
import { registerMetrics } from "#server/ops/metrics/register-metrics.ts";
import { registerPortal } from "#server/portal/register.ts";
import { trackPortalRoutes } from "#server/portal/route-table.ts";
import { contactFormPost } from "#server/site/contact-form-post.ts";
import { registerSite } from "#server/site/site.ts";
import { openRecordsConnections } from "#server/store/connections.ts";
import { openStore } from "#server/store/index.ts";
import { scheduleRetention } from "#server/store/retention/retention-schedule.ts";
import { type Config, trustProxySetting } from "./config.ts";

/**
 * Builds the whole server (site and API) without listening, so tests can start
 * it on a random port with their own configuration.
 */
export async function buildServer(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    // The largest valid inquiry in its costliest JSON encoding, with a margin.
    bodyLimit: SUBMISSION_BODY_LIMIT,
    // Slow-loris protection: a request must arrive in full within this time.
    requestTimeout: 10_000,
    // Node reads its header deadline and its check interval only when the server is
    // created, and Fastify sets requestTimeout afterwards: left alone, headers could
    // trickle for 60 s and a trickled body was cut after 90 s (measured by the
    // reliability suite). Both deadlines are 10 s, checked every second.
    http: { requestTimeout: 10_000, headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    // An undecodable URL is answered before routing: keep the security headers on it.
    frameworkErrors: onFrameworkError,
    // One path for the router and every hook (the inbox guard above all).
    rewriteUrl: canonicalUrl,
    // Requests Node's parser refuses (400, 408, 431) get the security headers and, under
    // the data API, PostgREST's shape instead of Fastify's JSON.
    clientErrorHandler: onClientError,
    // While closing, Fastify answers requests on still-open keep-alive connections with
    // its own 503 body: no PostgREST shape, no security headers (found by the reliability
    // suite). The store stays open until every connection has drained, so such requests
    // are served as usual instead, with `Connection: close`.
    return503OnClosing: false,
  });
  answerExpectationFailed(app);
  trackPortalRoutes(app);
  // First, so its hook times every route; its sources are read only when scraped.
  registerMetrics(app, config, {
    query: async (sql) => (app.authDb ? app.authDb.all(sql) : []),
    renderLoad: () => app.renderPool?.load,
    passwordHashing: passwordHashing.load,
    pools: () => {
      const driver = app.authDb?.driver;
      return driver instanceof pg.Pool ? [poolState("auth", driver)] : [];
    },
  });
  await registerSite(app, config);
  // Opened after the site checks pass, so a start that fails early leaves no database open.
  const store = await openStore(config, app.log).catch((error: unknown) => {
    // SQLite's own words ("unable to open database file", "database or disk is full")
    // do not say which file: the operator reading them needs to know where to look.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot open the database (${databaseLabel(config)}): ${reason}`, { cause: error });
  });
  registerHealth(app, store);
  // The sign-ins' and the portal's connections, closed last (below), after everything using them.
  const connections = await openRecordsConnections(config, { portal: config.PORTAL_ENABLED }).catch(
    async (error: unknown) => {
      await store.close();
      throw error;
    },
  );
  await registerStaffAuth(app, config, connections.auth).catch(async (error: unknown) => {
    await connections.close();
    await store.close();
    throw error;
  });
  // Fastify runs onClose hooks last-registered first: registered here, this one runs after the
  // background jobs, the portal and the data room (whose drawings write pages) have stopped.
  app.addHook("onClose", async () => {
    await store.close();
    await connections.close();
  });
  // One limiter for both ways of sending an inquiry: the API and the plain-HTML form.
  const rateLimit = insertRateLimit(config);
  if (rateLimit) app.addHook("onClose", () => rateLimit.limiter.close());
  await app.register(restApi, { prefix: "/rest/v1", config, store, rateLimit });
  await app.register(contactFormPost, { siteDir: config.SITE_DIR, store, rateLimit });
  const feed = startLiveFeed(config, store, app.log);
  // The reply worker starts below; a reply queued before then is sent by its first claim.
  let wakeReplies: () => void = () => undefined;
  const mail = { canSend: notificationSettings(config) !== undefined, wake: () => wakeReplies() };
  await app.register(inboxApi, { prefix: "/inbox/api", store, feed, mail, portal: config.PORTAL_ENABLED });
  await registerPortal(app, config, connections.records);
  // Background jobs start last, once nothing else can fail the start.
  const notifications = startNotifications(config, store, app.log);
  wakeReplies = notifications.wakeReplies;
  const retention = scheduleRetention(config.RETENTION, store.inquiries, app.log);
  const backups = scheduleBackups(config, app.log);
  app.addHook("onClose", async () => {
    // The jobs settle their claims and purges first: they need the store open to do so.
    await Promise.all([notifications.stop(), retention.stop(), feed.stop(), backups.stop()]);
  });
  return app;
}

/** Where the data lives, for error messages: never the password of a DATABASE_URL. */
function databaseLabel(config: Pick<Config, "DATABASE_URL" | "SQLITE_PATH">): string {
  if (!config.DATABASE_URL) return `SQLite file ${resolve(config.SQLITE_PATH)}`;
  const url = new URL(config.DATABASE_URL);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}
