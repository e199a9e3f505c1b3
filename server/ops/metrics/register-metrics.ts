import { createServer, type Server } from "node:http";
import type { FastifyInstance } from "fastify";
import type { Config } from "#server/config.ts";
import { dataPaths } from "../backup/backup-layout.ts";
import { routeGroup, signInRealm } from "./route-group.ts";
import { createServerMetrics, type MetricSources } from "./server-metrics.ts";

/**
 * METRICS_PORT: `/metrics` in Prometheus' text format on a port of its own, never on the
 * site's (the public port answers it 404 like any unknown path). Off by default.
 */
export function registerMetrics(
  app: FastifyInstance,
  config: Config,
  sources: Omit<MetricSources, "database" | "backupStatusFile">,
): void {
  if (config.METRICS_PORT === undefined) return;
  const metrics = createServerMetrics({
    ...sources,
    database: config.DATABASE_URL ? "postgres" : "sqlite",
    backupStatusFile: config.DATABASE_URL ? undefined : dataPaths(config.SQLITE_PATH).status,
  });
  app.addHook("onResponse", async (request, reply) => {
    const url = request.url;
    const group = routeGroup(request.method, url);
    const status = reply.statusCode;
    metrics.requests.inc({ group, status: `${Math.floor(status / 100)}xx` });
    metrics.duration.observe({ group }, reply.elapsedTime / 1000);
    if (status === 429) metrics.limited.inc({ group });
    const realm = signInRealm(url);
    if (realm && status >= 400 && status < 500) metrics.refused.inc({ realm });
  });
  const server: Server = createServer(async (request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
      return;
    }
    const body = await metrics.registry.metrics();
    response.writeHead(200, { "content-type": metrics.registry.contentType }).end(body);
  });
  app.decorate("metricsPort", undefined);
  // Listens once the server is ready, so a start that fails early leaves no port open.
  app.addHook("onReady", async () => {
    if (app.renderPool)
      app.renderPool.observe = (op, seconds, outcome) => metrics.renders.observe({ op, outcome }, seconds);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.METRICS_PORT, config.HOST === "localhost" ? "127.0.0.1" : config.HOST, () =>
        resolve(),
      );
    });
    app.metricsPort = (server.address() as { port: number }).port;
  });
  app.addHook(
    "onClose",
    () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  );
}

declare module "fastify" {
  interface FastifyInstance {
    /** The port `/metrics` is served on, when METRICS_PORT is set (0 picks a free one). */
    metricsPort?: number;
  }
}
