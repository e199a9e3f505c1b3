// Shared by the tests in tests/integration/site/: the built site, the real
// server serving it, and requests that go on the wire exactly as written.
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { PAGES } from "#app/site/content/pages.ts";
import { SITE_DIR } from "./ensure-build.ts";
import { startServer, type TestServer } from "./test-server.ts";

export { ensureBuild, ROOT, SITE_DIR } from "./ensure-build.ts";

/** Every page of the site, from the page table the route table is built from. */
export const PAGE_PATHS: readonly string[] = Object.values(PAGES).map((page) => page.path);

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
