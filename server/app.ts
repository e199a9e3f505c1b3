import Fastify, { type FastifyInstance } from "fastify";
import { type Config, trustProxySetting } from "./config.ts";
import { onFrameworkError } from "./http/security-hook.ts";
import { registerSite } from "./http/site.ts";

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
  app.get("/healthz", async () => ({ status: "ok" }));
  await registerSite(app, config);
  return app;
}
