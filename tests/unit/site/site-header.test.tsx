import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SiteHeader } from "#app/site/components/layout/site-header.tsx";
import { LAYOUT } from "#app/site/content/layout.ts";
import { NAV_ITEMS } from "#app/site/content/navigation.ts";

afterEach(cleanup);

// The header's behaviour (scrolling, the menu) runs in the browser without React:
// tests/e2e/site/header.spec.ts covers it. These check the markup it relies on.
function renderHeader(path = "/") {
  render(
    <SiteHeader
      firmName={LAYOUT.header.firmName}
      items={NAV_ITEMS}
      navLabel={LAYOUT.mainNavLabel}
      menuLabel={LAYOUT.menuLabel}
      currentPath={path}
    />,
  );
  return {
    nav: screen.getByRole("navigation", { name: LAYOUT.mainNavLabel, hidden: true }),
    toggle: screen.getByRole("button", { name: LAYOUT.menuLabel }),
  };
}

const currentItems = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("link", { hidden: true })
    .filter((link) => link.getAttribute("aria-current") === "page")
    .map((link) => link.textContent);

describe("site header", () => {
  it("links the firm name home and lists the nav items in order", () => {
    const { nav } = renderHeader();
    expect(screen.getByRole("link", { name: LAYOUT.header.firmName }).getAttribute("href")).toBe("/");
    const links = within(nav).getAllByRole("link", { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      NAV_ITEMS.map((item) => [item.name, item.path]),
    );
  });

  it("marks only the current page's item with aria-current, Home on / only", () => {
    expect(currentItems(renderHeader("/services").nav)).toEqual(["Services"]);
    cleanup();
    expect(currentItems(renderHeader("/").nav)).toEqual(["Home"]);
    cleanup();
    expect(currentItems(renderHeader("/404").nav)).toEqual([]);
  });

  it("opens the navigation as a popover from the toggle, which needs no script", () => {
    const { nav, toggle } = renderHeader();
    expect(nav.getAttribute("popover")).toBe("auto");
    expect(toggle.getAttribute("popovertarget")).toBe(nav.id);
  });

  it("starts translucent, with the script that follows the scroll right after it", () => {
    renderHeader();
    const header = screen.getByRole("banner");
    expect(header.dataset.scrolled).toBe("false");
    expect(header.nextElementSibling?.tagName).toBe("SCRIPT");
  });
});
