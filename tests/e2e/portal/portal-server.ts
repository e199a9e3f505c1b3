import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";
import { freePort } from "#tests/support/servers/free-port.ts";
import { eventually, notificationEnv, type SmtpSink, startSmtpSink } from "#tests/support/servers/smtp.ts";

export interface PortalServer {
  /** http://localhost:PORT: passkeys need a host name, and PUBLIC_SITE_URL says this one. */
  base: string;
  /** What the operator commands (`npm run staff`) need to find this server's database. */
  env: Record<string, string>;
  sink: SmtpSink;
  stop(): Promise<void>;
}

/**
 * A production server with the portal on, for the portal's end-to-end tests: the same
 * build, its own SQLite file, and SMTP pointed at a real sink (invitations and update
 * notices are e-mailed). The suite's shared server keeps the portal off, as the public
 * /portal page's own tests need.
 */
export async function startPortalServer(): Promise<PortalServer> {
  const sink = await startSmtpSink();
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const database = `.tmp/e2e-portal-${port}.sqlite`;
  const env = { SQLITE_PATH: database, PUBLIC_SITE_URL: base };
  const child: ChildProcess = spawn(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", "server/main.ts"],
    {
      env: {
        ...process.env,
        ...notificationEnv(sink),
        ...env,
        PORT: String(port),
        PORTAL_ENABLED: "on",
        LOG_LEVEL: "warn",
        AUTH_LIMITS: "off",
        AUTH_RENEW_AFTER_SECONDS: "0",
        RATE_LIMIT_PER_MINUTE: "1000",
        RATE_LIMIT_PER_DAY: "100000",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  await eventually(
    () =>
      fetch(`${base}/healthz`).then(
        (response) => response.ok,
        () => false,
      ),
    "the portal server to start",
    // Starting takes over 30 s on a loaded two-core machine (measured: 32 s).
    90_000,
  );
  return {
    base,
    env,
    sink,
    async stop() {
      // SIGINT closes at once; SIGTERM would keep serving 5 s for a load balancer there is not.
      child.kill("SIGINT");
      if (child.exitCode === null) await once(child, "exit");
      await sink.stop();
      for (const suffix of ["", "-wal", "-shm"]) rmSync(database + suffix, { force: true });
    },
  };
}
