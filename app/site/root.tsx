import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, useLocation } from "react-router";
import { PORTAL_OPEN_PATH } from "#common/build-files.ts";
import appCss from "./app.css?inline";
import { SiteShell } from "./components/layout/site-shell.tsx";
import { SpeculationRules } from "./components/layout/speculation-rules.tsx";
import { WebFonts } from "./components/layout/web-fonts.tsx";
import { ErrorNotice } from "./components/sections/error-notice.tsx";
import { PAGES } from "./content/pages.ts";
import { organizationJsonLd, serializeJsonLd } from "./lib/organization.ts";

export function links() {
  return [
    { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
    { rel: "icon", href: "/icon.svg", type: "image/svg+xml" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
    { rel: "manifest", href: "/site.webmanifest" },
  ];
}

/*
 * Every page is HTML and CSS rendered at build time, with no script bundle: no
 * <Scripts/>, so React Router's runtime never reaches the browser. What needs
 * script in the browser is a few hashed inline scripts (header, footer year,
 * fonts) and the contact form, which loads its own island (app/site/contact/).
 *
 * The one exception is the single-page fallback React Router writes beside the
 * pages (`__spa-fallback.html`, see HydrateFallback below).
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a1628" />
        {/* The whole stylesheet (about 6 KB compressed) is inlined: the first paint needs the HTML alone. */}
        <style href="app-css" precedence="default">
          {appCss}
        </style>
        <Meta />
        <Links />
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data, serialised with "<" escaped
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(organizationJsonLd()) }}
        />
        <SpeculationRules />
        <WebFonts />
      </head>
      <body>{children}</body>
    </html>
  );
}

export default function App() {
  const { pathname } = useLocation();
  // The /portal page with the portal on is prerendered at its own path but served at /portal.
  const currentPath = pathname.replace(/\/+$/, "") === PORTAL_OPEN_PATH ? PAGES.portal.path : pathname;
  return (
    <SiteShell currentPath={currentPath}>
      <Outlet />
    </SiteShell>
  );
}

/** An unexpected error still shows the site's frame and a way back. */
export function ErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <SiteShell currentPath={pathname}>
      <ErrorNotice />
    </SiteShell>
  );
}

/**
 * The body of `__spa-fallback.html`, the shell React Router writes for
 * addresses that were not prerendered: the page is rendered in the browser or
 * not at all. No address is answered with it; the benchmark serves it as the
 * client-rendered peer of each page, which is what the site once was.
 */
export function HydrateFallback() {
  return <Scripts />;
}
