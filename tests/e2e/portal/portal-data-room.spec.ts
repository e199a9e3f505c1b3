import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import type { DocumentActivity, StaffDocumentView } from "#common/portal-documents-api.ts";
import { pdfFixture } from "#tests/support/documents/pdf-fixtures.ts";
import { dropFiles, expectUploaded, reportFile, statementFile } from "./data-room-files.ts";
import { type PortalServer, startPortalServer } from "./portal-server.ts";
import { dealFor, invitePerson, type Setting, type Staff, signInStaff } from "./portal-staff.ts";
import { enrolledContext, expectNoViolations, keepShot, screenOf, uniqueEmail } from "./portal-support.ts";

// The data room in Chromium against the real server with the portal on: staff upload PDFs
// (dropped and picked, several at once), publish them, and send a batch of statements past
// its match table; each investor sees the deal's documents and only their own statement;
// the viewer pages from the keyboard; a download that is off is refused. axe and a
// screenshot on every screen, at 1280 and 375 px (the two projects).

test.describe.configure({ mode: "serial" });

let server: PortalServer;
let staff: Staff;
let deal: Setting;
let harbourId: string;
let staffContext: BrowserContext;
let staffPage: Page;
let adaContext: BrowserContext;
let ada: Page;
let graceContext: BrowserContext;
let grace: Page;
const DEAL = "Iberian Solar Fund II";
const NORDIC = "Nordic Pension Fund";
const HARBOUR = "Harbour Endowment";
const STATEMENTS = "Capital account statement Q3 2026";

/** A document's row in the staff API, by title. */
async function documentNamed(title: string): Promise<StaffDocumentView> {
  const list = await staff.call<{ items: StaffDocumentView[] }>("GET", `/deals/${deal.dealId}/documents`);
  const found = list.items.find((document) => document.title === title);
  if (!found) throw new Error(`no document ${title}`);
  return found;
}

test.beforeAll(async ({ browser }, testInfo) => {
  // A server start and two enrolments: minutes on a busy machine.
  test.setTimeout(240_000);
  server = await startPortalServer();
  staff = await signInStaff(server, uniqueEmail("room-staff", testInfo.project.name));
  deal = await dealFor(staff, { organisation: NORDIC, deal: DEAL });
  const harbour = await staff.call<{ id: string }>("POST", "/organisations", {
    name: HARBOUR,
    kind: "endowment",
  });
  harbourId = harbour.id;
  await staff.call("POST", `/deals/${deal.dealId}/grants`, { organisationId: harbourId });
  // The staff member's browser carries the session the API client signed in with.
  staffContext = await browser.newContext(screenOf(testInfo, server.base));
  await staffContext.addCookies(
    [...staff.client.cookies].map(([name, value]) => ({ name, value, url: server.base })),
  );
  staffPage = await staffContext.newPage();
  const adaInvite = await invitePerson(server, staff, {
    email: uniqueEmail("ada", testInfo.project.name),
    name: "Ada Lovelace",
    organisationId: deal.organisationId,
  });
  const graceInvite = await invitePerson(server, staff, {
    email: uniqueEmail("grace", testInfo.project.name),
    name: "Grace Hopper",
    organisationId: harbourId,
  });
  adaContext = await browser.newContext(screenOf(testInfo, server.base));
  ada = await enrolledContext(adaContext, adaInvite.link);
  // Ada has been on the deal before anything is published: it is all new to her next time.
  await ada.goto(`/portal/deals/${deal.dealId}`);
  await expect(ada.getByText("No document has been published on this deal yet.")).toBeVisible();
  graceContext = await browser.newContext(screenOf(testInfo, server.base));
  grace = await enrolledContext(graceContext, graceInvite.link);
});

test.afterAll(async () => {
  await staffContext?.close();
  await adaContext?.close();
  await graceContext?.close();
  await server?.stop();
});

test("staff upload several PDFs with a progress bar each, then publish them", async () => {
  const testInfo = test.info();
  test.setTimeout(120_000);
  await staffPage.goto("/inbox/data-room");
  await expect(staffPage.getByRole("heading", { name: "Data room", level: 1 })).toBeVisible();
  await expectNoViolations(staffPage, "data room's deals");
  await staffPage.getByRole("link", { name: DEAL }).click();
  await expect(staffPage.getByRole("heading", { name: `Documents of ${DEAL}`, level: 1 })).toBeVisible();
  await expectNoViolations(staffPage, "staff upload screen");
  const upload = staffPage.getByRole("region", { name: "Upload documents" });
  await upload.getByLabel("Document type").selectOption({ label: "Quarterly report" });
  await upload.getByLabel("Folder").fill("Reports");
  await upload
    .locator('input[type="file"]')
    .first()
    .setInputFiles([await reportFile("Q3 report.pdf"), await reportFile("Q2 report.pdf", 2)]);
  await expectUploaded(staffPage, ["Q3 report.pdf", "Q2 report.pdf"]);
  await upload.getByLabel("Document type").selectOption({ label: "Legal document" });
  await upload.getByLabel("Folder").fill("Legal");
  await dropFiles(staffPage, [await reportFile("Fund terms.pdf", 2)]);
  await expectUploaded(staffPage, ["Fund terms.pdf"]);
  const table = staffPage.getByRole("table");
  for (const title of ["Q3 report", "Q2 report", "Fund terms"])
    await expect(table.getByRole("row").filter({ hasText: title })).toContainText("Draft");
  await expectNoViolations(staffPage, "staff upload screen after uploads");
  await keepShot(staffPage, "data-room-upload", (file) => testInfo.outputPath(file));

  // The report: downloads allowed, then published to the whole deal.
  await table.getByRole("link", { name: "Q3 report" }).click();
  await expect(staffPage.getByRole("heading", { name: "Q3 report", level: 1 })).toBeVisible();
  await staffPage.getByLabel(/Investors may download it/).check();
  await staffPage.getByRole("button", { name: "Save controls" }).click();
  await expect(staffPage.getByRole("status")).toHaveText("Saved.");
  await staffPage.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(staffPage.getByRole("heading", { name: "Published", level: 2 })).toBeVisible();
  await expectNoViolations(staffPage, "staff document screen");
  await keepShot(staffPage, "data-room-document", (file) => testInfo.outputPath(file));

  // The fund's terms: published with downloads left off (the default).
  await staffPage.getByRole("link", { name: "Back to the deal's documents" }).click();
  await staffPage.getByRole("table").getByRole("link", { name: "Fund terms" }).click();
  await staffPage.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(staffPage.getByRole("heading", { name: "Published", level: 2 })).toBeVisible();
  expect((await documentNamed("Fund terms")).downloadAllowed).toBe(false);
  expect((await documentNamed("Q2 report")).status).toBe("draft");

  // A replacement becomes the current version and keeps the first in the history.
  await staffPage.getByRole("link", { name: "Back to the deal's documents" }).click();
  await staffPage.getByRole("table").getByRole("link", { name: "Q2 report" }).click();
  const versions = staffPage.getByRole("region", { name: "Versions" });
  await versions.locator('input[type="file"]').setInputFiles(await reportFile("Q2 report, corrected.pdf", 2));
  await expect(versions.getByRole("listitem").filter({ hasText: "Version 2 (current)" })).toContainText(
    "Q2 report, corrected.pdf",
  );
  await expect(versions.getByRole("listitem").filter({ hasText: "Version 1:" })).toContainText(
    "Q2 report.pdf",
  );
  await expectNoViolations(staffPage, "staff document versions");
});

test("a statement batch is blocked by an unmatched file until staff name its organisation", async () => {
  const testInfo = test.info();
  test.setTimeout(90_000);
  await staffPage.goto(`/inbox/data-room/deals/${deal.dealId}`);
  await staffPage.getByLabel("Title shown to investors").fill(STATEMENTS);
  await staffPage.getByRole("button", { name: "Upload statements" }).click();
  await expect(staffPage.getByRole("heading", { name: STATEMENTS, level: 1 })).toBeVisible();
  await staffPage
    .locator('input[type="file"]')
    .setInputFiles([
      await statementFile(`Q3 - ${NORDIC}.pdf`, NORDIC),
      await statementFile(`Q3 - ${HARBOUR}.pdf`, HARBOUR),
      await statementFile("Q3 - Harbour.pdf", HARBOUR),
    ]);
  await expectUploaded(staffPage, [`Q3 - ${NORDIC}.pdf`, `Q3 - ${HARBOUR}.pdf`, "Q3 - Harbour.pdf"]);
  const matches = staffPage.getByRole("table");
  await expect(matches.getByRole("row").filter({ hasText: `Q3 - ${NORDIC}.pdf` })).toContainText("Matched");
  const loose = matches.getByRole("row").filter({ hasText: "Q3 - Harbour.pdf" });
  await expect(loose).toContainText("No organisation matched");
  await expect(staffPage.getByText("Publishing is blocked until every file matches")).toBeVisible();
  await expect(staffPage.getByRole("button", { name: "Publish all statements" })).toBeDisabled();
  await expectNoViolations(staffPage, "statement match table");
  await keepShot(staffPage, "data-room-batch", (file) => testInfo.outputPath(file));

  await loose.getByLabel("Organisation for Q3 - Harbour.pdf").selectOption({ label: HARBOUR });
  await loose.getByRole("button", { name: "Set" }).click();
  await expect(loose).toContainText("Matched");
  await staffPage.getByRole("button", { name: "Publish all statements" }).click();
  await expect(staffPage.getByRole("status")).toHaveText(
    "Published. Each organisation sees only its own statement.",
  );
});

test("each investor sees the deal's documents and only their own statements", async () => {
  const testInfo = test.info();
  await ada.goto(`/portal/deals/${deal.dealId}`);
  const documents = ada.getByRole("region", { name: "Documents" });
  await expect(documents.getByRole("heading", { name: "Reports", level: 3 })).toBeVisible();
  await expect(documents.getByRole("link", { name: "Q3 report" })).toBeVisible();
  await expect(documents.getByRole("link", { name: "Fund terms" })).toBeVisible();
  // A draft is nobody's to see.
  await expect(documents.getByText("Q2 report")).toHaveCount(0);
  const adaOwn = ada.getByRole("region", { name: "For your organisation only" });
  await expect(adaOwn.getByRole("link", { name: STATEMENTS })).toHaveCount(1);
  await expect(adaOwn.getByText("New")).toHaveCount(1);
  await expectNoViolations(ada, "deal page with documents");
  await keepShot(ada, "data-room-deal", (file) => testInfo.outputPath(file));
  await adaOwn.getByRole("link", { name: STATEMENTS }).click();
  const adaText = ada.getByRole("region", { name: "Text of page 1" });
  await expect(adaText).toContainText(`Investor: ${NORDIC}`);
  await expect(ada.getByText(HARBOUR)).toHaveCount(0);

  await grace.goto(`/portal/deals/${deal.dealId}`);
  const graceOwn = grace.getByRole("region", { name: "For your organisation only" });
  await expect(graceOwn.getByRole("link", { name: STATEMENTS })).toHaveCount(2);
  const addresses = await graceOwn
    .getByRole("link", { name: STATEMENTS })
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  for (const address of addresses) {
    await grace.goto(address);
    await expect(grace.getByRole("region", { name: "Text of page 1" })).toContainText(`Investor: ${HARBOUR}`);
    await expect(grace.getByText(NORDIC)).toHaveCount(0);
  }
  // Ada's statement at its address, asked for by Grace: not hers, not found.
  const adaStatement = ada.url().split("/documents/")[1] ?? "";
  const refused = await grace.request.get(`/portal/api/deals/${deal.dealId}/documents/${adaStatement}`);
  expect(refused.status()).toBe(404);
});

test("the viewer pages with the keyboard, zooms, and reads each page's text", async () => {
  const testInfo = test.info();
  test.setTimeout(60_000);
  await ada.goto(`/portal/deals/${deal.dealId}`);
  await ada.getByRole("link", { name: "Q3 report" }).click();
  await expect(ada.getByRole("heading", { name: "Q3 report", level: 1 })).toBeVisible();
  const first = ada.getByRole("img", { name: /^Page 1,/ });
  await expect(first).toBeVisible();
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const announced = ada.locator("[aria-live=polite]").filter({ hasText: /Page|Zoom/ });

  await ada.keyboard.press("j");
  await expect(announced).toHaveText("Page 2 of 3");
  await expect(ada.getByRole("region", { name: "Page 2 of 3" })).toBeFocused();
  await expect(ada.getByRole("img", { name: /^Page 2,/ })).toBeInViewport();
  await ada.keyboard.press("End");
  await expect(announced).toHaveText("Page 3 of 3");
  await expect(ada.getByRole("region", { name: "Page 3 of 3" })).toBeFocused();
  // Once the last pages' images have arrived (which may change which page shows most),
  // Page Up still goes back one page from the one gone to.
  for (const page of [2, 3]) {
    const image = ada.getByRole("img", { name: new RegExp(`^Page ${page},`) });
    await expect
      .poll(() => image.evaluate((loaded: HTMLImageElement) => loaded.naturalWidth))
      .toBeGreaterThan(0);
  }
  await ada.keyboard.press("PageUp");
  await expect(announced).toHaveText("Page 2 of 3");
  await ada.keyboard.press("Home");
  await expect(announced).toHaveText("Page 1 of 3");
  await expect(ada.getByRole("region", { name: "Page 1 of 3" })).toBeFocused();
  await ada.keyboard.press("+");
  await expect(announced).toHaveText("Zoom 125%");
  await expect(ada.getByRole("button", { name: /actual size/ })).toHaveText("125%: back to actual size");
  await ada.keyboard.press("0");
  await expect(ada.getByRole("button", { name: /actual size/ })).toHaveText("100%: back to actual size");

  // Each page's text, its headings and its links, for screen readers.
  await expect(ada.getByRole("region", { name: "Text of page 2" })).toContainText(
    "Page 2 of 3. Net asset value",
  );
  await expect(ada.getByRole("heading", { name: "Section 2: Quarterly report", level: 3 })).toBeAttached();
  await expect(
    ada
      .getByRole("region", { name: "Text of page 1" })
      .getByRole("link", { name: "https://ucp.example/reports" }),
  ).toBeAttached();
  await expect(ada.getByRole("link", { name: "Download (stamped with your name)" })).toBeVisible();
  await expectNoViolations(ada, "viewer");
  await keepShot(ada, "data-room-viewer", (file) => testInfo.outputPath(file));

  // Time on the page reaches who-has-seen-it (beats every ten seconds while the reader is there).
  const report = await documentNamed("Q3 report");
  await expect
    .poll(
      async () => {
        const activity = await staff.call<DocumentActivity>("GET", `/documents/${report.id}/activity`);
        return activity.views.some((view) => view.pages.some((page) => page.seconds > 0));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await staffPage.goto(`/inbox/data-room/documents/${report.id}`);
  await expect(staffPage.getByRole("region", { name: "Who has seen it" })).toContainText("Ada Lovelace");
  await expectNoViolations(staffPage, "who has seen it");

  // Each opening's time per page, one click deeper; then everything one person opened, and as CSV.
  await staffPage
    .getByRole("region", { name: "Who has seen it" })
    .getByRole("link", { name: "Ada Lovelace" })
    .click();
  await expect(staffPage.getByRole("table")).toContainText("p. 1:");
  await staffPage.getByRole("link", { name: "Everything Ada Lovelace opened" }).click();
  await expect(
    staffPage.getByRole("heading", { name: "Documents opened by Ada Lovelace", level: 1 }),
  ).toBeVisible();
  await expect(staffPage.getByRole("table").getByRole("link", { name: "Q3 report" })).toBeVisible();
  await expectNoViolations(staffPage, "what a person opened");
  const csvAddress = await staffPage.getByRole("link", { name: "Download as CSV" }).getAttribute("href");
  const csv = await staffPage.request.get(csvAddress ?? "");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain("Q3 report");
});

test("pages load as the reader reaches them, not before", async () => {
  test.setTimeout(90_000);
  // Sent as the staff app sends it: the file's raw bytes, its name in the address.
  const upload = await fetch(
    `${server.base}/inbox/api/portal/deals/${deal.dealId}/documents?name=${encodeURIComponent("Annual report.pdf")}`,
    {
      method: "PUT",
      headers: {
        origin: server.base,
        cookie: [...staff.client.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        "content-type": "application/pdf",
      },
      body: new Uint8Array((await reportFile("Annual report.pdf", 24)).buffer),
    },
  );
  expect(upload.status).toBe(201);
  const created = (await upload.json()) as StaffDocumentView;
  await staff.call("POST", `/documents/${created.id}/publication`);

  await ada.goto(`/portal/deals/${deal.dealId}`);
  await ada.getByRole("link", { name: "Annual report" }).click();
  await expect(ada.getByRole("heading", { name: "Annual report", level: 1 })).toBeVisible();
  const loaded = (number: number) =>
    ada
      .getByRole("img", { name: new RegExp(`^Page ${number},`) })
      .evaluateAll((images: HTMLImageElement[]) => images.some((image) => image.naturalWidth > 0));
  await expect.poll(() => loaded(1), { timeout: 30_000 }).toBe(true);
  // The last page is far below: nothing of it is fetched yet.
  await expect(ada.getByRole("img", { name: /^Page 24,/ })).toHaveCount(0);
  await ada.keyboard.press("End");
  await expect(ada.getByRole("region", { name: "Page 24 of 24" })).toBeFocused();
  await expect.poll(() => loaded(24), { timeout: 30_000 }).toBe(true);
  // Jumped over, never reached: the middle of the report was never asked for.
  await expect(ada.getByRole("img", { name: /^Page 12,/ })).toHaveCount(0);
});

test("a document whose download is off has no download button, and its download is refused", async () => {
  await ada.goto(`/portal/deals/${deal.dealId}`);
  await ada.getByRole("link", { name: "Fund terms" }).click();
  await expect(ada.getByRole("heading", { name: "Fund terms", level: 1 })).toBeVisible();
  await expect(ada.getByText("Reading only: this document cannot be downloaded.")).toBeVisible();
  await expect(ada.getByRole("link", { name: /Download/ })).toHaveCount(0);
  const id = ada.url().split("/documents/")[1] ?? "";
  const refused = await ada.request.get(`/portal/api/deals/${deal.dealId}/documents/${id}/download`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe("download_not_allowed");
  await expectNoViolations(ada, "viewer without download");
});

test("a page the server cannot draw says so for good, and staff see which page it is", async () => {
  test.setTimeout(120_000);
  const testInfo = test.info();
  // Page 1 is plain and passes the check at upload; page 2 is a decompression bomb.
  const upload = await fetch(
    `${server.base}/inbox/api/portal/deals/${deal.dealId}/documents?name=${encodeURIComponent("Site survey.pdf")}`,
    {
      method: "PUT",
      headers: {
        origin: server.base,
        cookie: [...staff.client.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        "content-type": "application/pdf",
      },
      body: new Uint8Array(pdfFixture("bomb-page-two")),
    },
  );
  expect(upload.status).toBe(201);
  const created = (await upload.json()) as StaffDocumentView;
  await staff.call("POST", `/documents/${created.id}/publication`);

  await ada.goto(`/portal/deals/${deal.dealId}`);
  await ada.getByRole("link", { name: "Site survey" }).click();
  const second = ada.getByRole("region", { name: "Page 2 of 3" });
  await expect(second.getByText("This page cannot be shown.", { exact: false }).first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(second.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expect(second.getByText("Loading page…")).toHaveCount(0);
  await expect(ada.getByRole("region", { name: "Page 1 of 3" }).getByRole("img")).toBeVisible();
  await expectNoViolations(ada, "viewer with a page that cannot be shown");
  await keepShot(ada, "data-room-unshowable-page", (file) => testInfo.outputPath(file));

  await staffPage.goto(`/inbox/data-room/documents/${created.id}`);
  await expect(staffPage.getByText("Page 2 cannot be shown to readers", { exact: false })).toBeVisible();
  await expectNoViolations(staffPage, "staff document with a page that cannot be shown");
});
