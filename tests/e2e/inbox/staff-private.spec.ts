import { expect, test } from "@playwright/test";

// The inbox stays out of search engines and out of the public pages.

test("robots.txt disallows /inbox, the sitemap leaves it out, and the home page loads nothing of it", async ({
  page,
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Disallow: \/inbox$/m);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain("/inbox");
  const requested: string[] = [];
  page.on("request", (entry) => requested.push(new URL(entry.url()).pathname));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((path) => path.startsWith("/inbox"))).toEqual([]);
});
