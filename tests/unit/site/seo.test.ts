import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { PAGES } from "#app/site/content/pages.ts";
import { settings } from "#app/site/content/settings.ts";
import { organizationJsonLd, serializeJsonLd } from "#app/site/lib/organization.ts";
import { notFoundMeta, pageMeta } from "#app/site/lib/seo.ts";
import { indexablePaths, robotsTxt, sitemapXml, webManifest } from "#app/site/lib/site-files.ts";
import routes from "#app/site/routes.ts";

type Descriptor = Record<string, unknown>;
const find = (meta: Descriptor[], key: string, value: string) => meta.find((d) => d[key] === value);
const routePaths = (routes as RouteConfigEntry[]).map((entry) =>
  entry.index ? "/" : `/${entry.path}`.replace("//", "/"),
);

describe("search and sharing", () => {
  it("gives every page a unique title and description", () => {
    const pages = Object.values(PAGES);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.title).toContain(settings.firmName);
      expect(page.description.length).toBeGreaterThan(50);
      expect(page.description.length).toBeLessThanOrEqual(160);
    }
  });

  it("builds title, description, canonical URL and Open Graph / Twitter tags from the site URL", () => {
    const meta = pageMeta(PAGES.services) as Descriptor[];
    expect(find(meta, "title", PAGES.services.title)).toBeDefined();
    expect(find(meta, "name", "description")?.content).toBe(PAGES.services.description);
    expect(find(meta, "rel", "canonical")).toMatchObject({
      tagName: "link",
      href: `${settings.siteUrl}/services`,
    });
    expect(find(meta, "property", "og:url")?.content).toBe(`${settings.siteUrl}/services`);
    expect(find(meta, "property", "og:image")?.content).toBe(`${settings.siteUrl}/og-image.png`);
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "twitter:image")?.content).toBe(`${settings.siteUrl}/og-image.png`);
    expect(find(pageMeta(PAGES.home) as Descriptor[], "rel", "canonical")?.href).toBe(`${settings.siteUrl}/`);
  });

  it("keeps the 404 page out of search indexes", () => {
    const meta = notFoundMeta() as Descriptor[];
    expect(find(meta, "name", "robots")?.content).toBe("noindex");
    expect(find(meta, "rel", "canonical")).toBeUndefined();
  });

  it("routes every page of the page table, the generated files and a catch-all 404", () => {
    for (const path of indexablePaths()) expect(routePaths).toContain(path);
    expect(routePaths).toEqual(
      expect.arrayContaining(["/sitemap.xml", "/robots.txt", "/site.webmanifest", "/*"]),
    );
    expect(routePaths.at(-1)).toBe("/*");
  });

  it("lists exactly the pages in sitemap.xml, with absolute URLs", () => {
    const xml = sitemapXml();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(indexablePaths().map((path) => `${settings.siteUrl}${path}`));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(sitemapXml(["/a&b"])).toContain("/a&#38;b");
  });

  it("points robots.txt at the sitemap and names the firm in the manifest", () => {
    expect(robotsTxt()).toContain(`Sitemap: ${settings.siteUrl}/sitemap.xml`);
    expect(robotsTxt()).toMatch(/^User-agent: \*\nAllow: \//);
    expect(webManifest()).toMatchObject({ name: settings.firmName, start_url: "/" });
  });

  it("describes the organisation in JSON-LD that cannot break out of its script element", () => {
    const data = organizationJsonLd();
    expect(data).toMatchObject({
      "@type": "Organization",
      name: settings.firmName,
      email: settings.contactEmail,
    });
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});
