import { PAGES } from "../content/pages.ts";
import { settings } from "../content/settings.ts";
import { absoluteUrl } from "./seo.ts";

/** Every page search engines should index: the page table, in its order. */
export function indexablePaths(): string[] {
  return Object.values(PAGES).map((page) => page.path);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sitemapXml(paths: readonly string[] = indexablePaths()): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  // The staff inbox and the portal behind /portal/ are private: never crawled (their pages
  // also answer X-Robots-Tag: noindex). The public page /portal (no slash) stays allowed.
  return `User-agent: *\nAllow: /\nDisallow: /inbox\nDisallow: /portal/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}

/** The web app manifest: name and icons for "add to home screen". */
export function webManifest(): Record<string, unknown> {
  return {
    name: settings.firmName,
    short_name: settings.firmName,
    description: PAGES.home.description,
    start_url: "/",
    display: "standalone",
    background_color: "#f8f5ef",
    theme_color: "#0a1628",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
