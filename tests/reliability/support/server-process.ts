// The production server (server/main.ts) as a child process, the way `npm start` runs
// it: crashes, SIGKILL and RSS are only real for a real process.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "#tests/support/servers/free-port.ts";

export interface ServerProcess {
  readonly pid: number;
  readonly url: string;
  readonly port: number;
  /** stdout and stderr so far (the server logs at LOG_LEVEL, warn by default here). */
  output(): string;
  /** Resident set size in MiB, now (VmRSS) or at its peak so far (VmHWM); the process must be alive. */
  memoryMiB(field: "VmRSS" | "VmHWM"): number;
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL after `graceMs`: tests must never hang on a stuck server. */
  stop(graceMs?: number): Promise<void>;
}

export const ROOT = join(import.meta.dirname, "..", "..", "..");

/**
 * Spawns the server (on env.PORT when given); does not wait for it (see startServer).
 * Rate limits are off unless `env` sets them: the suite's load would meet them first.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child: ChildProcess = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/tmp",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "0",
      RATE_LIMIT_PER_DAY: "0",
      // No load balancer to drain from, unless a part (scale-out) sets one: SIGTERM
      // closes at once, and a part's timing is that of the close itself.
      SHUTDOWN_DRAIN_SECONDS: "0",
      // node:sqlite's "experimental" notice is noise in captured output.
      NODE_OPTIONS: "--disable-warning=ExperimentalWarning",
      ...env,
    },
  });
  const chunks: string[] = [];
  let size = 0;
  const keep = (chunk: Buffer) => {
    // Bounded: a server that logs a line per request must not grow the runner's memory.
    if (size < 1_000_000) chunks.push(chunk.toString("utf8"));
    size += chunk.length;
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const pid = child.pid ?? 0;
  // A runner that dies must not leave servers behind.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  void exit.then(() => process.off("exit", killOnExit));
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    pid,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => chunks.join(""),
    memoryMiB: (field) => {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const kib = Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
      return kib / 1024;
    },
    exited: () => exit,
    alive,
    kill: (signal) => {
      if (alive()) child.kill(signal);
    },
    async stop(graceMs = 15_000) {
      if (!alive()) return;
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      child.kill("SIGTERM");
      await exit;
      clearTimeout(timer);
    },
  };
}

/** Spawns the server and resolves once /healthz answers 200; throws with its output if it exits. */
/**
 * Sends SIGTERM and waits up to `timeoutMs` for the exit; `exit` is undefined when the
 * process outlived the wait. `ms` is how long it took.
 */
export async function terminate(
  server: ServerProcess,
  timeoutMs: number,
): Promise<{ exit: Awaited<ReturnType<ServerProcess["exited"]>> | undefined; ms: number }> {
  const signalled = performance.now();
  server.kill("SIGTERM");
  const exit = await Promise.race([
    server.exited(),
    new Promise<undefined>((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
  return { exit, ms: performance.now() - signalled };
}

export async function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const server = await spawnServer(env);
    try {
      return await untilHealthy(server, timeoutMs);
    } catch (error) {
      // freePort's port was free when asked, but another process (a parallel test's
      // server) can bind it before this one does: this one then exits, and takes another.
      if (!env.PORT && attempt < 3 && server.output().includes("EADDRINUSE")) continue;
      throw error;
    }
  }
}

/**
 * Resolves once this server says it listens and /healthz answers 200: the answer alone
 * could come from another process that took the port first.
 */
async function untilHealthy(server: ServerProcess, timeoutMs: number): Promise<ServerProcess> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!server.alive()) throw new Error(`server exited during start:\n${server.output().slice(-2000)}`);
    try {
      if (server.output().includes("UCP website listening on") && (await fetch(`${server.url}/healthz`)).ok)
        return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop(1000);
      throw new Error(`server not healthy within ${timeoutMs} ms:\n${server.output().slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
