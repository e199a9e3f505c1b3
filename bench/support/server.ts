// Starts the production server as a child process, as `npm start` would, on a free port
// and a throwaway SQLite file, for benchmarks to measure. The process itself is the
// reliability suite's (one helper starts the real server for both).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer as startServerProcess } from "#tests/reliability/support/server-process.ts";
import { fixtureSiteDir } from "#tests/support/servers/test-server.ts";

export { ensureBuild } from "#tests/support/servers/ensure-build.ts";

export interface RunningServer {
  url: string;
  /** The server's process id, to read its CPU time. */
  pid: number;
  stop(): Promise<void>;
}

/** Rate limits are off unless `env` sets them: a limit would cap the figures being measured. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "ucp-bench-"));
  const server = await startServerProcess({
    SQLITE_PATH: join(dataDir, "bench.sqlite"),
    // No load balancer in front: stop at once instead of draining.
    SHUTDOWN_DRAIN_SECONDS: "0",
    ...env,
  });
  return {
    url: server.url,
    pid: server.pid,
    // A graceful close can wait on a browser's keep-alive connections; don't wait forever.
    stop: () => server.stop(3_000),
  };
}

/**
 * The production server with the portal on, as the portal and data room benches use it:
 * a fixed secret, sign-in limits off (every bench person signs in from one address) and
 * the tests' small site.
 */
export function startPortalServer(env: Record<string, string>): Promise<RunningServer> {
  return startServer({
    ...env,
    PORTAL_ENABLED: "on",
    AUTH_SECRET: "b".repeat(40),
    AUTH_LIMITS: "off",
    SITE_DIR: fixtureSiteDir(),
  });
}
