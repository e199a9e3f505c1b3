import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSecurityManifest } from "#common/security-manifest.ts";
import { dataApiOrigins } from "#scripts/site-build/public-env.ts";
import { ensureBuild, ROOT, rawRequest, SITE_DIR, startSite } from "#tests/support/servers/built-site.ts";
import type { TestServer } from "#tests/support/servers/test-server.ts";

// What `npm run build` leaves behind for the Node server and for static hosts.

let site: TestServer;
beforeAll(async () => {
  ensureBuild();
  site = await startSite({ TRUST_PROXY: "true" });
});
afterAll(() => site?.close());

/** `_headers` -> Map(path pattern -> Map(lower-case name -> value)). */
function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (!/^\s/.test(line)) {
      current = new Map();
      rules.set(line.trim(), current);
      continue;
    }
    const colon = line.indexOf(":");
    current?.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return rules;
}

describe("the static-host _headers file", () => {
  const file = () => readFileSync(join(SITE_DIR, "_headers"), "utf8");

  it("carries exactly the security headers the server sends over HTTPS", async () => {
    const rules = parseHeadersFile(file());
    const all = rules.get("/*");
    expect(all).toBeDefined();
    const server = await rawRequest(site.port, "/", { "x-forwarded-proto": "https" });
    const names = [
      "content-security-policy",
      "strict-transport-security",
      "x-content-type-options",
      "referrer-policy",
      "cross-origin-opener-policy",
      "cross-origin-resource-policy",
      "permissions-policy",
      "x-frame-options",
    ];
    for (const name of names) expect(all?.get(name), name).toBe(server.headers[name]);
    // And nothing in the file that the server does not send the same way.
    for (const [name, value] of all ?? []) expect(server.headers[name], name).toBe(value);
  });

  it("caches /assets/* for a year and puts each header in one rule only (hosts join repeats with commas)", () => {
    const rules = parseHeadersFile(file());
    expect(rules.get("/assets/*")?.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const seen = [...rules.values()].flatMap((headers) => [...headers.keys()]);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("keeps every line within Cloudflare Pages' 2000-character limit", () => {
    for (const line of file().split("\n")) expect(line.length, line.slice(0, 60)).toBeLessThanOrEqual(2000);
  });

  it("is accompanied by 404.html, the page static hosts answer unknown paths with", () => {
    expect(readFileSync(join(SITE_DIR, "404.html"), "utf8")).toBe(
      readFileSync(join(SITE_DIR, "404/index.html"), "utf8"),
    );
  });
});

describe("the security manifest", () => {
  it("sits outside the served directory and lists the hashes the server puts in its CSP", async () => {
    expect(existsSync(join(ROOT, "build/security.json"))).toBe(true);
    const manifest = readSecurityManifest(SITE_DIR);
    expect(manifest.scriptHashes.length).toBeGreaterThan(0);
    const csp = (await rawRequest(site.port, "/")).headers["content-security-policy"] ?? "";
    for (const hash of manifest.scriptHashes) expect(csp).toContain(`'${hash}'`);
  });

  it("puts a data API on another origin into connect-src", async () => {
    const copy = mkdtempSync(join(tmpdir(), "ucp-site-copy-"));
    try {
      cpSync(SITE_DIR, join(copy, "client"), { recursive: true });
      const manifest = readSecurityManifest(SITE_DIR);
      const connectOrigins = dataApiOrigins({ PUBLIC_DATA_API_URL: "https://abcd.supabase.co/" });
      writeFileSync(join(copy, "security.json"), JSON.stringify({ ...manifest, connectOrigins }));
      const other = await startSite({ SITE_DIR: join(copy, "client") });
      try {
        const csp = (await rawRequest(other.port, "/")).headers["content-security-policy"];
        expect(csp).toContain("connect-src 'self' https://abcd.supabase.co;");
      } finally {
        await other.close();
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe("PUBLIC_DATA_API_URL at build time", () => {
  it("adds nothing for the bundled server on the same origin", () => {
    expect(dataApiOrigins({})).toEqual([]);
    expect(dataApiOrigins({ PUBLIC_DATA_API_URL: "" })).toEqual([]);
    expect(dataApiOrigins({ PUBLIC_DATA_API_URL: "/" })).toEqual([]);
  });

  it("keeps only the origin of a hosted API", () => {
    expect(dataApiOrigins({ PUBLIC_DATA_API_URL: "https://abcd.supabase.co/rest/v1" })).toEqual([
      "https://abcd.supabase.co",
    ]);
  });

  it.each(["not a url", "javascript:alert(1)", "ftp://files.example"])(
    "rejects %j naming the variable",
    (value) => {
      expect(() => dataApiOrigins({ PUBLIC_DATA_API_URL: value })).toThrow(/PUBLIC_DATA_API_URL/);
    },
  );
});
