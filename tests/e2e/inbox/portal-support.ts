import { mkdirSync } from "node:fs";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { expectNoViolations } from "./staff-support.ts";

/** A name no other test (or the other project running at once) uses. */
export function uniqueName(label: string, testInfo: TestInfo): string {
  return `${label} ${testInfo.project.name} ${Date.now().toString(36)}`;
}

/**
 * axe on the screen as it is, and a full-page screenshot of it under .tmp/screens/ (named
 * by screen and width), so that every portal screen is looked at at 375 and 1280 px.
 */
export async function checkScreen(page: Page, label: string) {
  await expectNoViolations(page, label);
  mkdirSync(".tmp/screens", { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: `.tmp/screens/${label.replaceAll(/\W+/g, "-")}-${width}.png`,
    fullPage: true,
  });
  // Nothing wider than the screen: a phone never scrolls sideways.
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  if (!fits) throw new Error(`${label} is wider than ${width} px`);
}

/** Picks a record in a picker: types part of its name, searches, chooses the one match. */
export async function pick(page: Page, what: string, name: string) {
  const picker = page.getByRole("group", { name: `Choose ${what}` });
  await picker.getByLabel(`Find ${what}`).fill(name);
  await picker.getByLabel(`Find ${what}`).press("Enter");
  await picker
    .getByRole("status")
    .filter({ hasText: /^1 match$/ })
    .waitFor();
  const choice = picker.getByLabel(`Choose ${what}`, { exact: true });
  // The first option is "Choose…": nothing is chosen until the user chooses.
  await expect(choice).toHaveValue("");
  const label = await choice.locator("option:not([value=''])").first().textContent();
  await choice.selectOption({ label: label ?? name });
}
