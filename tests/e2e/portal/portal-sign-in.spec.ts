import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { STRONG_PASSWORD } from "#tests/support/staff/staff.ts";
import { addPasskeyOnAccountPage, addVirtualAuthenticator } from "../virtual-passkey.ts";
import { type PortalServer, startPortalServer } from "./portal-server.ts";
import { dealFor, invitePerson, mailTo, type Staff, signInStaff, textOf } from "./portal-staff.ts";
import { expectNoViolations, keepShot, screenOf, setUpAccount, uniqueEmail } from "./portal-support.ts";

// The portal's own ways in, on the same screens as the staff's (app/ui/auth): a recovery
// code, a forgotten password reset through the e-mailed link, and a passkey. Real server
// with the portal on, a real SMTP sink, Chromium's virtual authenticator.

test.describe.configure({ mode: "serial" });

let server: PortalServer;
let staff: Staff;
let context: BrowserContext;
let page: Page;
let email: string;
let recoveryCode: string;
let secondCode: string;
const NEW_PASSWORD = "a whole new passphrase 2027";

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  server = await startPortalServer();
  staff = await signInStaff(server, uniqueEmail("portal-staff", testInfo.project.name));
  const { organisationId } = await dealFor(staff, {
    organisation: "Pacific Insurer",
    deal: "Harbour Project",
  });
  context = await browser.newContext(screenOf(testInfo, server.base));
  page = await context.newPage();
  email = uniqueEmail("lin", testInfo.project.name);
  const { link } = await invitePerson(server, staff, { email, name: "Lin Wei", organisationId });
  await setUpAccount(page, link);
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

test("a recovery code signs in once, typed in lower case", async () => {
  await page.getByRole("link", { name: "Account" }).click();
  const section = page.getByRole("region", { name: "Recovery codes" });
  await section.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await section.getByRole("button", { name: "Make new recovery codes" }).click();
  const codes = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  recoveryCode = (await codes.nth(0).textContent()) ?? "";
  secondCode = (await codes.nth(1).textContent()) ?? "";
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await expect(page.getByRole("heading", { name: "Use a recovery code" })).toBeVisible();
  await expectNoViolations(page, "recovery code step");
  await page.getByLabel("Recovery code").fill(recoveryCode.toLowerCase());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Your deals", level: 1 })).toBeVisible();
});

test("a forgotten password is reset through the e-mailed link", async () => {
  const testInfo = test.info();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password", level: 1 })).toBeVisible();
  await expectNoViolations(page, "forgot password");
  await keepShot(page, "forgot-password", (name) => testInfo.outputPath(name));
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("status")).toContainText("If this address has a portal account");

  const mail = await mailTo(server, email, (message) => /reset-password/.test(textOf(message)));
  const link = /https?:\/\/\S+\/portal\/reset-password\?token=[A-Za-z0-9_-]+/.exec(textOf(mail))?.[0];
  if (!link) throw new Error(`no reset link in: ${textOf(mail)}`);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password", level: 1 })).toBeVisible();
  await expectNoViolations(page, "reset password");
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password is changed.");
  await page.getByRole("link", { name: "Back to sign-in" }).click();
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    "The e-mail address or password is not right.",
  );
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor check" })).toBeVisible();
});

test("a used recovery code is refused; a passkey added on the account page signs in alone", async () => {
  // Still at the code step after the reset: the recovery code used above works only once.
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCode);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    "That recovery code is not right, or it was already used.",
  );
  await page.getByLabel("Recovery code").fill(secondCode);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Your deals", level: 1 })).toBeVisible();

  await addVirtualAuthenticator(page);
  await page.getByRole("link", { name: "Account" }).click();
  await addPasskeyOnAccountPage(page);
  await expect(page.getByRole("list", { name: "Passkeys" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the portal" })).toBeVisible();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Your deals", level: 1 })).toBeVisible();
});
