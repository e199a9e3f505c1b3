import serifFontUrl from "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import appCss from "./app.css?inline";
import { SiteShell } from "./components/layout/site-shell.tsx";
import { ErrorNotice } from "./components/sections/error-notice.tsx";
import { organizationJsonLd, serializeJsonLd } from "./lib/organization.ts";

export function links() {
  return [
    // The headline face is what the first screen waits for; the body face can swap in later.
    { rel: "preload", href: serifFontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
    { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
    { rel: "icon", href: "/icon.svg", type: "image/svg+xml" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
    { rel: "manifest", href: "/site.webmanifest" },
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a1628" />
        {/*
          The whole stylesheet (about 6 KB compressed) is inlined, so the first paint
          needs the HTML response alone. As a style resource with an href, React
          adopts the prerendered element in the browser instead of comparing its
          text, so the CSS stays out of the script bundle.
        */}
        <style href="app-css" precedence="default">
          {import.meta.env.SSR ? appCss : ""}
        </style>
        <Meta />
        <Links />
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data, serialised with "<" escaped
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(organizationJsonLd()) }}
        />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/** An unexpected error still shows the site's frame and a way back. */
export function ErrorBoundary() {
  return (
    <SiteShell>
      <ErrorNotice />
    </SiteShell>
  );
}
