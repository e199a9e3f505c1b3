import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, rawRequest, startSite } from "#tests/support/servers/built-site.ts";
import type { TestServer } from "#tests/support/servers/test-server.ts";

// What the server refuses, and how: nothing outside the build, no stack traces.

let site: TestServer;
beforeAll(async () => {
  ensureBuild();
  site = await startSite();
});
afterAll(() => site?.close());

describe("path traversal", () => {
  const attempts = [
    "/../package.json",
    "/..%2fpackage.json",
    "/%2e%2e/package.json",
    "/%2e%2e%2fpackage.json",
    "/assets/..%2f..%2fpackage.json",
    "/assets/%2e%2e/%2e%2e/server/config.ts",
    "/..\\package.json",
    "/%5c..%5cpackage.json",
    "//etc/passwd",
    "/%00index.html",
    "/build/security.json",
    "/../security.json",
  ];
  it.each(attempts)("refuses %s without leaking anything", async (path) => {
    const response = await rawRequest(site.port, path);
    expect([400, 404]).toContain(response.status);
    const body = response.body.toString("utf8");
    expect(body).not.toContain('"devDependencies"');
    expect(body).not.toContain("root:");
    expect(body).not.toContain("sha256-");
    expect(body).not.toContain("/work/");
    expect(response.headers["content-security-policy"]).toBeDefined();
  });

  it("answers an undecodable URL with 400 and the security headers", async () => {
    const response = await rawRequest(site.port, "/%");
    expect(response.status).toBe(400);
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body.toString()).toContain("<h1>Bad request</h1>");
  });

  it("does not turn a protocol-relative path into an open redirect", async () => {
    const response = await rawRequest(site.port, "//evil.example/");
    expect(response.status).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });
});

describe("methods", () => {
  it.each(["POST", "PUT", "DELETE", "PATCH"])(
    "answers %s on a page with 405 and no stack trace",
    async (method) => {
      const response = await fetch(`${site.base}/`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      const body = await response.text();
      expect(body).not.toMatch(/\bat \S+ \(/);
      expect(body).not.toContain("node_modules");
    },
  );

  it("answers other methods on an unknown path with a 404 page", async () => {
    const response = await fetch(`${site.base}/nothing-here`, { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<h1>Page not found</h1>");
  });
});
