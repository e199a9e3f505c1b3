// Starts the production server as a child process, as `npm start` would,
// on a free port and a throwaway SQLite file, for benchmarks to measure.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../tests/support/free-port.ts";

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export function ensureBuild(): void {
  if (existsSync("build/client/index.html")) return;
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "ucp-bench-"));
  const child: ChildProcess = spawn(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", "server/main.ts"],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: String(port),
        SQLITE_PATH: join(dataDir, "bench.sqlite"),
        LOG_LEVEL: "warn",
        // Off unless a benchmark sets them: a limit would cap the figures being measured.
        RATE_LIMIT_PER_MINUTE: "0",
        RATE_LIMIT_PER_DAY: "0",
        // No load balancer in front: stop at once instead of draining.
        SHUTDOWN_DRAIN_SECONDS: "0",
        ...env,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not become healthy within 20 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        // A graceful close can wait on a browser's keep-alive connections; don't wait forever.
        const kill = setTimeout(() => child.kill("SIGKILL"), 3_000);
        child.once("exit", () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
