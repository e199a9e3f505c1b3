// Shared by the tests/integration/site-*.test.ts files: the built site, the real
// server serving it, and requests that go on the wire exactly as written.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { join, resolve } from "node:path";
import { PAGES } from "../../app/content/pages.ts";
import { startServer, type TestServer } from "./test-server.ts";

export const ROOT = resolve(import.meta.dirname, "../..");
export const SITE_DIR = join(ROOT, "build/client");

/** Every page of the site, from the page table the route table is built from. */
export const PAGE_PATHS: readonly string[] = Object.values(PAGES).map((page) => page.path);

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

/** The real server (see test-server.ts) serving the build in build/client. */
export function startSite(env: Record<string, string> = {}): Promise<TestServer> {
  return startServer({ SITE_DIR, ...env });
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
