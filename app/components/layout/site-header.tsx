import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { NavItem } from "../../content/types.ts";
import { MenuToggle } from "./menu-toggle.tsx";
import { SiteNav } from "./site-nav.tsx";
import { SOLID_HEADER_AFTER_PX, useScrolled } from "./use-scrolled.ts";

const NAV_ID = "site-nav";

interface SiteHeaderProps {
  firmName: string;
  items: readonly NavItem[];
  navLabel: string;
  menuLabel: string;
}

/**
 * Sticky header: translucent over the page's dark opening band, solid once the
 * page scrolls. `data-scrolled` exposes that state to styles and tests.
 */
export function SiteHeader({ firmName, items, navLabel, menuLabel }: SiteHeaderProps) {
  const scrolled = useScrolled(SOLID_HEADER_AFTER_PX);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Any navigation (links, back button) leaves the menu closed on the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run when the path changes
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className="tone-dark sticky top-0 z-40 h-(--header-h) bg-ink-950/75 backdrop-blur-md transition-[background-color,box-shadow] duration-300 data-[scrolled=true]:bg-ink-950 data-[scrolled=true]:shadow-[0_10px_30px_-18px_rgb(0_0_0/0.6)]"
    >
      <div className="mx-auto flex h-full max-w-content items-center justify-between px-5 sm:px-8">
        <Link to="/" className="font-serif text-2xl font-semibold tracking-[0.12em] text-white">
          {firmName}
        </Link>
        <MenuToggle
          ref={toggleRef}
          open={open}
          controls={NAV_ID}
          label={menuLabel}
          onToggle={() => setOpen((value) => !value)}
        />
        <SiteNav id={NAV_ID} label={navLabel} items={items} open={open} onNavigate={() => setOpen(false)} />
      </div>
    </header>
  );
}
