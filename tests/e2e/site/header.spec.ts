import { type Browser, expect, type Page, test } from "@playwright/test";
import { LAYOUT } from "#app/site/content/layout.ts";
import { isExpanded, ROUTES } from "./support.ts";

const MENU = LAYOUT.menuLabel;

// includeHidden: on a small screen the list is in the page but hidden until the menu opens.
const mainNav = (page: Page) =>
  page.getByRole("navigation", { name: LAYOUT.mainNavLabel, includeHidden: true });

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

/** Alpha of the header's background: below 1 while translucent. */
const backgroundAlpha = (page: Page) =>
  page.locator("header").evaluate((header) => {
    const rgba = getComputedStyle(header).backgroundColor.match(/[\d.]+/g) ?? [];
    return rgba.length === 4 ? Number(rgba[3]) : 1;
  });

for (const route of ROUTES) {
  test(`${route.path}: the header marks the active item and turns solid past 20 px`, async ({ page }) => {
    await page.goto(route.path);
    const current = mainNav(page).locator('a[aria-current="page"]');
    if (route.nav) {
      await expect(current).toHaveText([route.nav]);
      // Highlighted, not only announced: the current item is bolder than the rest.
      await expect(current).toHaveCSS("font-weight", "600");
      const other = mainNav(page).locator("a:not([aria-current])").first();
      await expect(other).toHaveCSS("font-weight", "400");
    } else {
      await expect(current).toHaveCount(0);
    }
    await expect(
      page.getByRole("banner").getByRole("link", { name: LAYOUT.header.firmName, exact: true }),
    ).toHaveAttribute("href", "/");

    const header = page.locator("header");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("position", "sticky");
    await scrollTo(page, 21);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(() => backgroundAlpha(page)).toBe(1);
    await scrollTo(page, 19);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect.poll(() => backgroundAlpha(page)).toBeLessThan(1);
  });
}

test("a page reloaded half-way down has a solid header from the start", async ({ page }) => {
  await page.goto("/about-us");
  // Half-way down, give or take the pixel a phone's viewport may round to.
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(590);
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(20);
  await expect(page.locator("header")).toHaveAttribute("data-scrolled", "true");
});

test("the nav lists the items in order and each leads to its page", async ({ page }) => {
  await page.goto("/");
  const expected = ROUTES.filter((route) => route.nav);
  const toggle = page.getByRole("button", { name: MENU });
  for (const route of expected) {
    if (await toggle.isVisible()) await toggle.click();
    await mainNav(page)
      .getByRole("link", { name: route.nav ?? "", exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${route.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
  }
  await expect(mainNav(page).getByRole("link", { includeHidden: true })).toHaveText(
    expected.map((route) => route.nav ?? ""),
  );
});

/** Runs `use` on a small screen, in a context of its own (with or without JavaScript). */
async function onSmallScreen(
  browser: Browser,
  javaScriptEnabled: boolean,
  use: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a small screen, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test("the menu opens with the toggle, exposes its state and closes when an item is chosen", async ({
      browser,
      baseURL,
    }) => {
      await onSmallScreen(browser, javaScriptEnabled, async (page) => {
        await page.goto(`${baseURL}/`);
        const toggle = page.getByRole("button", { name: MENU });
        await expect(mainNav(page)).toBeHidden();
        expect(await isExpanded(page, MENU)).toBe(false);
        await toggle.click();
        await expect(mainNav(page)).toBeVisible();
        expect(await isExpanded(page, MENU)).toBe(true);
        await toggle.click();
        await expect(mainNav(page)).toBeHidden();
        await toggle.click();
        await mainNav(page).getByRole("link", { name: "Services" }).click();
        await expect(page).toHaveURL(/\/services$/);
        await expect(mainNav(page)).toBeHidden();
        expect(await isExpanded(page, MENU)).toBe(false);
      });
    });

    test("with the keyboard: Enter opens, Escape closes and returns focus to the toggle", async ({
      browser,
      baseURL,
    }) => {
      await onSmallScreen(browser, javaScriptEnabled, async (page) => {
        await page.goto(`${baseURL}/about-us`);
        const toggle = page.getByRole("button", { name: MENU });
        await toggle.focus();
        await page.keyboard.press("Enter");
        await expect(mainNav(page)).toBeVisible();
        await page.keyboard.press("Tab");
        await expect(mainNav(page).getByRole("link").first()).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(mainNav(page)).toBeHidden();
        expect(await isExpanded(page, MENU)).toBe(false);
        await expect(toggle).toBeFocused();
      });
    });
  });
}

test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
  await page.goto("/services");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: LAYOUT.skipLinkLabel });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
