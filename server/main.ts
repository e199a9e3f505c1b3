import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { noteServerOrigin } from "#server/auth/origins/origin-file.ts";
import { limitStoreLabel } from "#server/http/rate-limit.ts";
import { buildServer } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { serveIpv6Loopback } from "./loopback-forward.ts";

/**
 * How long a shutdown waits for requests still in progress. Fastify closes idle
 * keep-alive connections at once, but a client in the middle of a request (a slow
 * upload, a stuck proxy) would hold `app.close()` open until it finished; a
 * supervisor that sends SIGTERM expects the process gone within seconds.
 */
const SHUTDOWN_DEADLINE_MS = 10_000;

function shutDown(app: FastifyInstance): void {
  const deadline = setTimeout(() => {
    console.error(`Requests still open ${SHUTDOWN_DEADLINE_MS / 1000} s after the signal: closing them.`);
    // Cut requests were never answered, so nothing acknowledged is lost; app.close()
    // then goes on to flush the store. If even that hangs, leave anyway.
    app.server.closeAllConnections();
    setTimeout(() => process.exit(1), 5_000).unref();
  }, SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/**
 * SIGTERM is how a rolling deploy stops an instance. Closing at once would refuse the
 * requests the load balancer still sends until its health check notices; instead the
 * instance reports not-ready (/healthz 503) and keeps serving for the drain period,
 * then closes as on SIGINT.
 */
function drainThenShutDown(app: FastifyInstance, seconds: number): void {
  app.readiness.drain();
  console.log(`SIGTERM: /healthz answers 503; serving ${seconds} s more while the load balancer lets go.`);
  setTimeout(() => shutDown(app), seconds * 1000);
}

try {
  const config = loadConfig();
  const app = await buildServer(config);
  // `once`: a second signal gets Node's default action and ends the process at once.
  process.once("SIGINT", () => shutDown(app));
  process.once("SIGTERM", () => drainThenShutDown(app, config.SHUTDOWN_DRAIN_SECONDS));
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const { port } = app.server.address() as AddressInfo;
  await serveIpv6Loopback(app, config.HOST, port);
  noteServerOrigin(config, port);
  // The logger's JSON line is for machines; this one is for the person who typed `npm start`.
  console.log(`UCP website listening on ${address}; ${limitStoreLabel(config)}`);
} catch (error) {
  // A configuration mistake is the operator's to fix: say what, not where in the code.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
