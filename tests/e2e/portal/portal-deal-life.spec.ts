import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { type PortalServer, startPortalServer } from "./portal-server.ts";
import { dealFor, invitePerson, type Setting, type Staff, signInStaff } from "./portal-staff.ts";
import {
  enrolledContext,
  expectNoViolations,
  keepShot,
  screenOf,
  setUpAccount,
  uniqueEmail,
} from "./portal-support.ts";

// A deal's life for the people on it, in Chromium against the real server with the portal
// on: questions kept within the asker's organisation until the firm publishes them, the
// e-mail settings, and older updates paged in. Each project (1280 and 375 px) runs it whole.

test.describe.configure({ mode: "serial" });

let server: PortalServer;
let staff: Staff;
let context: BrowserContext;
let page: Page;
let deal: Setting;
const DEAL = "Solar Co-investment Iberia";
const ORGANISATION = "Nordic Pension Fund";

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  server = await startPortalServer();
  staff = await signInStaff(server, uniqueEmail("portal-staff", testInfo.project.name));
  deal = await dealFor(staff, { organisation: ORGANISATION, deal: DEAL });
  context = await browser.newContext(screenOf(testInfo, server.base));
  page = await context.newPage();
  const { link } = await invitePerson(server, staff, {
    email: uniqueEmail("ada", testInfo.project.name),
    name: "Ada Lovelace",
    organisationId: deal.organisationId,
  });
  await setUpAccount(page, link);
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

test("a question is answered privately, then published to the other organisation without its asker", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const question = "When is the second close expected?";
  await page.goto(`/portal/deals/${deal.dealId}`);
  await page.getByLabel("Your question").fill(question);
  await page.getByRole("button", { name: "Send question" }).click();
  await expect(page.getByRole("status")).toHaveText("Your question was sent. The firm will answer it here.");
  const own = page.getByRole("listitem").filter({ hasText: question });
  await expect(own).toContainText("Awaiting an answer");
  await expect(own).toContainText("Asked by Ada Lovelace");

  // Another organisation on the same deal: its person sees nothing of the question yet.
  const other = await staff.call<{ id: string }>("POST", "/organisations", {
    name: "Harbour Endowment",
    kind: "endowment",
  });
  await staff.call("POST", `/deals/${deal.dealId}/grants`, { organisationId: other.id });
  const { link: otherLink } = await invitePerson(server, staff, {
    email: uniqueEmail("grace", testInfo.project.name),
    name: "Grace Hopper",
    organisationId: other.id,
  });
  const otherContext = await browser.newContext(screenOf(testInfo, server.base));
  try {
    const otherPage = await enrolledContext(otherContext, otherLink);
    await otherPage.getByRole("link", { name: DEAL }).click();
    await expect(otherPage.getByRole("heading", { name: DEAL, level: 1 })).toBeVisible();
    await expect(otherPage.getByText(question)).toHaveCount(0);

    const open = await staff.call<{ items: { id: string; body: string }[] }>(
      "GET",
      `/deals/${deal.dealId}/questions?state=open`,
    );
    const asked = open.items.find((item) => item.body === question);
    if (!asked) throw new Error("the question is not among the open ones");
    await staff.call("POST", `/questions/${asked.id}/answer`, {
      answerMd: "In **March 2027**.",
      publish: false,
    });
    await page.reload();
    await expect(own).toContainText("Answered to your organisation only");
    await expect(own.locator(".prose strong")).toHaveText("March 2027");
    await expectNoViolations(page, "deal with an answer");
    await otherPage.reload();
    await expect(otherPage.getByRole("heading", { name: DEAL, level: 1 })).toBeVisible();
    await expect(otherPage.getByText(question)).toHaveCount(0);

    await staff.call("POST", `/questions/${asked.id}/publication`);
    await otherPage.reload();
    const published = otherPage.getByRole("listitem").filter({ hasText: question });
    await expect(published).toContainText("Published to everyone on the deal");
    await expect(published).toContainText("March 2027");
    await expect(published).not.toContainText("Ada Lovelace");
    await expect(otherPage.getByText(ORGANISATION)).toHaveCount(0);
  } finally {
    await otherContext.close();
  }
});

test("notification settings: a daily digest instead of an e-mail per update", async () => {
  const testInfo = test.info();
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expect(page.getByLabel("At once, for each new update")).toBeChecked();
  await expectNoViolations(page, "account");
  await keepShot(page, "account", (name) => testInfo.outputPath(name));
  await page.getByLabel("Once a day, a digest of the day's updates").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Once a day, a digest of the day's updates")).toBeChecked();
});

test("older updates load below the newest twenty, from the keyboard", async () => {
  // With the daily digest chosen above, these posts queue no e-mail each.
  for (let index = 1; index <= 21; index++)
    await staff.call("POST", `/deals/${deal.dealId}/updates`, {
      title: `Weekly note ${String(index).padStart(2, "0")}`,
      bodyMd: "Nothing to report.",
      audience: "deal",
    });
  await page.goto(`/portal/deals/${deal.dealId}`);
  const updates = page.getByRole("region", { name: "Updates" }).getByRole("listitem");
  await expect(updates).toHaveCount(20);
  await expect(updates.first()).toContainText("Weekly note 21");
  await expect(updates.first()).toContainText("New");
  const more = page.getByRole("button", { name: "Show older updates" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(updates).toHaveCount(21);
  await expect(updates.last()).toContainText("Weekly note 01");
  await expect(more).toHaveCount(0);
});
