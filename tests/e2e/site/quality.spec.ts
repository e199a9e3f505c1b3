import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { ALL_PATHS, CONTENT_PATHS, waitForFonts, watchPage } from "./support.ts";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// The desktop (1280 px) and mobile (375 px) projects run each of these.
for (const path of ALL_PATHS) {
  test.describe(path, () => {
    test("loads with no console error, no warning and no request to another origin", async ({
      page,
      baseURL,
    }) => {
      const watched = watchPage(page, new URL(baseURL ?? "").origin);
      await page.goto(path, { waitUntil: "networkidle" });
      // Scroll through the page so lazy images and anything below the fold load too.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState("networkidle");
      expect(watched.problems).toEqual([]);
      expect(watched.foreignRequests).toEqual([]);
      if (CONTENT_PATHS.includes(path)) expect(watched.scripts).toEqual([]);
    });

    test("has no WCAG 2.2 AA violation that axe-core can find", async ({ page }) => {
      await page.goto(path);
      await waitForFonts(page);
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
      expect(summary).toEqual([]);
    });

    test("does not scroll sideways at 320 px", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    // What script does on a page (inline scripts, the fonts loaded after the page,
    // the contact form's island) must change nothing a visitor sees: the page
    // looks exactly as the prerendered HTML and CSS alone make it look.
    test("looks the same with JavaScript on as with it off", async ({ browser, baseURL, viewport }) => {
      test.slow(); // Two browser contexts and two full-page screenshots of the longest pages.
      const shoot = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ viewport, javaScriptEnabled });
        try {
          const page = await context.newPage();
          await page.goto(`${baseURL}${path}`);
          await waitForFonts(page);
          if (javaScriptEnabled && path === "/contact") {
            // The form's island arrives on the first interaction: a key that changes nothing on screen.
            await page.keyboard.press("Shift");
            await expect(page.locator("#contact-island")).toHaveAttribute("data-island", "ready");
          }
          return await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
        } finally {
          await context.close();
        }
      };
      const [withScript, withoutScript] = [await shoot(true), await shoot(false)];
      expect(withScript.equals(withoutScript), "screenshots differ").toBe(true);
    });
  });
}

test("the first paint needs the HTML alone: the stylesheet is inline, fonts come after load", async ({
  page,
}) => {
  await page.goto("/services");
  await waitForFonts(page);
  await expect(page.locator("style[data-href]")).toHaveCount(1);
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(248, 245, 239)");
  // Every stylesheet, font and script was asked for once the page had loaded.
  const early = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const loaded = navigation?.loadEventStart ?? 0;
    return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter(
        (entry) =>
          ["link", "css", "script"].includes(entry.initiatorType) || /\.(css|woff2|js)$/.test(entry.name),
      )
      .filter((entry) => entry.startTime < loaded)
      .map((entry) => entry.name);
  });
  expect(early).toEqual([]);
  expect(await page.evaluate(() => performance.getEntriesByType("resource").length)).toBeGreaterThan(0);
});
