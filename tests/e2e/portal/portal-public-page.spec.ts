import { expect, test } from "@playwright/test";
import { type PortalServer, startPortalServer } from "./portal-server.ts";

// The public page /portal stays the site's prerendered page with the portal on: none of
// the portal app's code, no portal cookie; the app itself lives at /portal/, private.

let server: PortalServer;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  server = await startPortalServer();
});

test.afterAll(async () => {
  await server?.stop();
});

test("/portal loads nothing of the portal app; /portal/ is the app, never stored or indexed", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (entry) => requested.push(new URL(entry.url()).pathname));
  const publicPage = await page.goto(`${server.base}/portal`);
  await page.waitForLoadState("networkidle");
  expect(publicPage?.status()).toBe(200);
  await expect(page.getByText("Secure and confidential access assured.")).toBeVisible();
  expect(requested.filter((path) => path.startsWith("/portal/"))).toEqual([]);
  expect(await page.locator("script[src]").count()).toBe(0);

  const app = await page.request.get(`${server.base}/portal/deals/any`);
  expect(app.status()).toBe(200);
  expect(await app.text()).toContain('id="portal-root"');
  expect(app.headers()["cache-control"]).toBe("no-store");
  expect(app.headers()["x-robots-tag"]).toContain("noindex");
  expect(app.headers()["content-security-policy"]).not.toContain("unsafe-inline");
  const robots = await (await page.request.get(`${server.base}/robots.txt`)).text();
  expect(robots).toMatch(/^Disallow: \/portal\/$/m);
  expect(robots).not.toMatch(/^Disallow: \/portal$/m);
  const api = await page.request.get(`${server.base}/portal/api/no-such-route`);
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ code: "not_found" });
});
