import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";
import { freePort } from "#tests/support/servers/free-port.ts";
import { eventually, notificationEnv, type SmtpSink, startSmtpSink } from "#tests/support/servers/smtp.ts";

export interface MailServer {
  /** http://127.0.0.1:PORT: this server is reached by the address the README gives. */
  base: string;
  env: Record<string, string>;
  sink: SmtpSink;
  stop(): Promise<void>;
}

/**
 * A second production server for the tests that send mail: the same build, its own SQLite
 * file, and SMTP pointed at a real sink (the suite's shared server has no SMTP, so that its
 * "cannot send mail" states are tested too).
 */
export async function startMailServer(): Promise<MailServer> {
  const sink = await startSmtpSink();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const database = `.tmp/e2e-mail-${port}.sqlite`;
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
        LOG_LEVEL: "warn",
        AUTH_LIMITS: "off",
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
    "the mail server to start",
    30_000,
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
