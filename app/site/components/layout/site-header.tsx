import type { NavItem } from "#app/site/content/types.ts";
import { InlineScript } from "./inline-script.tsx";
import { MenuToggle } from "./menu-toggle.tsx";
import { SiteNav } from "./site-nav.tsx";
import { SOLID_HEADER_AFTER_PX, trackScroll } from "./track-scroll.ts";

const NAV_ID = "site-nav";

export interface SiteHeaderProps {
  firmName: string;
  items: readonly NavItem[];
  navLabel: string;
  menuLabel: string;
  /** Path of the page being rendered, for the active item. */
  currentPath: string;
}

/**
 * Sticky header: translucent over the page's dark opening band, solid once the
 * page scrolls. `data-scrolled` exposes that state to styles and tests; the
 * inline script after the header keeps it current.
 */
export function SiteHeader({ firmName, items, navLabel, menuLabel, currentPath }: SiteHeaderProps) {
  return (
    <>
      <header
        data-scrolled="false"
        className="group tone-dark sticky top-0 z-40 h-(--header-h) bg-ink-950/75 backdrop-blur-md transition-[background-color,box-shadow] duration-300 data-[scrolled=true]:bg-ink-950 data-[scrolled=true]:shadow-[0_10px_30px_-18px_rgb(0_0_0/0.6)]"
      >
        <div className="mx-auto flex h-full max-w-content items-center justify-between px-5 sm:px-8">
          <a href="/" className="font-serif text-2xl font-semibold tracking-[0.12em] text-white">
            {firmName}
          </a>
          <MenuToggle controls={NAV_ID} label={menuLabel} />
          <SiteNav id={NAV_ID} label={navLabel} items={items} currentPath={currentPath} />
        </div>
      </header>
      <InlineScript run={trackScroll} args={[SOLID_HEADER_AFTER_PX]} />
    </>
  );
}
