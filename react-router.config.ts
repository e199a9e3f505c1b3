import type { Config } from "@react-router/dev/config";

/** Where the not-found page is prerendered; the server answers unknown paths with it and status 404. */
const NOT_FOUND_PATH = "/404";

// Every page is prerendered to its own HTML file at build time; there is no
// server-side rendering at request time (see docs/decisions/0001-prerendered-react-router.md).
// getStaticPaths() covers every route without parameters, including the
// resource routes (sitemap.xml, robots.txt, site.webmanifest); the splat route
// has none of its own, so its page is rendered once at NOT_FOUND_PATH.
export default {
  // The public site; the staff app (app/staff) and the portal are separate client-rendered entries.
  appDirectory: "app/site",
  ssr: false,
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), NOT_FOUND_PATH];
  },
} satisfies Config;
