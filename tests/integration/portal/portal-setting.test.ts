import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL, PORTAL_OPEN } from "#app/site/content/portal.ts";
import { PORTAL_OPEN_PAGE, PORTAL_OPEN_PATH } from "#common/build-files.ts";
import { elements, parseHtml, textOf } from "#common/html-tree.ts";
import { loadConfig } from "#server/config.ts";
import { ensureBuild, rawRequest, SITE_DIR, startSite } from "#tests/support/servers/built-site.ts";
import type { TestServer } from "#tests/support/servers/test-server.ts";

// PORTAL_ENABLED: off unless said otherwise, and a value it does not know stops the
// start naming the variable. While the portal is off (the default, or said outright), the public /portal page is
// the built page byte for byte: "GP/LP Portal: Coming Soon", with its assurance.

describe.each<Record<string, string>>([{}, { PORTAL_ENABLED: "off" }, { PORTAL_ENABLED: "false" }])(
  "the public /portal page with the portal off (%o)",
  (env) => {
    let site: TestServer;
    beforeAll(async () => {
      ensureBuild();
      site = await startSite(env);
    });
    afterAll(async () => {
      await site?.close();
    });

    it("is the built page, word for word", async () => {
      const answer = await rawRequest(site.port, "/portal");
      expect(answer.status).toBe(200);
      const built = readFileSync(join(SITE_DIR, "portal", "index.html"));
      expect(answer.body.equals(built)).toBe(true);
      const texts = [...elements(parseHtml(answer.body.toString("utf8")))].map(textOf);
      expect(texts).toContain(PORTAL.title);
      expect(texts).toContain(PORTAL.assurance);
      expect(texts).toContain(PORTAL.text);
    });
  },
);

describe("the public /portal page with the portal on", () => {
  let site: TestServer;
  beforeAll(async () => {
    ensureBuild();
    site = await startSite({ PORTAL_ENABLED: "on" });
  });
  afterAll(async () => {
    await site?.close();
  });

  it("leads to the portal's sign-in, keeps the assurance, and stays a prerendered page without script", async () => {
    const answer = await rawRequest(site.port, "/portal");
    expect(answer.status).toBe(200);
    expect(answer.body.equals(readFileSync(join(SITE_DIR, PORTAL_OPEN_PAGE)))).toBe(true);
    expect(answer.headers["set-cookie"]).toBeUndefined();
    const tree = parseHtml(answer.body.toString("utf8"));
    const texts = [...elements(tree)].map(textOf);
    expect(texts).toContain(PORTAL_OPEN.title);
    expect(texts).toContain(PORTAL.assurance);
    expect(texts).not.toContain(PORTAL.title);
    const links = [...elements(tree)].filter((element) => element.nodeName === "a");
    const signIn = links.find((link) => textOf(link) === PORTAL_OPEN.signIn.label);
    expect(signIn?.attrs.find((attr) => attr.name === "href")?.value).toBe("/portal/sign-in");
    const scripts = [...elements(tree)].filter(
      (element) => element.nodeName === "script" && element.attrs.some((attr) => attr.name === "src"),
    );
    expect(scripts).toEqual([]);
  });

  it("is never served at the path it was prerendered to, on or off", async () => {
    for (const path of [PORTAL_OPEN_PATH, PORTAL_OPEN_PAGE, `${PORTAL_OPEN_PATH}/`]) {
      expect((await rawRequest(site.port, path)).status, path).toBe(404);
    }
  });

  it("keeps crawlers out of the portal behind /portal/, not out of the public page", async () => {
    const robots = (await rawRequest(site.port, "/robots.txt")).body.toString("utf8");
    expect(robots).toMatch(/^Disallow: \/portal\/$/m);
    expect(robots).not.toMatch(/^Disallow: \/portal$/m);
  });
});

describe("the PORTAL_ENABLED setting", () => {
  it("is off by default, on only when said, and refuses anything else by name", () => {
    expect(loadConfig({}).PORTAL_ENABLED).toBe(false);
    expect(loadConfig({ PORTAL_ENABLED: "" }).PORTAL_ENABLED).toBe(false);
    expect(loadConfig({ PORTAL_ENABLED: "on" }).PORTAL_ENABLED).toBe(true);
    expect(loadConfig({ PORTAL_ENABLED: "true" }).PORTAL_ENABLED).toBe(true);
    expect(() => loadConfig({ PORTAL_ENABLED: "yes" })).toThrow(/PORTAL_ENABLED/);
  });
});
