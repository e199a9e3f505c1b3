import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SiteHeader } from "../../../app/components/layout/site-header.tsx";
import { NAV_ITEMS } from "../../../app/content/navigation.ts";

afterEach(cleanup);

function renderHeader(path = "/") {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader firmName="UCP" items={NAV_ITEMS} navLabel="Main" menuLabel="Menu" />
    </MemoryRouter>,
  );
  return {
    header: screen.getByRole("banner"),
    nav: screen.getByRole("navigation", { name: "Main" }),
    toggle: screen.getByRole("button", { name: "Menu" }),
  };
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("site header", () => {
  it("links the firm name home and lists the six items in order", () => {
    const { nav } = renderHeader();
    expect(screen.getByRole("link", { name: "UCP" }).getAttribute("href")).toBe("/");
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      NAV_ITEMS.map((item) => [item.name, item.path]),
    );
  });

  it("marks only the current page's item with aria-current", () => {
    const { nav } = renderHeader("/services");
    const current = within(nav)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Services"]);
  });

  it("is translucent at the top and solid only once scrolled more than 20 px", () => {
    const { header } = renderHeader();
    expect(header.dataset.scrolled).toBe("false");
    scrollTo(21);
    expect(header.dataset.scrolled).toBe("true");
    scrollTo(20);
    expect(header.dataset.scrolled).toBe("false");
    scrollTo(400);
    expect(header.dataset.scrolled).toBe("true");
    scrollTo(0);
    expect(header.dataset.scrolled).toBe("false");
  });

  it("opens the menu with the toggle, which names and controls the navigation", async () => {
    const user = userEvent.setup();
    const { nav, toggle } = renderHeader();
    expect(toggle.getAttribute("aria-controls")).toBe(nav.id);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(nav.className).toMatch(/(^|\s)hidden(\s|$)/);
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(nav.className).not.toMatch(/(^|\s)hidden(\s|$)/);
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes the menu when an item is chosen", async () => {
    const user = userEvent.setup();
    const { nav, toggle } = renderHeader("/");
    await user.click(toggle);
    await user.click(within(nav).getByRole("link", { name: "About Us" }));
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    // Choosing the page already shown closes it too.
    await user.click(toggle);
    await user.click(within(nav).getByRole("link", { name: "About Us" }));
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on Escape and gives focus back to the toggle", async () => {
    const user = userEvent.setup();
    const { nav, toggle } = renderHeader();
    await user.click(toggle);
    within(nav).getByRole("link", { name: "Contact" }).focus();
    await user.keyboard("{Escape}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });
});
