import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteFooter } from "#app/site/components/layout/site-footer.tsx";
import { LAYOUT } from "#app/site/content/layout.ts";
import { PAGES } from "#app/site/content/pages.ts";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderFooter() {
  render(<SiteFooter {...LAYOUT.footer} />);
  return screen.getByRole("contentinfo");
}

describe("site footer", () => {
  it("shows © year, the firm and the copyright line", () => {
    const footer = renderFooter();
    const year = new Date().getFullYear();
    expect(footer.textContent).toContain(`© ${year} UCP. ${LAYOUT.footer.copyright}`);
  });

  it("shows the tagline, the mailto link and the LinkedIn link", () => {
    const footer = renderFooter();
    expect(footer.textContent).toContain(LAYOUT.footer.tagline);
    const mail = screen.getByRole("link", { name: LAYOUT.footer.email });
    expect(mail.getAttribute("href")).toBe(`mailto:${LAYOUT.footer.email}`);
    const linkedin = screen.getByRole("link", { name: LAYOUT.footer.linkedinLabel });
    expect(linkedin.getAttribute("href")).toBe(LAYOUT.footer.linkedinUrl);
  });

  it("states the disclaimer: informational only, no offer or solicitation, not a broker-dealer", () => {
    const text = renderFooter().textContent ?? "";
    expect(text).toMatch(/for informational purposes only/);
    expect(text).toMatch(/not an offer to sell, or a solicitation of an offer to buy, any securities/);
    expect(text).toMatch(/UCP is not a registered broker-dealer/);
  });

  it("links every page and the privacy policy, so the site is navigable without script", () => {
    renderFooter();
    const nav = screen.getByRole("navigation", { name: LAYOUT.footer.navLabel });
    const hrefs = [...nav.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual([...Object.values(PAGES).map((page) => page.path)]);
  });
});
