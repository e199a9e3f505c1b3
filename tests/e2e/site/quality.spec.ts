import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { ALL_PATHS, ROUTES, waitForHydration, watchPage } from "./support.ts";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const path of ALL_PATHS) {
  test.describe(path, () => {
    test("loads and hydrates with no console error, no warning and no request to another origin", async ({
      page,
      baseURL,
    }) => {
      const watched = watchPage(page, new URL(baseURL ?? "").origin);
      await page.goto(path, { waitUntil: "networkidle" });
      await waitForHydration(page);
      // Scroll through the page so lazy images and anything below the fold load too.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState("networkidle");
      expect(watched.problems).toEqual([]);
      expect(watched.foreignRequests).toEqual([]);
    });

    test("has no WCAG 2.2 AA violation that axe-core can find", async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
      expect(summary).toEqual([]);
    });

    test("does not scroll sideways at 320 px", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(path);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

// Production React neither reports nor repairs attribute mismatches during
// hydration: a page the browser would render differently (a wrong active nav
// item, for instance) keeps the prerendered markup and stays silent. So each
// page is also rendered by the browser alone, after a client-side navigation,
// and compared with the HTML the server sends.
for (const route of ROUTES) {
  test(`${route.path}: the browser renders exactly what was prerendered`, async ({ page, request }) => {
    const served = await (await request.get(route.path)).text();
    await page.goto(route.path === "/" ? "/privacy-policy" : "/");
    await waitForHydration(page);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: footerLabel(route.path), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${route.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
    // The footer link was clicked far down the previous page: let the new page
    // settle at the top, where the prerendered header is translucent.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("header")).toHaveAttribute("data-scrolled", "false");
    const [prerendered, rendered] = await page.evaluate((html) => {
      // Attribute order differs between server and client rendering; compare sorted.
      const canonical = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
        if (!(node instanceof Element)) return "";
        // React renders <noscript> empty in the browser, where it never shows.
        if (node.localName === "noscript") return "<noscript>";
        // A server-rendered <select> marks its option `selected`; the browser sets the
        // property instead. Compare what the visitor sees: the select's value.
        const attributes = [...node.attributes]
          .filter((a) => !(node.localName === "option" && a.name === "selected"))
          // Style attributes are compared as parsed declarations, not as written.
          .map(
            (a) =>
              `${a.name}="${a.name === "style" && node instanceof HTMLElement ? node.style.cssText : a.value}"`,
          );
        if (node instanceof HTMLSelectElement) attributes.push(`(value)="${node.value}"`);
        attributes.sort();
        return `<${node.localName} ${attributes.join(" ")}>${[...node.childNodes].map(canonical).join("")}</>`;
      };
      const landmarks = (root: Document) =>
        ["header", "main"].map((tag) => canonical(root.querySelector(tag) ?? document.createTextNode("")));
      return [landmarks(new DOMParser().parseFromString(html, "text/html")), landmarks(document)];
    }, served);
    expect(rendered).toEqual(prerendered);
  });
}

function footerLabel(path: string): string {
  return ROUTES.find((route) => route.path === path)?.nav ?? "Privacy Policy";
}

test("the first paint needs the HTML alone: the stylesheet is inline and survives navigation", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await page.goto("/services");
  await waitForHydration(page);
  await expect(page.locator("style[data-href]")).toHaveCount(1);
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(248, 245, 239)");
  await page.getByRole("link", { name: "Partner With UCP" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
  await expect(page.locator("style[data-href]")).toHaveCount(1);
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(248, 245, 239)");
  expect(stylesheets).toEqual([]);
});
