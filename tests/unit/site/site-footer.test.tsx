import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CurrentYear } from "../../../app/components/layout/current-year.tsx";
import { SiteFooter } from "../../../app/components/layout/site-footer.tsx";
import { LAYOUT } from "../../../app/content/layout.ts";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderFooter() {
  render(
    <MemoryRouter>
      <SiteFooter {...LAYOUT.footer} />
    </MemoryRouter>,
  );
  return screen.getByRole("contentinfo");
}

describe("site footer", () => {
  it("shows the current year even when the page was built in an earlier one", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-01T12:00:00Z"));
    render(
      <p data-testid="year">
        <CurrentYear initialYear={2024} />
      </p>,
    );
    expect(screen.getByTestId("year").textContent).toBe("2031");
  });

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
    expect(hrefs).toEqual([
      "/",
      "/about-us",
      "/services",
      "/our-network",
      "/contact",
      "/portal",
      "/privacy-policy",
    ]);
  });
});
