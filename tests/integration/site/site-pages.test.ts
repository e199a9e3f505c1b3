import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanServedPaths } from "#server/site/served-paths.ts";
import {
  ensureBuild,
  PAGE_PATHS,
  rawRequest,
  SITE_DIR,
  startSite,
} from "#tests/support/servers/built-site.ts";
import type { TestServer } from "#tests/support/servers/test-server.ts";

let site: TestServer;
let builtPages: readonly string[] = [];

beforeAll(async () => {
  ensureBuild();
  builtPages = scanServedPaths(SITE_DIR).pages;
  site = await startSite();
});
afterAll(() => site?.close());

const htmlOf = (route: string) =>
  readFileSync(join(SITE_DIR, route === "/" ? "index.html" : `${route.slice(1)}/index.html`), "utf8");

describe("pages", () => {
  it("finds the prerendered pages of the build", () => {
    expect(builtPages).toContain("/");
    expect(builtPages).not.toContain("/404");
  });

  it.each(PAGE_PATHS)("serves %s as its prerendered HTML with status 200", async (route) => {
    const response = await fetch(site.base + route, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe(htmlOf(route));
  });

  it("serves every page found in the build, and HEAD gives the same headers without a body", async () => {
    for (const route of builtPages) {
      const get = await fetch(site.base + route, { redirect: "manual" });
      expect(get.status, route).toBe(200);
      expect(get.headers.get("content-type"), route).toBe("text/html; charset=utf-8");
      expect(await get.text(), route).toBe(htmlOf(route));
      const head = await rawRequest(site.port, route, {}, "HEAD");
      expect(head.status, route).toBe(200);
      expect(head.headers["content-type"], route).toBe("text/html; charset=utf-8");
      expect(head.body.length, route).toBe(0);
    }
  });

  it.each(PAGE_PATHS.filter((route) => route !== "/"))(
    "redirects %s/ to the canonical path without the slash, keeping the query",
    async (route) => {
      const response = await fetch(`${site.base}${route}/?utm_source=x&b=2`, { redirect: "manual" });
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(`${route}?utm_source=x&b=2`);
    },
  );

  it("redirects index.html spellings to the page", async () => {
    const root = await fetch(`${site.base}/index.html`, { redirect: "manual" });
    expect(root.status).toBe(301);
    expect(root.headers.get("location")).toBe("/");
    for (const route of builtPages.filter((page) => page !== "/")) {
      const response = await fetch(`${site.base}${route}/index.html?q=1`, { redirect: "manual" });
      expect(response.status, route).toBe(301);
      expect(response.headers.get("location"), route).toBe(`${route}?q=1`);
    }
  });
});

describe("unknown paths", () => {
  it.each(["/no-such-page", "/about-us/deeper", "/404", "/404/", "/ABOUT-US"])(
    "answers %s with the 404 page and status 404",
    async (path) => {
      const response = await fetch(site.base + path, { redirect: "manual" });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await response.text()).toBe(readFileSync(join(SITE_DIR, "404/index.html"), "utf8"));
    },
  );

  it("answers a missing asset with a short plain-text 404, not the page", async () => {
    const response = await fetch(`${site.base}/assets/missing-0000.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).not.toContain("immutable");
    expect(await response.text()).toBe("Not Found");
  });

  it("never lists a directory", async () => {
    for (const path of ["/assets", "/assets/", "/404/index"]) {
      const response = await fetch(site.base + path, { redirect: "manual" });
      expect(response.status, path).toBe(404);
      // The 404 page or a bare "Not Found": never an index of the directory.
      expect(["Not Found", htmlOf("/404")], path).toContain(await response.text());
    }
  });

  it("does not serve the build's internal files", async () => {
    for (const path of ["/__spa-fallback.html", "/_headers", "/index.html.br", "/404.html"]) {
      const response = await fetch(site.base + path, { redirect: "manual" });
      expect(response.status, path).toBe(404);
    }
  });
});

describe("/healthz", () => {
  it("answers load balancers with 200 and JSON, with the security headers", async () => {
    const response = await fetch(`${site.base}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ status: "ok" });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
