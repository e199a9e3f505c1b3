import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { textDocument } from "#tests/fixtures/pdf/text-document.ts";
import { putFile } from "#tests/support/portal/index.ts";
import { type PortalServer, startPortalServer } from "./portal-server.ts";
import { dealFor, invitePerson, type Setting, type Staff, signInStaff } from "./portal-staff.ts";
import { enrolledContext, expectNoViolations, keepShot, screenOf, uniqueEmail } from "./portal-support.ts";

// What investors meet when something is missing, at 1280 and 375 px (the two projects):
// terms asked for before any are written (staff are warned, investors told they are not
// ready), an update's Markdown with raw HTML, a remote image and its own "#" heading, the
// focus after sending a question, and home saying that a document was published.

// axe and sign-ins on a loaded two-core machine take longer than the default 30 s.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: PortalServer;
let staff: Staff;
let open: Setting;
let staffContext: BrowserContext;
let staffPage: Page;
let context: BrowserContext;
let ada: Page;
let termsDealId: string;
const OPEN_DEAL = "Alpine Rail Fund";
const TERMS_DEAL = "Coastal Solar II";

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  server = await startPortalServer();
  staff = await signInStaff(server, uniqueEmail("terms-staff", testInfo.project.name));
  open = await dealFor(staff, { organisation: "Nordic Pension Fund", deal: OPEN_DEAL });
  const terms = await staff.call<{ id: string }>("POST", "/deals", {
    name: TERMS_DEAL,
    kind: "fund_raise",
    status: "marketing",
    termsRequired: true,
  });
  termsDealId = terms.id;
  await staff.call("POST", `/deals/${termsDealId}/grants`, { organisationId: open.organisationId });
  staffContext = await browser.newContext(screenOf(testInfo, server.base));
  await staffContext.addCookies(
    [...staff.client.cookies].map(([name, value]) => ({ name, value, url: server.base })),
  );
  staffPage = await staffContext.newPage();
  const invite = await invitePerson(server, staff, {
    email: uniqueEmail("ada-terms", testInfo.project.name),
    name: "Ada Lovelace",
    organisationId: open.organisationId,
  });
  context = await browser.newContext(screenOf(testInfo, server.base));
  ada = await enrolledContext(context, invite.link);
});

test.afterAll(async () => {
  await staffContext?.close();
  await context?.close();
  await server?.stop();
});

test("terms asked for before any are written: staff are warned, investors see they are not ready", async () => {
  const testInfo = test.info();
  await staffPage.goto(`/inbox/portal/deals/${termsDealId}`);
  const warning = staffPage.getByRole("status").filter({ hasText: "none are published" });
  await expect(warning).toBeVisible();
  await expectNoViolations(staffPage, "staff deal without its terms");
  await keepShot(staffPage, "staff-terms-missing", (name) => testInfo.outputPath(name));

  await ada.goto("/portal/");
  await ada.getByRole("link", { name: TERMS_DEAL }).click();
  await expect(ada.getByRole("heading", { name: `Terms of ${TERMS_DEAL}`, level: 1 })).toBeVisible();
  await expect(ada.getByText("The firm has not published the terms of this deal yet.")).toBeVisible();
  await expect(ada.getByRole("heading", { name: "No such page" })).toHaveCount(0);
  await expect(ada.getByRole("button", { name: "I accept these terms" })).toHaveCount(0);
  await expectNoViolations(ada, "terms not ready");
  await keepShot(ada, "terms-not-ready", (name) => testInfo.outputPath(name));

  // Once published, the warning goes and the investor reads and accepts them.
  await staff.call("PUT", `/deals/${termsDealId}/terms`, {
    bodyMd: "# Confidentiality\n\nKeep it **private**.",
  });
  await staffPage.reload();
  await expect(staffPage.getByRole("heading", { name: TERMS_DEAL, level: 1 })).toBeVisible();
  await expect(warning).toHaveCount(0);
  await ada.reload();
  await expect(ada.getByRole("heading", { name: `Terms of ${TERMS_DEAL}`, level: 1 })).toBeVisible();
  // The terms' own "#" is a section of the screen, under its one h1.
  await expect(ada.getByRole("heading", { name: "Confidentiality", level: 2 })).toBeVisible();
  await expect(ada.getByRole("heading", { level: 1 })).toHaveCount(1);
  await ada.getByRole("button", { name: "I accept these terms" }).click();
  await expect(ada.getByRole("heading", { name: TERMS_DEAL, level: 1 })).toBeVisible();
});

test("an update's raw HTML, remote image and '#' heading reach the reader as words under one h1", async () => {
  const testInfo = test.info();
  const update = await staff.call<{ id: string }>("POST", `/deals/${open.dealId}/updates`, {
    title: "Third quarter letter",
    audience: "deal",
    bodyMd: [
      "# Highlights",
      "<script>alert('x')</script>",
      'Rents rose. <span style="color:red">Occupancy</span> held.',
      "![Occupancy chart](https://tracker.example/pixel.png)",
    ].join("\n\n"),
  });
  await ada.goto(`/portal/deals/${open.dealId}/updates/${update.id}`);
  await expect(ada.getByRole("heading", { name: "Third quarter letter", level: 1 })).toBeVisible();
  await expect(ada.getByRole("heading", { name: "Highlights", level: 2 })).toBeVisible();
  await expect(ada.getByRole("heading", { level: 1 })).toHaveCount(1);
  const body = ada.locator("main");
  await expect(body).toContainText("Rents rose. Occupancy held.");
  await expect(body).toContainText("Occupancy chart");
  for (const shown of ["<", "alert", "!", "tracker.example"]) await expect(body).not.toContainText(shown);
  await expect(body.getByRole("link", { name: /tracker|Occupancy/ })).toHaveCount(0);
  await expectNoViolations(ada, "update with Markdown");
  await keepShot(ada, "update-markdown", (name) => testInfo.outputPath(name));
});

test("after 'Send question' the focus is on the note that it was sent, and Tab goes on from there", async () => {
  await ada.goto(`/portal/deals/${open.dealId}`);
  await ada.getByLabel("Your question").fill("When is the second close?");
  await ada.getByRole("button", { name: "Send question" }).focus();
  await ada.keyboard.press("Enter");
  const note = ada.getByRole("status").filter({ hasText: "Your question was sent." });
  await expect(note).toBeFocused();
  await ada.keyboard.press("Tab");
  await expect(ada.getByLabel("Your question")).toBeFocused();
  await expectNoViolations(ada, "deal after a question");
});

test("home says that a document was published since the last visit", async () => {
  const testInfo = test.info();
  const upload = await putFile(
    server.base,
    server.base,
    staff.client,
    `/inbox/api/portal/deals/${open.dealId}/documents?name=Q3%20report.pdf&type=quarterly_report`,
    await textDocument(1),
  );
  expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  await staff.call("POST", `/documents/${upload.body.id}/publication`);
  await ada.goto("/portal/");
  const card = ada.getByRole("listitem").filter({ has: ada.getByRole("link", { name: OPEN_DEAL }) });
  await expect(card.getByText("1 new document")).toBeVisible();
  await expectNoViolations(ada, "home with a new document");
  await keepShot(ada, "home-new-document", (name) => testInfo.outputPath(name));
});
