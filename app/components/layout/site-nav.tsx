import { NavLink } from "react-router";
import type { NavItem } from "../../content/types.ts";

interface SiteNavProps {
  id: string;
  label: string;
  items: readonly NavItem[];
  /** Below the lg breakpoint the list only shows while the menu is open. */
  open: boolean;
  onNavigate: () => void;
}

/**
 * The one main navigation: a row on wide screens, a panel under the header on
 * small ones. A single list serves both so there is one landmark, not two.
 */
export function SiteNav({ id, label, items, open, onNavigate }: SiteNavProps) {
  return (
    <nav
      id={id}
      aria-label={label}
      className={`${open ? "block" : "hidden"} absolute inset-x-0 top-full border-y border-white/10 bg-ink-950 shadow-[0_24px_40px_-24px_rgb(0_0_0/0.7)] lg:static lg:shadow-none lg:block lg:border-0 lg:bg-transparent`}
    >
      <ul className="mx-auto flex max-w-content flex-col px-5 py-3 sm:px-8 lg:flex-row lg:items-center lg:gap-1 lg:p-0">
        {items.map((item) => (
          <li key={item.path}>
            <NavLink
              to={item.path}
              // Home is active on "/" only. The others match with or without a trailing
              // slash: pages are prerendered at "/about-us/" and hydrate at "/about-us",
              // and both renders must mark the same item.
              end={item.path === "/"}
              onClick={onNavigate}
              className={({ isActive }) =>
                `relative block py-3 text-[0.95rem] transition-[color,background-color,border-color] lg:px-3 lg:py-2 lg:text-sm ${
                  isActive
                    ? "font-semibold text-white after:absolute after:inset-x-0 after:bottom-1.5 after:h-0.5 after:bg-gold-400 max-lg:after:right-auto max-lg:after:w-8 lg:after:inset-x-3 lg:after:-bottom-0.5"
                    : "text-ink-100 hover:text-white"
                }`
              }
            >
              {item.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
