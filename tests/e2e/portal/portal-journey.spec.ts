import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { STRONG_PASSWORD } from "#tests/support/staff/staff.ts";
import { type PortalServer, startPortalServer } from "./portal-server.ts";
import {
  dealFor,
  invitePerson,
  mailTo,
  type Setting,
  type Staff,
  signInStaff,
  textOf,
} from "./portal-staff.ts";
import {
  expectNoViolations,
  keepShot,
  screenOf,
  setUpAccount,
  totpFromSecret,
  uniqueEmail,
} from "./portal-support.ts";

// An investor from the invitation to the end of their access, in Chromium against the real
// server with the portal on, SQLite and a real SMTP sink: the invitation e-mail, enrolment,
// sign-in with a code, terms, an update and its e-mail, a revoked grant, a revoked person.
// Staff act through the staff API, as the staff app does. Each project (1280 and 375 px)
// runs it whole, with axe on every screen (questions and settings: portal-deal-life).

test.describe.configure({ mode: "serial" });

let server: PortalServer;
let staff: Staff;
let context: BrowserContext;
let page: Page;
let deal: Setting;
let email: string;
let personId: string;
let secret: string;
const DEAL = "Alpine Infrastructure Fund III";
const ORGANISATION = "Nordic Pension Fund";
const TERMS = "## Confidentiality\n\nThe recipient keeps everything about this deal confidential.";

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  server = await startPortalServer();
  staff = await signInStaff(server, uniqueEmail("portal-staff", testInfo.project.name));
  deal = await dealFor(staff, { organisation: ORGANISATION, deal: DEAL }, TERMS);
  context = await browser.newContext(screenOf(testInfo, server.base));
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

test("invitation by e-mail, enrolment, then a first sign-in with a code", async () => {
  const testInfo = test.info();
  test.setTimeout(90_000);
  email = uniqueEmail("ada", testInfo.project.name);
  let link: string;
  ({ personId, link } = await invitePerson(server, staff, {
    email,
    name: "Ada Lovelace",
    organisationId: deal.organisationId,
  }));
  expect(new URL(link).origin).toBe(server.base);
  secret = await setUpAccount(page, link, true);
  await keepShot(page, "home-first", (name) => testInfo.outputPath(name));

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the portal" })).toBeVisible();
  await expect(page).toHaveTitle("Sign in to the portal · UCP portal");
  await expectNoViolations(page, "sign-in");
  await keepShot(page, "sign-in", (name) => testInfo.outputPath(name));
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor check" })).toBeVisible();
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    "That authenticator code is not right.",
  );
  await expectNoViolations(page, "code step with an error");
  // The enrolment used the current period's code: the next one signs in.
  await page.getByLabel("Authentication code").fill(totpFromSecret(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Your deals", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${server.base}/portal/`);
  // The staff's pages do not open with the portal's session.
  const inbox = await page.request.get(`${server.base}/inbox/api/session`);
  expect(inbox.status()).toBe(401);
});

test("a deal that asks for terms shows them first; accepting opens it", async () => {
  const testInfo = test.info();
  const card = page.getByRole("listitem").filter({ hasText: DEAL });
  await expect(card).toContainText("Terms to accept");
  await expectNoViolations(page, "home");
  await keepShot(page, "home", (name) => testInfo.outputPath(name));
  await card.getByRole("link", { name: DEAL }).click();
  await expect(page).toHaveURL(/\/portal\/deals\/[^/]+\/terms$/);
  await expect(page.getByRole("heading", { name: `Terms of ${DEAL}`, level: 1 })).toBeVisible();
  await expect(page.getByText("The recipient keeps everything about this deal confidential.")).toBeVisible();
  await expectNoViolations(page, "terms");
  await keepShot(page, "terms", (name) => testInfo.outputPath(name));
  // Nothing of the deal is reachable before: its page leads back to the terms.
  await page.goto(`/portal/deals/${deal.dealId}`);
  await expect(page.getByRole("heading", { name: `Terms of ${DEAL}`, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "I accept these terms" }).click();
  await expect(page.getByRole("heading", { name: DEAL, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${DEAL} · UCP portal`);
  await expect(page.getByText("No update has been posted yet.")).toBeVisible();
  // A deal is under "Your deals": the bar marks it as the current section, not Account.
  const sections = page.getByRole("navigation", { name: "Portal sections" });
  await expect(sections.getByRole("link", { name: "Your deals" })).toHaveAttribute("aria-current", "page");
  await expect(sections.getByRole("link", { name: "Account" })).not.toHaveAttribute("aria-current");
  await page.getByRole("link", { name: "Your deals" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: DEAL })).not.toContainText("Terms to accept");
});

test("an update posted by staff shows as new, and its e-mail says only where to read it", async () => {
  const testInfo = test.info();
  const title = "First close reached";
  const secretLine = "The first close raised EUR 420 million from 42 investors.";
  await staff.call("POST", `/deals/${deal.dealId}/updates`, {
    title,
    bodyMd: `${secretLine}\n\n- **Next:** the second close`,
    audience: "deal",
  });
  await page.reload();
  const card = page.getByRole("listitem").filter({ hasText: DEAL });
  await expect(card).toContainText("1 new update");
  await card.getByRole("link", { name: DEAL }).click();
  const item = page.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("New");
  await expectNoViolations(page, "deal");
  await keepShot(page, "deal", (name) => testInfo.outputPath(name));
  await item.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(secretLine)).toBeVisible();
  await expect(page.locator(".prose strong")).toHaveText("Next:");
  await expectNoViolations(page, "update");
  await keepShot(page, "update", (name) => testInfo.outputPath(name));

  const notice = await mailTo(server, email, (mail) => textOf(mail).includes(title));
  const text = textOf(notice);
  expect(text).toContain(DEAL);
  expect(text).toContain(`${server.base}/portal/`);
  expect(text).not.toContain("420 million");
  expect(text).not.toContain("second close");
  expect(notice.parsed?.attachments ?? []).toEqual([]);
});

test("a revoked grant takes the deal away at once", async () => {
  const testInfo = test.info();
  await page.goto("/portal/");
  await expect(page.getByRole("link", { name: DEAL })).toBeVisible();
  await staff.call("POST", `/deals/${deal.dealId}/grants/${deal.grantId}/revoke`);
  // The link on the page loaded before the revocation says that access ended.
  await page.getByRole("link", { name: DEAL }).click();
  await expect(page.getByRole("heading", { name: "Your access has ended", level: 1 })).toBeVisible();
  await expectNoViolations(page, "access ended");
  await keepShot(page, "access-ended", (name) => testInfo.outputPath(name));
  await page.getByRole("link", { name: "Back to your deals" }).click();
  await expect(page.getByRole("heading", { name: "Your deals", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: DEAL })).toHaveCount(0);
  await expect(page.getByText(/No deal is open to you now: your access has ended/)).toBeVisible();
  await expect(page.getByText("No deal is open to you yet.")).toHaveCount(0);
});

test("a person the firm revokes is signed out at their next step", async () => {
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await staff.call("POST", `/people/${personId}/revocation`);
  await page.getByRole("link", { name: "Your deals" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the portal", level: 1 })).toBeVisible();
  await expect(page.getByText("Your session ended. Please sign in again.")).toBeVisible();
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Two-factor check" })).toHaveCount(0);
});
