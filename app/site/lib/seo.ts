import type { MetaDescriptor } from "react-router";
import { NOT_FOUND_SEO, SHARE_IMAGE } from "../content/pages.ts";
import { settings } from "../content/settings.ts";
import type { PageSeo } from "../content/types.ts";

/** Absolute URL of a path on the site, as search engines and link previews need it. */
export function absoluteUrl(path: string): string {
  return `${settings.siteUrl}${path === "/" ? "/" : path}`;
}

function shareTags(title: string, description: string): MetaDescriptor[] {
  const image = absoluteUrl(SHARE_IMAGE.path);
  return [
    { property: "og:site_name", content: settings.firmName },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "en" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: SHARE_IMAGE.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: SHARE_IMAGE.alt },
  ];
}

/** Title, description, canonical URL and sharing tags of a page. */
export function pageMeta(page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(page.path);
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:url", content: url },
    ...shareTags(page.title, page.description),
  ];
}

/** The 404 page: described, but kept out of search indexes and without a canonical URL. */
export function notFoundMeta(): MetaDescriptor[] {
  return [
    { title: NOT_FOUND_SEO.title },
    { name: "description", content: NOT_FOUND_SEO.description },
    { name: "robots", content: "noindex" },
  ];
}
