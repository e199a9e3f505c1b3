import type { ReactNode } from "react";
import { LAYOUT } from "#app/site/content/layout.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SkipLink } from "./skip-link.tsx";

const MAIN_ID = "main";

/** The frame of every page: skip link, header, the page's content and footer. */
export function SiteShell({ currentPath, children }: { currentPath: string; children: ReactNode }) {
  return (
    <>
      <SkipLink target={MAIN_ID} label={LAYOUT.skipLinkLabel} />
      <SiteHeader
        firmName={LAYOUT.header.firmName}
        items={LAYOUT.header.items}
        navLabel={LAYOUT.mainNavLabel}
        menuLabel={LAYOUT.menuLabel}
        currentPath={currentPath}
      />
      <main id={MAIN_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter {...LAYOUT.footer} />
    </>
  );
}
