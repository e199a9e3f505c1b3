import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { STRONG_PASSWORD } from "#tests/support/staff/staff.ts";
import { type PortalServer, startPortalServer } from "./portal-server.ts";
import { dealFor, invitePerson, mailTo, type Staff, signInStaff, textOf } from "./portal-staff.ts";
import { expectNoViolations, screenOf, setUpAccount, totpFromSecret, uniqueEmail } from "./portal-support.ts";

// A person who lost their authenticator gets back in through staff: the person screen shows
// where their sign-in stands and offers only what that allows; the reset names what ends
// before it happens; the person signs in with their password and the e-mailed link and
// sets up a new authenticator. Revoking asks first too, and "Restore access" undoes it.

test.describe.configure({ mode: "serial" });

let server: PortalServer;
let staff: Staff;
let staffContext: BrowserContext;
let personContext: BrowserContext;
let staffPage: Page;
let person: Page;
let personId: string;
let email: string;
let oldSecret: string;
let newSecret: string;

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  server = await startPortalServer();
  staff = await signInStaff(server, uniqueEmail("reset-staff", testInfo.project.name));
  const { organisationId } = await dealFor(staff, { organisation: "Alpine Pension", deal: "Glacier Fund" });
  email = uniqueEmail("lin", testInfo.project.name);
  const invited = await invitePerson(server, staff, { email, name: "Lin Wei", organisationId });
  personId = invited.personId;
  personContext = await browser.newContext(screenOf(testInfo, server.base));
  person = await personContext.newPage();
  oldSecret = await setUpAccount(person, invited.link);
  staffContext = await browser.newContext(screenOf(testInfo, server.base));
  await staffContext.addCookies(
    [...staff.client.cookies].map(([name, value]) => ({ name, value, url: server.base })),
  );
  staffPage = await staffContext.newPage();
});

test.afterAll(async () => {
  await staffContext?.close();
  await personContext?.close();
  await server?.stop();
});

const signIn = () => staffPage.getByRole("region", { name: "Portal sign-in" });
const state = () => signIn().locator("dl");

test("staff reset a lost second factor; the person signs in with the password and enrols a new one", async () => {
  test.setTimeout(120_000);
  await staffPage.goto(`/inbox/portal/people/${personId}`);
  await expect(state()).toContainText("Enrolled: password and second factor set up");
  await expect(state()).not.toContainText("Never");
  await expect(signIn().getByRole("button", { name: "Send invitation" })).toHaveCount(0);
  await expect(signIn().getByRole("button", { name: "Send password reset" })).toBeVisible();
  await expectNoViolations(staffPage, "person screen, enrolled");

  await signIn().getByRole("button", { name: "Reset second factor" }).click();
  const dialog = staffPage.getByRole("dialog", { name: "Reset the second factor of Lin Wei?" });
  await expect(dialog.getByRole("listitem")).toHaveText([
    "Their authenticator app, recovery codes and passkeys are removed.",
    "Their 1 open session ends now.",
    "They get a link with which they sign in with their password and set up a new authenticator.",
  ]);
  await expectNoViolations(staffPage, "second-factor reset confirmation");
  await dialog.getByRole("button", { name: "Reset second factor" }).click();
  await expect(dialog).toBeHidden();
  await expect(signIn().getByRole("status").first()).toContainText(
    `Second factor reset. ${email} has been e-mailed a link`,
  );
  await expect(state()).toContainText("Second factor reset; link sent");
  await expect(signIn().getByRole("button", { name: "Send a new second-factor link" })).toBeVisible();
  await expect(signIn().getByRole("button", { name: "Reset second factor" })).toHaveCount(0);
  await expectNoViolations(staffPage, "person screen, second factor reset");

  // The person's session has ended: the portal asks them to sign in.
  await person.reload();
  await expect(person.getByRole("heading", { name: "Sign in to the portal", level: 1 })).toBeVisible();
  // Their password alone does not let them in.
  await person.getByLabel("E-mail address", { exact: true }).fill(email);
  await person.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await person.getByRole("button", { name: "Continue" }).click();
  await expect(person.getByText("The e-mail address or password is not right.").first()).toBeVisible();

  const mail = await mailTo(server, email, (message) => /new authenticator/.test(textOf(message)));
  const link = /https?:\/\/\S+\/portal\/invitation\?token=[A-Za-z0-9_-]+/.exec(textOf(mail))?.[0];
  if (!link) throw new Error(`no link in: ${textOf(mail)}`);
  await person.goto(link);
  await expect(person.getByRole("heading", { name: "Set up a new authenticator", level: 1 })).toBeVisible();
  await expect(person.getByLabel("Repeat the password")).toHaveCount(0);
  await expectNoViolations(person, "second-factor link");
  await person.getByLabel("Your password", { exact: true }).fill(STRONG_PASSWORD);
  await person.getByRole("button", { name: "Continue" }).click();
  await expect(person.getByRole("heading", { name: "Add your authenticator app" })).toBeVisible();
  const secret = ((await person.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).not.toBe(oldSecret);
  newSecret = secret;
  await person.getByLabel("Authentication code", { exact: true }).fill(totpFromSecret(secret));
  await person.getByRole("button", { name: "Confirm" }).click();
  await expect(person.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  await person.getByRole("button", { name: "I have saved them" }).click();
  await expect(person.getByRole("heading", { name: "Your deals", level: 1 })).toBeVisible();

  await staffPage.reload();
  await expect(state()).toContainText("Enrolled: password and second factor set up");
});

test("revoking first names what ends; Cancel changes nothing and Restore access is the undo", async () => {
  await staffPage.goto(`/inbox/portal/people/${personId}`);
  await signIn().getByRole("button", { name: "Revoke access" }).click();
  const dialog = staffPage.getByRole("dialog", { name: "Revoke the portal access of Lin Wei?" });
  await expect(dialog.getByRole("listitem").first()).toHaveText("Their 1 open session ends now.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(state()).toContainText("Enrolled");
  await person.reload();
  await expect(person.getByRole("heading", { name: "Your deals", level: 1 })).toBeVisible();

  await signIn().getByRole("button", { name: "Revoke access" }).click();
  await dialog.getByRole("button", { name: "Revoke access" }).click();
  await expect(signIn().getByRole("status").first()).toHaveText(
    "Access revoked: signed out everywhere, and no new sign-in.",
  );
  await expect(state()).toContainText("Revoked");
  await expect(signIn().getByRole("button")).toHaveText(["Restore access"]);
  await expectNoViolations(staffPage, "person screen, revoked");
  await signIn().getByRole("button", { name: "Restore access" }).click();
  await expect(signIn().getByRole("status").first()).toHaveText("Access restored: they may sign in again.");
  await expect(state()).toContainText("Enrolled");
});

test("deleting a person first lists what goes with them; once deleted, their sign-in is gone", async () => {
  // Signed out by the revocation above, the person signs in again with both factors.
  await person.reload();
  await person.getByLabel("E-mail address", { exact: true }).fill(email);
  await person.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await person.getByRole("button", { name: "Continue" }).click();
  await person.getByLabel("Authentication code").fill(totpFromSecret(newSecret, 1));
  await person.getByRole("button", { name: "Verify" }).click();
  await expect(person.getByRole("heading", { name: "Your deals", level: 1 })).toBeVisible();

  await staffPage.goto(`/inbox/portal/people/${personId}`);
  const removal = staffPage.getByRole("region", { name: "Delete this person" });
  await removal.getByRole("button", { name: "Delete person…" }).click();
  const dialog = staffPage.getByRole("dialog", { name: "Delete Lin Wei from the portal?" });
  await expect(dialog.getByRole("listitem")).toHaveText([
    "Their sign-in: password, second factor, open links and 1 open session(s).",
    "Their 1 membership(s) of organisations.",
    "Their reading records: 0 update read(s), 0 document opening(s), 0 download(s).",
    "The audit log keeps its entries about them.",
  ]);
  await expectNoViolations(staffPage, "delete person confirmation");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(staffPage.getByRole("heading", { name: "Lin Wei", level: 1 })).toBeVisible();

  await removal.getByRole("button", { name: "Delete person…" }).click();
  await dialog.getByRole("button", { name: "Delete person" }).click();
  await expect(staffPage).toHaveURL(/\/inbox\/portal\/people$/);
  await expect(staffPage.getByRole("link", { name: "Lin Wei" })).toHaveCount(0);
  await person.reload();
  await expect(person.getByRole("heading", { name: "Sign in to the portal", level: 1 })).toBeVisible();
});
