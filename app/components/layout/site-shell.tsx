import { type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { LAYOUT } from "../../content/layout.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SkipLink } from "./skip-link.tsx";

const MAIN_ID = "main";

/**
 * The frame of every page. After a client-side navigation, focus moves to the
 * new page's content so keyboard and screen-reader users start at the top of
 * it, as they would after a full page load. `toaster` is the slot for the toast
 * viewport, outside the landmarks so a notice never sits inside <main>.
 */
export function SiteShell({ children, toaster }: { children: ReactNode; toaster?: ReactNode }) {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = "";
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <SkipLink target={MAIN_ID} label={LAYOUT.skipLinkLabel} />
      <SiteHeader
        firmName={LAYOUT.header.firmName}
        items={LAYOUT.header.items}
        navLabel={LAYOUT.mainNavLabel}
        menuLabel={LAYOUT.menuLabel}
      />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter {...LAYOUT.footer} />
      {/* The toast viewport for the contact form's notices (app/contact/) goes here. */}
      {toaster}
    </>
  );
}
