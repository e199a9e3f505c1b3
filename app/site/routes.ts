import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { PORTAL_OPEN_PATH } from "#common/build-files.ts";
import { PAGES } from "./content/pages.ts";

// Paths come from app/site/content/pages.ts, which sitemap.xml also reads: a page
// is routed and listed from the same entry.
export default [
  index("routes/home.tsx"),
  route(PAGES.aboutUs.path, "routes/about-us.tsx"),
  route(PAGES.services.path, "routes/services.tsx"),
  route(PAGES.ourNetwork.path, "routes/our-network.tsx"),
  route(PAGES.contact.path, "routes/contact.tsx"),
  route(PAGES.portal.path, "routes/portal.tsx"),
  // /portal once the portal is on; served only in place of /portal (common/build-files.ts).
  route(PORTAL_OPEN_PATH, "routes/portal-open.tsx"),
  route(PAGES.privacyPolicy.path, "routes/privacy-policy.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("site.webmanifest", "routes/web-manifest.ts"),
  // Everything else: the designed not-found page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
