import { cleanup, render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import AboutUs from "#app/site/routes/about-us.tsx";
import Contact from "#app/site/routes/contact.tsx";
import Home from "#app/site/routes/home.tsx";
import NotFound from "#app/site/routes/not-found.tsx";
import OurNetwork from "#app/site/routes/our-network.tsx";
import Portal from "#app/site/routes/portal.tsx";
import PrivacyPolicy from "#app/site/routes/privacy-policy.tsx";
import Services from "#app/site/routes/services.tsx";

afterEach(cleanup);

const PAGES: [string, ComponentType][] = [
  ["/", Home],
  ["/about-us", AboutUs],
  ["/services", Services],
  ["/our-network", OurNetwork],
  ["/contact", Contact],
  ["/portal", Portal],
  ["/privacy-policy", PrivacyPolicy],
  ["/no-such-page", NotFound],
];

async function renderPage(path: string, Page: ComponentType) {
  const Stub = createRoutesStub([{ path, Component: Page }]);
  const view = render(<Stub initialEntries={[path]} />);
  await view.findAllByRole("heading", { level: 1 });
  return view.container;
}

describe.each(PAGES)("page %s", (path, Page) => {
  it("has exactly one h1 and never skips a heading level", async () => {
    const container = await renderPage(path, Page);
    const levels = [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
  });

  it("names every section by a heading that exists", async () => {
    const container = await renderPage(path, Page);
    for (const region of container.querySelectorAll("[aria-labelledby]")) {
      const heading = container.querySelector(`#${CSS.escape(region.getAttribute("aria-labelledby") ?? "")}`);
      expect(heading?.textContent?.trim()).toBeTruthy();
    }
  });

  it("gives every image a size and every link a destination", async () => {
    const container = await renderPage(path, Page);
    for (const img of container.querySelectorAll("img")) {
      expect(img.getAttribute("width")).toMatch(/^\d+$/);
      expect(img.getAttribute("height")).toMatch(/^\d+$/);
      expect(img.hasAttribute("alt")).toBe(true);
    }
    for (const link of container.querySelectorAll("a"))
      expect(link.getAttribute("href")).toMatch(/^(\/|#|mailto:|https:)/);
  });
});

describe("home image", () => {
  it("is the shipped original artwork, sized, responsive and lazily loaded", async () => {
    const container = await renderPage("/", Home);
    const images = container.querySelectorAll("img");
    expect(images).toHaveLength(1);
    const img = images[0] as HTMLImageElement;
    expect(img.getAttribute("src")).toMatch(/^\/[^:]*meridians[^/]*\.svg(\?|$)/);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("width")).toBe("1200");
    expect(img.getAttribute("height")).toBe("900");
    expect(img.className).toContain("h-auto");
    expect(img.className).toContain("w-full");
  });
});
