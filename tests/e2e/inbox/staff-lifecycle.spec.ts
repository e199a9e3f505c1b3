import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { STRONG_PASSWORD } from "#tests/support/staff/staff.ts";
import { addPasskeyOnAccountPage, addVirtualAuthenticator } from "../virtual-passkey.ts";
import { INBOX_ORIGIN, invite, totpFromSecret, uniqueEmail, waitForInbox } from "./staff-support.ts";

// The whole life of a staff account in Chromium on SQLite: invitation, password,
// authenticator, recovery codes, sign-in with two factors, a passkey, sign-out.

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test.use({ baseURL: INBOX_ORIGIN });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

test("invitation, enrolment, two-factor sign-in, passkey, sign-out everywhere", async ({
  page,
}, testInfo) => {
  // Many steps, each a real server round trip with password hashing: more than the default 30 s.
  test.setTimeout(120_000);
  const email = uniqueEmail("life", testInfo.project.name);
  const token = await invite(email);

  await page.goto(`/inbox/invitation?token=${token}`);
  await expect(page.getByRole("heading", { name: "Set up your staff account" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("New password").fill("password1234");
  await page.getByLabel("Repeat the password").fill("password1234");
  await page.getByRole("button", { name: "Continue" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toContainText("too common");
  await page.getByLabel("New password").fill(STRONG_PASSWORD);
  await page.getByLabel("Repeat the password").fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Add your authenticator app" })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expectNoAxeViolations(page);
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await page.getByLabel("Authentication code").fill(totpFromSecret(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await waitForInbox(page);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/sign-in$/);
  await expectNoAxeViolations(page);

  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(summary).toContainText(
    "That authenticator code is not right. Enter the 6-digit code your app shows now.",
  );
  // The enrolment used the current code: the next period's is accepted (one period either side).
  await page.getByLabel("Authentication code").fill(totpFromSecret(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await waitForInbox(page);

  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expectNoAxeViolations(page);

  await addVirtualAuthenticator(page);
  await addPasskeyOnAccountPage(page);
  await expect(page.getByRole("list", { name: "Passkeys" }).getByRole("listitem")).toHaveCount(1);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await waitForInbox(page);

  await page.getByRole("link", { name: "Account" }).click();
  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(page.getByRole("list", { name: "Where you are signed in" }).getByRole("listitem")).toHaveCount(
    1,
  );
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();
  await page.goto("/inbox/account");
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
});
