// HAProxy from Debian's package, started on loopback in front of the server instances:
// health checks on /healthz, X-Forwarded-For to the instances, and an admin socket
// to read which instances it routes to. The configuration is the one docs/operations.md
// recommends, with shorter check intervals so the suite runs in seconds.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HAPROXY_PATH } from "#scripts/system-deps.ts";
import { freePort } from "#tests/support/servers/free-port.ts";

export { HAPROXY_PATH };

export interface Haproxy {
  readonly url: string;
  /** Each backend server's state as HAProxy sees it: "UP", "DOWN", "UP 1/2"… */
  states(): Promise<Map<string, string>>;
  /** Retries and redispatches HAProxy made towards the instances so far. */
  retries(): Promise<number>;
  /** Resolves once HAProxy's state of `server` starts with `state`. */
  waitFor(server: string, state: "UP" | "DOWN", timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface HaproxyOptions {
  /** Backend servers by name: their loopback ports. */
  servers: Record<string, number>;
  /** Health-check interval in milliseconds (docs/operations.md says 1000; the suite uses less). */
  checkIntervalMs: number;
}

export function haproxyConfig(port: number, socket: string, options: HaproxyOptions): string {
  const servers = Object.entries(options.servers)
    .map(([name, serverPort]) => `  server ${name} 127.0.0.1:${serverPort} check`)
    .join("\n");
  return `global
  maxconn 4096
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout check 2s
  # A connection refused or closed without an answer (an instance killed outright) is
  # retried on another instance. Inserts are safe to resend: an exact repeat within
  # ten minutes is stored once and still answered 201.
  retries 2
  option redispatch 1
  retry-on conn-failure empty-response
  option http-buffer-request

frontend site
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  default-server inter ${options.checkIntervalMs}ms fall 2 rise 2
${servers}
`;
}

export async function startHaproxy(options: HaproxyOptions): Promise<Haproxy> {
  const dir = mkdtempSync(join(tmpdir(), "ucp-haproxy-"));
  const socket = join(dir, "admin.sock");
  const port = await freePort();
  const configPath = join(dir, "haproxy.cfg");
  writeFileSync(configPath, haproxyConfig(port, socket, options));
  // -db: stay in the foreground, so the process is ours to stop.
  const child: ChildProcess = spawn(HAPROXY_PATH, ["-db", "-f", configPath], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    if (output.length < 100_000) output += chunk.toString("utf8");
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const command = (line: string) =>
    new Promise<string>((resolve, reject) => {
      const connection = createConnection(socket);
      let answer = "";
      connection.on("data", (chunk) => (answer += chunk.toString("utf8")));
      connection.on("end", () => resolve(answer));
      connection.on("error", reject);
      connection.end(`${line}\n`);
    });
  const stat = async () => {
    const [header = "", ...lines] = (await command("show stat")).trim().split("\n");
    const columns = header.replace(/^# /, "").split(",");
    return lines.map((line) => {
      const cells = line.split(",");
      return Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? ""]));
    });
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited at start:\n${output}`);
    const ready = await stat().then(
      () => true,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`haproxy's admin socket did not open:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const haproxy: Haproxy = {
    url: `http://127.0.0.1:${port}`,
    async states() {
      const rows = await stat();
      return new Map(
        rows
          .filter((row) => row.pxname === "instances" && row.svname !== "BACKEND")
          .map((row) => [row.svname ?? "", row.status ?? ""]),
      );
    },
    async retries() {
      const backend = (await stat()).find((row) => row.pxname === "instances" && row.svname === "BACKEND");
      return Number(backend?.wretr ?? 0) + Number(backend?.wredis ?? 0);
    },
    async waitFor(server, state, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const current = (await haproxy.states()).get(server) ?? "";
        if (current === state) return;
        if (Date.now() > until)
          throw new Error(`haproxy: ${server} is ${current}, not ${state}, after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      process.off("exit", killOnExit);
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return haproxy;
}
