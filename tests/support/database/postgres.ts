/**
 * Starts a throwaway PostgreSQL server for tests and benchmarks: `initdb` in a fresh
 * temporary directory, `postgres` on a free loopback port with its socket inside that
 * directory, trust authentication for the `postgres` superuser. Nothing outlives
 * `stop()`, and a process that exits without calling it still kills the server.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "#tests/support/servers/free-port.ts";

export interface PostgresServer {
  readonly port: number;
  /** Connection string of the `postgres` maintenance database, as superuser. */
  readonly adminUrl: string;
  /** Connection string of another database on this server. */
  urlFor(database: string): string;
  /** Creates an empty database (name sanitised and made unique) and returns its URL. */
  createDatabase(prefix: string): Promise<string>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Extra `-c name=value` server settings; by default fsync and synchronous_commit stay on. */
  settings?: Record<string, string>;
}

const HOST = "127.0.0.1";

export async function startPostgres(options: StartOptions = {}): Promise<PostgresServer> {
  const bin = findBinDir();
  const root = mkdtempSync(join(tmpdir(), "ucp-pg-"));
  const owner = unprivilegedOwner();
  const dataDir = join(root, "data");
  const socketDir = join(root, "socket");
  const logPath = join(root, "postgres.log");
  mkdirSync(socketDir);
  if (owner) for (const path of [root, socketDir]) chownSync(path, owner.uid, owner.gid);
  const cleanUp = () => rmSync(root, { recursive: true, force: true });

  try {
    // --no-sync only skips initdb's own flush of the fresh cluster; the running server
    // still fsyncs its WAL on every commit (fsync and synchronous_commit stay on).
    run(
      join(bin, "initdb"),
      ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-locale", "--no-sync"],
      owner,
    );
  } catch (error) {
    cleanUp();
    throw error;
  }

  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const settings = {
      listen_addresses: HOST,
      port: String(port),
      unix_socket_directories: socketDir,
      max_connections: "200",
      ...options.settings,
    };
    const args = [
      "-D",
      dataDir,
      ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
    ];
    // The log goes to a file (an fd we hand over), so a chatty server never blocks on a full pipe.
    const logFd = openSync(logPath, "a");
    const child = spawn(join(bin, "postgres"), args, { stdio: ["ignore", logFd, logFd], ...owner });
    closeSync(logFd);
    // A run that ends without stop() (a crash, Ctrl-C) must not leave a server behind.
    const killOnExit = () => {
      child.kill("SIGQUIT");
      cleanUp();
    };
    process.once("exit", killOnExit);
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    const adminUrl = `postgres://postgres@${HOST}:${port}/postgres`;
    const ready = await waitUntilReady(adminUrl, exited);
    if (!ready) {
      process.off("exit", killOnExit);
      const log = existsSync(logPath) ? readFileSync(logPath, "utf8") : "";
      // Another process may have taken the port between our probe and the bind: retry.
      if (attempt < 3 && /could not bind|already in use/i.test(log)) continue;
      child.kill("SIGKILL");
      cleanUp();
      throw new Error(`PostgreSQL did not start:\n${log.slice(-2000)}`);
    }
    const urlFor = (database: string) =>
      `postgres://postgres@${HOST}:${port}/${encodeURIComponent(database)}`;
    return {
      port,
      adminUrl,
      urlFor,
      createDatabase: (prefix) => createDatabase(adminUrl, prefix),
      async stop() {
        process.off("exit", killOnExit);
        // SIGINT is PostgreSQL's "fast" shutdown: roll back open transactions, checkpoint, exit.
        if (child.exitCode === null) child.kill("SIGINT");
        await exited;
        cleanUp();
      },
    };
  }
}

/**
 * Creates a database on the server behind `adminUrl`, empty or a copy of `template`, and
 * returns its URL. The name gets a random suffix: test files in parallel workers never collide.
 */
export async function createDatabase(adminUrl: string, prefix: string, template?: string): Promise<string> {
  const name = `${prefix
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, "_")
    .slice(0, 40)}_${randomBytes(4).toString("hex")}`;
  const copied = template ? ` TEMPLATE "${template}"` : "";
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"${copied}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Debian installs each major version under /usr/lib/postgresql/<version>/bin. */
function findBinDir(): string {
  const fromEnv = process.env.POSTGRES_BIN_DIR;
  if (fromEnv) return fromEnv;
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).filter((name) => /^\d+$/.test(name)) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = join(base, version, "bin");
    if (existsSync(join(dir, "postgres"))) return dir;
  }
  throw new Error(
    "PostgreSQL server binaries not found: apt-get install -y postgresql, or set POSTGRES_BIN_DIR",
  );
}

/** initdb and postgres refuse to run as root: when we are root, they run as `nobody`. */
export function unprivilegedOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("nobody:"));
  const [, , uid, gid] = line?.split(":") ?? [];
  if (uid === undefined || gid === undefined)
    throw new Error("running as root, but there is no user `nobody` to run PostgreSQL as");
  return { uid: Number(uid), gid: Number(gid) };
}

function run(command: string, args: string[], owner: { uid: number; gid: number } | undefined): void {
  const result = spawnSync(command, args, { encoding: "utf8", ...owner });
  if (result.status !== 0) {
    throw new Error(
      `${command} failed (${result.status ?? result.signal}):\n${result.stderr || result.error}`,
    );
  }
}

async function waitUntilReady(url: string, exited: Promise<number | null>): Promise<boolean> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 30_000;
  while (!gone && Date.now() < deadline) {
    try {
      await withClient(url, (client) => client.query("SELECT 1"));
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return false;
}
