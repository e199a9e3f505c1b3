import { expect, type Page, test } from "@playwright/test";
import { ROUTES, waitForHydration } from "./support.ts";

// includeHidden: on a small screen the list is in the page but hidden until the menu opens.
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main", includeHidden: true });

async function scrollAndRead(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  return page.locator("header");
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
    await waitForHydration(page);
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
    await expect(page.getByRole("banner").getByRole("link", { name: "UCP", exact: true })).toHaveAttribute(
      "href",
      "/",
    );

    const header = page.locator("header");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("position", "sticky");
    await scrollAndRead(page, 21);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(() => backgroundAlpha(page)).toBe(1);
    await scrollAndRead(page, 19);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect.poll(() => backgroundAlpha(page)).toBeLessThan(1);
  });
}

test("the nav lists the six items in the fixed order and each leads to its page", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const expected = ROUTES.filter((route) => route.nav);
  const toggle = page.getByRole("button", { name: "Menu" });
  for (const route of expected) {
    if (await toggle.isVisible()) await toggle.click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: route.nav ?? "", exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${route.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
  }
  await expect(mainNav(page).getByRole("link", { includeHidden: true })).toHaveText(
    expected.map((route) => route.nav ?? ""),
  );
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the menu opens with the toggle and closes when an item is chosen", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(mainNav(page)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", "site-nav");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(mainNav(page)).toBeVisible();
    await mainNav(page).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(mainNav(page)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
    await page.goto("/about-us");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await mainNav(page).getByRole("link", { name: "Contact" }).focus();
    await page.keyboard.press("Escape");
    await expect(mainNav(page)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});

test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
  await page.goto("/services");
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
