import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServedPaths, scanServedPaths } from "#server/site/served-paths.ts";
import { ensureBuild, rawRequest, SITE_DIR, startSite } from "#tests/support/servers/built-site.ts";
import type { TestServer } from "#tests/support/servers/test-server.ts";

let site: TestServer;
let files: ServedPaths;
/** URL path -> file, for every file the server answers with (pages, assets, robots.txt…). */
let served: [string, string][] = [];

beforeAll(async () => {
  ensureBuild();
  files = scanServedPaths(SITE_DIR);
  served = [...files.entries].flatMap(([path, entry]) => (entry.kind === "file" ? [[path, entry.file]] : []));
  site = await startSite();
});
afterAll(() => site?.close());

const assets = () => served.filter(([path]) => path.startsWith("/assets/"));
const precompressed = () => served.filter(([, file]) => existsSync(join(SITE_DIR, `${file}.br`)));

describe("cache headers", () => {
  it("caches every hashed asset for a year as immutable", async () => {
    expect(assets().length).toBeGreaterThan(0);
    for (const [path] of assets()) {
      const response = await rawRequest(site.port, path);
      expect(response.status, path).toBe(200);
      expect(response.headers["cache-control"], path).toBe("public, max-age=31536000, immutable");
    }
  });

  it("makes every page and unhashed file revalidate, with validators", async () => {
    for (const [path] of served.filter(([path]) => !path.startsWith("/assets/"))) {
      const response = await rawRequest(site.port, path);
      expect(response.status, path).toBe(200);
      expect(response.headers["cache-control"], path).toBe("no-cache");
      expect(response.headers.etag, path).toBeTruthy();
      expect(response.headers["last-modified"], path).toBeTruthy();
    }
  });

  it("answers a revalidation of an unchanged page with 304 and no body", async () => {
    const first = await rawRequest(site.port, "/", { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    const again = await rawRequest(site.port, "/", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["content-security-policy"]).toBeDefined();
  });

  it("gives each encoding of a file its own ETag, so a cache never mixes them", async () => {
    const br = await rawRequest(site.port, "/", { "accept-encoding": "br" });
    const plain = await rawRequest(site.port, "/");
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });
});

describe("compression", () => {
  // The stylesheet is inlined into each page (decision 0009), so pages and scripts it is.
  it("has brotli and gzip variants of the pages and scripts", () => {
    const variants = precompressed().map(([path]) => path);
    expect(variants).toContain("/");
    expect(variants.some((path) => path.endsWith(".js"))).toBe(true);
    for (const [path, file] of precompressed())
      expect(existsSync(join(SITE_DIR, `${file}.gz`)), path).toBe(true);
  });

  it.each([
    ["br", "br"],
    ["gzip", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0, gzip", "gzip"],
    ["identity", undefined],
    ["", undefined],
  ])("answers Accept-Encoding %j with Content-Encoding %s", async (acceptEncoding, expected) => {
    const headers: Record<string, string> = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
    const response = await rawRequest(site.port, "/", headers);
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe(expected);
    expect(response.headers.vary?.toLowerCase()).toContain("accept-encoding");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("sends brotli and gzip bodies that decompress to exactly the file, for every precompressed file", async () => {
    for (const [path, file] of precompressed()) {
      const original = readFileSync(join(SITE_DIR, file));
      const plain = await rawRequest(site.port, path);
      expect(plain.headers["content-encoding"], path).toBeUndefined();
      expect(plain.body.equals(original), path).toBe(true);

      const br = await rawRequest(site.port, path, { "accept-encoding": "br" });
      expect(br.headers["content-encoding"], path).toBe("br");
      expect(br.body.length, path).toBeLessThan(original.length);
      expect(brotliDecompressSync(br.body).equals(original), path).toBe(true);

      const gz = await rawRequest(site.port, path, { "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"], path).toBe("gzip");
      expect(gunzipSync(gz.body).equals(original), path).toBe(true);
    }
  });

  it("sends the 404 page compressed too, still with status 404", async () => {
    const response = await rawRequest(site.port, "/missing-page", { "accept-encoding": "br" });
    expect(response.status).toBe(404);
    expect(response.headers["content-encoding"]).toBe("br");
    const page = readFileSync(join(SITE_DIR, "404/index.html"));
    expect(brotliDecompressSync(response.body).equals(page)).toBe(true);
  });
});
