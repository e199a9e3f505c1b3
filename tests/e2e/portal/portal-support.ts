import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import {
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  type TestInfo,
} from "@playwright/test";
import * as OTPAuth from "otpauth";
import { STRONG_PASSWORD } from "#tests/support/staff/staff.ts";

/** The WCAG levels every portal screen is checked against (the staff screens' too). */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe finds nothing on the screen as it is now; `label` names the screen in a failure. */
export async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect([label, results.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)]).toEqual([label, []]);
}

/** A name no other test (or the other project running at once) uses. */
export function uniqueName(label: string, testInfo: TestInfo): string {
  return `${label} ${testInfo.project.name} ${Date.now().toString(36)}`;
}

/**
 * Whether screens are kept as full-page screenshots to be looked at (`E2E_SCREENSHOTS=1`).
 * They assert nothing, and took a seventh of the portal specs' time, so a plain run skips them.
 */
const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";

/**
 * axe on the screen as it is, a check that nothing is wider than the screen, and with
 * E2E_SCREENSHOTS=1 a full-page screenshot under .tmp/screens/ (named by screen and width),
 * so that every portal screen can be looked at at 375 and 1280 px.
 */
export async function checkScreen(page: Page, label: string) {
  await expectNoViolations(page, label);
  const width = page.viewportSize()?.width ?? 0;
  if (KEEP_SCREENSHOTS) {
    mkdirSync(".tmp/screens", { recursive: true });
    await page.screenshot({
      path: `.tmp/screens/${label.replaceAll(/\W+/g, "-")}-${width}.png`,
      fullPage: true,
    });
  }
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

/** A new context's screen: the project's (1280 or 375 px, touch on the phone), on `base`. */
export function screenOf(testInfo: TestInfo, base: string): BrowserContextOptions {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  return {
    baseURL: base,
    ...(viewport ? { viewport } : {}),
    isMobile: isMobile ?? false,
    hasTouch: hasTouch ?? false,
  };
}

/** With E2E_SCREENSHOTS=1, a screenshot of the screen as it is, kept with the test's results. */
export async function keepShot(page: Page, name: string, outputPath: (name: string) => string) {
  if (KEEP_SCREENSHOTS) await page.screenshot({ path: outputPath(`${name}.png`), fullPage: true });
}

export function totpFromSecret(secret: string, offsetPeriods = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetPeriods * 30_000 });
}

export function uniqueEmail(label: string, project: string): string {
  return `${label}-${project}-${Date.now().toString(36)}@example.com`;
}

/**
 * The invitation's screens as a new person goes through them: password, authenticator,
 * recovery codes, then home. `check` runs axe on each. Returns the authenticator's key.
 */
export async function setUpAccount(page: Page, link: string, check = false): Promise<string> {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set up your portal account" })).toBeVisible();
  if (check) await expectNoViolations(page, "invitation");
  await page.getByLabel("New password", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel("Repeat the password", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Add your authenticator app" })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  if (check) await expectNoViolations(page, "enrolment");
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  await page.getByLabel("Authentication code", { exact: true }).fill(totpFromSecret(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  if (check) await expectNoViolations(page, "recovery codes");
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByRole("heading", { name: "Your deals", level: 1 })).toBeVisible();
  return secret;
}

/** A second person, enrolled in their own browser context (its cookies only under /portal/). */
export async function enrolledContext(context: BrowserContext, link: string): Promise<Page> {
  const page = await context.newPage();
  await setUpAccount(page, link);
  return page;
}
