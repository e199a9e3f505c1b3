import type { NavItem } from "#app/site/content/types.ts";

interface SiteNavProps {
  id: string;
  label: string;
  items: readonly NavItem[];
  /** Path of the page being rendered: its item gets aria-current="page". */
  currentPath: string;
}

// Below the lg breakpoint the list is a popover panel under the header (the
// browser's own popover styles are reset); from lg on it is a plain row.
const PANEL =
  "fixed inset-x-0 top-(--header-h) bottom-auto m-0 h-auto w-full overflow-visible border-x-0 border-y border-white/10 bg-ink-950 p-0 text-inherit shadow-[0_24px_40px_-24px_rgb(0_0_0/0.7)]";
const ROW = "lg:static lg:block lg:w-auto lg:border-0 lg:bg-transparent lg:shadow-none";

/**
 * The one main navigation: a row on wide screens, a panel under the header on
 * small ones. A single list serves both so there is one landmark, not two.
 * Choosing an item loads its page, which starts with the panel closed.
 */
export function SiteNav({ id, label, items, currentPath }: SiteNavProps) {
  return (
    <nav id={id} aria-label={label} popover="auto" className={`${PANEL} ${ROW}`}>
      <ul className="mx-auto flex max-w-content flex-col px-5 py-3 sm:px-8 lg:flex-row lg:items-center lg:gap-1 lg:p-0">
        {items.map((item) => {
          const current = isCurrent(item.path, currentPath);
          return (
            <li key={item.path}>
              <a
                href={item.path}
                aria-current={current ? "page" : undefined}
                className={`relative block py-3 text-[0.95rem] transition-[color,background-color,border-color] lg:px-3 lg:py-2 lg:text-sm ${
                  current
                    ? "font-semibold text-white after:absolute after:inset-x-0 after:bottom-1.5 after:h-0.5 after:bg-gold-400 max-lg:after:right-auto max-lg:after:w-8 lg:after:inset-x-3 lg:after:-bottom-0.5"
                    : "text-ink-100 hover:text-white"
                }`}
              >
                {item.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Home is current on "/" only; every other item also on the paths below it. */
function isCurrent(itemPath: string, currentPath: string): boolean {
  const path = currentPath.replace(/\/+$/, "") || "/";
  if (itemPath === "/") return path === "/";
  return path === itemPath || path.startsWith(`${itemPath}/`);
}
