import Fastify, { type FastifyInstance } from "fastify";
import { type Config, trustProxySetting } from "./config.ts";
import { registerHealth } from "./http/health.ts";
import { restApi } from "./http/rest-api.ts";
import { onFrameworkError } from "./http/security-hook.ts";
import { registerSite } from "./http/site.ts";
import { openStore } from "./store/index.ts";

/**
 * Builds the whole server (site and API) without listening, so tests can start
 * it on a random port with their own configuration.
 */
export async function buildServer(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    bodyLimit: 16 * 1024,
    // Slow-loris protection: a request must arrive in full within this time.
    requestTimeout: 10_000,
    // An undecodable URL is answered before routing: keep the security headers on it.
    frameworkErrors: onFrameworkError,
  });
  await registerSite(app, config);
  // Opened after the site checks pass, so a start that fails early leaves no database open.
  const store = await openStore(config, app.log);
  app.addHook("onClose", () => store.close());
  registerHealth(app, store);
  await app.register(restApi, { prefix: "/rest/v1", config, store });
  return app;
}
