import { expect, type Page, test } from "@playwright/test";
import { enrolStaff, STRONG_PASSWORD, totpCode } from "#tests/support/staff/staff.ts";
import { INBOX_ORIGIN, SERVER_ENV, uniqueEmail, waitForInbox } from "./staff-support.ts";

// What a person sees when a code is refused: a replayed authentication code and a
// recovery code used a second time.

test.use({ baseURL: INBOX_ORIGIN });

async function signInWith(page: Page, email: string, code: string) {
  await page.goto("/inbox/sign-in");
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

test("a code works once: a replayed code and a reused recovery code are refused", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("refusals", testInfo.project.name);
  const { totpUri, backupCodes } = await enrolStaff(INBOX_ORIGIN, INBOX_ORIGIN, SERVER_ENV, email);
  const code = totpCode(totpUri, 1);
  await signInWith(page, email, code);
  await waitForInbox(page);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();

  await signInWith(page, email, code);
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toContainText("This authenticator code was already used. Wait for the next one.");

  const recovery = backupCodes[0] ?? "";
  await signInWith(page, email, recovery);
  await waitForInbox(page);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await signInWith(page, email, recovery);
  await expect(summary).toContainText("That recovery code is not right, or it was already used.");
  await page.goto("/inbox");
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
});
