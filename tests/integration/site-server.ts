// Shared by the tests/integration/site-*.test.ts files: a built site and the
// real server on a free port, spoken to over real HTTP.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildServer } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";

export const ROOT = resolve(import.meta.dirname, "../..");
export const SITE_DIR = join(ROOT, "build/client");

/** The spec's six pages and the privacy policy the contact form links to. */
export const SPEC_ROUTES = [
  "/",
  "/about-us",
  "/services",
  "/our-network",
  "/contact",
  "/portal",
  "/privacy-policy",
];

/**
 * `npm test` builds before the tests run; someone running one test file alone
 * may have no build yet. Builds at most once, even with test files in parallel.
 */
export function ensureBuild(): void {
  const built = () =>
    existsSync(join(SITE_DIR, "index.html")) && existsSync(join(ROOT, "build/security.json"));
  if (built()) return;
  const lock = join(ROOT, "node_modules/.cache/site-test-build.lock");
  mkdirSync(join(lock, ".."), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock); // Atomic: only one test file wins and builds.
      break;
    } catch {
      if (built()) return;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    if (built()) return;
    const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export interface RunningSite {
  app: FastifyInstance;
  base: string;
  port: number;
  close(): Promise<void>;
}

/** The real server (site and API) from buildServer, listening on a free loopback port. */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const dataDir = mkdtempSync(join(tmpdir(), "ucp-site-test-"));
  const config = loadConfig({
    SITE_DIR,
    PORT: "0",
    LOG_LEVEL: "silent",
    SQLITE_PATH: join(dataDir, "test.sqlite"),
    ...env,
  });
  const app = await buildServer(config);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    port,
    base: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A request whose path goes on the wire exactly as written (fetch would resolve
 * `..` first) and whose body is not decompressed (fetch would hide Content-Encoding).
 */
export function rawRequest(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<RawResponse> {
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
