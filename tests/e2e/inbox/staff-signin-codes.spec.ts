import { expect, type Page, test } from "@playwright/test";
import { enrolStaff, STRONG_PASSWORD, totpCode } from "#tests/support/staff/staff.ts";
import { expectNoViolations, INBOX_ORIGIN, SERVER_ENV, uniqueEmail, waitForInbox } from "./staff-support.ts";

// Codes as people type them, and errors as the GOV.UK Design System and GitHub show them:
// a summary at the top that takes focus, the error again at its field, naming the kind of
// code that was refused.

test.use({ baseURL: INBOX_ORIGIN });

async function passwordStep(page: Page, email: string) {
  await page.goto("/inbox/sign-in");
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
}

test("a code typed with a space and a lower-case recovery code both sign in", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("codes", testInfo.project.name);
  const { totpUri, backupCodes } = await enrolStaff(INBOX_ORIGIN, INBOX_ORIGIN, SERVER_ENV, email);

  await page.goto("/inbox/sign-in");
  await page.getByRole("button", { name: "Continue" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText(["Enter your e-mail address.", "Enter your password."]);
  await expect(page).toHaveTitle(/^Error: /);
  // By keyboard: from the summary to its first link, and on to the field it names.
  await page.keyboard.press("Tab");
  await expect(summary.getByRole("link", { name: "Enter your e-mail address." })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("E-mail address", { exact: true })).toBeFocused();
  await summary.getByRole("link", { name: "Enter your password." }).click();
  await expect(page.getByLabel("Password")).toBeFocused();
  await expectNoViolations(page, "sign-in with errors");

  await passwordStep(page, email);
  const code = page.getByLabel("Authentication code", { exact: true });
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await code.fill("000 000");
  await page.getByRole("button", { name: "Verify" }).click();
  const wrong = "That authenticator code is not right. Enter the 6-digit code your app shows now.";
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(wrong);
  // The hint and the error both describe the field.
  await expect(code).toHaveAccessibleDescription(`6 digits. Spaces and hyphens do not matter. ${wrong}`);
  await expectNoViolations(page, "code step with an error");

  // Enrolment used this period's code: the next one, typed as "123 456", is accepted.
  const next = totpCode(totpUri, 1);
  await code.fill(`${next.slice(0, 3)} ${next.slice(3)}`);
  await code.press("Enter");
  await waitForInbox(page);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await passwordStep(page, email);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  const recovery = page.getByLabel("Recovery code", { exact: true });
  await expect(recovery).toBeFocused();
  await recovery.fill("zzzzz-zzzzz");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(summary).toContainText("That recovery code is not right, or it was already used.");
  await expectNoViolations(page, "recovery step with an error");

  // The first code, in lower case with a space where the hyphen was.
  await recovery.fill((backupCodes[0] ?? "").toLowerCase().replace("-", " "));
  await page.getByRole("button", { name: "Verify" }).click();
  await waitForInbox(page);
});
