import { expect, test } from "@playwright/test";
import { UNKNOWN_PATH, watchPage } from "./support.ts";

test("an unknown path gets status 404 and the designed not-found page", async ({ page }) => {
  const response = await page.goto(UNKNOWN_PATH);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(new RegExp(`${UNKNOWN_PATH}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("the 404 page shows on any address without errors and its links lead back", async ({
  page,
  baseURL,
}) => {
  const watched = watchPage(page, new URL(baseURL ?? "").origin);
  await page.goto("/some/deeper/missing-page?ref=old-link");
  const ways = page.getByRole("navigation", { name: "Where to go next" });
  await expect(ways.getByRole("link")).toHaveText(["Home", "About Us", "Services", "Contact"]);
  await ways.getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  expect(watched.problems).toEqual([]);
});
