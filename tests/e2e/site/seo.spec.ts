import { expect, test } from "@playwright/test";
import { settings } from "#app/site/content/settings.ts";
import { ROUTES } from "./support.ts";

test("every page has its description, canonical URL, sharing tags, language and organisation data", async ({
  page,
}) => {
  const descriptions = new Set<string>();
  for (const route of ROUTES) {
    await page.goto(route.path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length, route.path).toBeGreaterThan(50);
    descriptions.add(description ?? "");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "").pathname).toBe(route.path);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical ?? "");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", await page.title());
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og-image\.png$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
    expect(jsonLd).toMatchObject({ "@type": "Organization", name: settings.firmName });
  }
  expect(descriptions.size).toBe(ROUTES.length);
});

test("sitemap.xml lists every page and robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toMatch(/xml/);
  const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? "").pathname,
  );
  expect(paths).toEqual(ROUTES.map((route) => route.path));
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Sitemap: \S+\/sitemap\.xml/);
});

test("the favicon set, the web manifest and the sharing image are served", async ({ page, request }) => {
  await page.goto("/");
  const hrefs = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs).toEqual(
    expect.arrayContaining(["/favicon.ico", "/icon.svg", "/apple-touch-icon.png", "/site.webmanifest"]),
  );
  const manifest = await (await request.get("/site.webmanifest")).json();
  expect(manifest).toMatchObject({ name: settings.firmName, start_url: "/" });
  const icons = (manifest.icons as { src: string }[]).map((icon) => icon.src);
  for (const path of [...hrefs, ...icons, "/og-image.png"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});
