import { expect, test } from "@playwright/test";
import { enrolStaff, linkToken, runStaff, STRONG_PASSWORD, totpCode } from "#tests/support/staff/staff.ts";
import { expectNoViolations, INBOX_ORIGIN, SERVER_ENV, uniqueEmail, waitForInbox } from "./staff-support.ts";

// "Forgot password" on a server without SMTP (the e2e server has none): every address gets
// the same plain answer, which says what to do instead; the operator's reset link then works.

test.use({ baseURL: INBOX_ORIGIN });

const NO_MAIL =
  "No reset link can be sent to any address. Ask the person who runs this server for one: they can print it with npm run staff -- reset-password EMAIL";

test("forgot password without SMTP, then the operator's reset link", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("forgot", testInfo.project.name);
  const { totpUri } = await enrolStaff(INBOX_ORIGIN, INBOX_ORIGIN, SERVER_ENV, email);

  for (const address of [email, uniqueEmail("nobody", testInfo.project.name)]) {
    await page.goto("/inbox/sign-in");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
    await expectNoViolations(page, "forgot password");
    await page.getByLabel("E-mail address", { exact: true }).fill(address);
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByRole("heading", { name: "This server cannot send e-mail" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(NO_MAIL);
    await expectNoViolations(page, "forgot password without SMTP");
  }

  const printed = await runStaff(["reset-password", email], SERVER_ENV);
  expect(printed.code, printed.stderr).toBe(0);
  await page.goto(`/inbox/reset-password?token=${linkToken(printed.stdout)}`);
  await page.getByLabel("New password").fill("short");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    "Use at least 12 characters.",
  );
  await expectNoViolations(page, "reset with an error");
  const renewed = `${STRONG_PASSWORD} renewed`;
  await page.getByLabel("New password").fill(renewed);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Your password is changed. Sign in with it and your authentication code.",
  );

  await page.getByRole("link", { name: "Back to sign-in" }).click();
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(renewed);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Authentication code").fill(totpCode(totpUri, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await waitForInbox(page);
});
