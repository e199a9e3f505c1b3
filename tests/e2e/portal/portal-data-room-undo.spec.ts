import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import type { DocumentActivity, StaffDocumentView } from "#common/portal-documents-api.ts";
import { reportFile, statementFile, type TestFile } from "./data-room-files.ts";
import { type PortalServer, startPortalServer } from "./portal-server.ts";
import { dealFor, invitePerson, type Setting, type Staff, signInStaff } from "./portal-staff.ts";
import { enrolledContext, expectNoViolations, keepShot, screenOf, uniqueEmail } from "./portal-support.ts";

// Staff checking before and undoing after, in Chromium: a draft's pages previewed before
// publishing, the deal's table naming whom each statement is for, unpublishing and
// deleting after a confirmation that names who loses access (the investor's list loses
// the document), who has seen it as one row per reader, and the audit log's one entry per
// reading. axe and a screenshot on every screen, at 1280 and 375 px (the two projects).

// Each test waits on the server's drawing and the viewer's beats: slow on a busy machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: PortalServer;
let staff: Staff;
let deal: Setting;
let staffContext: BrowserContext;
let staffPage: Page;
let adaContext: BrowserContext;
let ada: Page;
let adaId: string;
const DEAL = "Atlantic Wind Fund";
const NORDIC = "Nordic Pension Fund";
const HARBOUR = "Harbour Endowment";
const STATEMENTS = "Capital account statement Q4 2026";

/** Uploads a file as the staff app does (raw bytes, its name in the address). */
async function upload(path: string, file: TestFile): Promise<StaffDocumentView> {
  const response = await fetch(
    `${server.base}/inbox/api/portal${path}name=${encodeURIComponent(file.name)}`,
    {
      method: "PUT",
      headers: {
        origin: server.base,
        cookie: [...staff.client.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        "content-type": "application/pdf",
      },
      body: new Uint8Array(file.buffer),
    },
  );
  expect(response.status).toBe(201);
  return (await response.json()) as StaffDocumentView;
}
const shot = (page: Page, name: string) => keepShot(page, name, (file) => test.info().outputPath(file));

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  server = await startPortalServer();
  staff = await signInStaff(server, uniqueEmail("undo-staff", testInfo.project.name));
  deal = await dealFor(staff, { organisation: NORDIC, deal: DEAL });
  const harbour = await staff.call<{ id: string }>("POST", "/organisations", {
    name: HARBOUR,
    kind: "endowment",
  });
  await staff.call("POST", `/deals/${deal.dealId}/grants`, { organisationId: harbour.id });
  staffContext = await browser.newContext(screenOf(testInfo, server.base));
  await staffContext.addCookies(
    [...staff.client.cookies].map(([name, value]) => ({ name, value, url: server.base })),
  );
  staffPage = await staffContext.newPage();
  const invite = await invitePerson(server, staff, {
    email: uniqueEmail("ada", testInfo.project.name),
    name: "Ada Lovelace",
    organisationId: deal.organisationId,
  });
  adaId = invite.personId;
  adaContext = await browser.newContext(screenOf(testInfo, server.base));
  ada = await enrolledContext(adaContext, invite.link);
  // Two statements of one title, one per organisation.
  const batch = await staff.call<{ id: string }>("POST", `/deals/${deal.dealId}/statement-batches`, {
    title: STATEMENTS,
  });
  for (const organisation of [NORDIC, HARBOUR])
    await upload(
      `/statement-batches/${batch.id}/files?`,
      await statementFile(`Q4 - ${organisation}.pdf`, organisation),
    );
});

test.afterAll(async () => {
  await staffContext?.close();
  await adaContext?.close();
  await server?.stop();
});

test("the deal's table names whom each statement is for", async () => {
  await staffPage.goto(`/inbox/data-room/deals/${deal.dealId}`);
  const table = staffPage.getByRole("table");
  const rows = table.getByRole("row").filter({ hasText: STATEMENTS });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: NORDIC })).toHaveCount(1);
  await expect(rows.filter({ hasText: HARBOUR })).toHaveCount(1);
  await expect(table.getByRole("columnheader", { name: "For" })).toBeVisible();
  await expectNoViolations(staffPage, "deal's documents with whom each is for");
  await shot(staffPage, "undo-deal-table");
});

test("staff preview a draft's pages before publishing it", async () => {
  const draft = await upload(
    `/deals/${deal.dealId}/documents?type=quarterly_report&`,
    await reportFile("Q4 report.pdf"),
  );
  await staffPage.goto(`/inbox/data-room/documents/${draft.id}`);
  await staffPage.getByRole("link", { name: "Preview its pages before publishing" }).click();
  await expect(staffPage.getByRole("heading", { name: "Preview: Q4 report", level: 1 })).toBeVisible();
  await expect(staffPage.getByText("This is a draft: nobody outside the firm can see it")).toBeVisible();
  const first = staffPage.getByRole("img", { name: /^Page 1,/ });
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(staffPage.getByRole("region", { name: "Text of page 1" })).toContainText("Quarterly report");
  await expectNoViolations(staffPage, "draft preview");
  await shot(staffPage, "undo-draft-preview");
  // Still a draft: the investor has nothing.
  await ada.goto(`/portal/deals/${deal.dealId}`);
  await expect(ada.getByRole("link", { name: "Q4 report" })).toHaveCount(0);
});

test("unpublishing and deleting each name who loses access first; the investor loses the document", async () => {
  const report = await upload(
    `/deals/${deal.dealId}/documents?type=quarterly_report&`,
    await reportFile("Annual letter.pdf", 2),
  );
  await staff.call("POST", `/documents/${report.id}/publication`);
  await ada.goto(`/portal/deals/${deal.dealId}`);
  await expect(ada.getByRole("link", { name: "Annual letter" })).toBeVisible();

  await staffPage.goto(`/inbox/data-room/documents/${report.id}`);
  await staffPage.getByRole("button", { name: "Unpublish…" }).click();
  const ask = staffPage.getByRole("dialog", { name: "Unpublish Annual letter?" });
  await expect(ask.getByRole("listitem")).toHaveText([HARBOUR, NORDIC]);
  await expect(ask).toContainText("Nothing is deleted");
  await expectNoViolations(staffPage, "unpublish confirmation");
  await shot(staffPage, "undo-unpublish-confirm");
  // Cancel ends nothing.
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  expect((await staff.call<StaffDocumentView>("GET", `/documents/${report.id}`)).status).toBe("published");
  await staffPage.getByRole("button", { name: "Unpublish…" }).click();
  await ask.getByRole("button", { name: "Unpublish", exact: true }).click();
  await expect(staffPage.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
  await ada.reload();
  await expect(ada.getByRole("heading", { name: DEAL, level: 1 })).toBeVisible();
  await expect(ada.getByRole("link", { name: "Annual letter" })).toHaveCount(0);

  await staffPage.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(staffPage.getByRole("heading", { name: "Published", level: 2 })).toBeVisible();
  await staffPage.getByRole("button", { name: "Delete…" }).click();
  const doom = staffPage.getByRole("dialog", { name: "Delete Annual letter for good?" });
  await expect(doom.getByRole("listitem")).toHaveText([HARBOUR, NORDIC]);
  await expect(doom).toContainText("It cannot be undone");
  await expectNoViolations(staffPage, "delete confirmation");
  await shot(staffPage, "undo-delete-confirm");
  await doom.getByRole("button", { name: "Delete for good" }).click();
  await expect(staffPage.getByRole("status")).toHaveText("Annual letter was deleted.");
  await expect(staffPage.getByRole("table").getByText("Annual letter")).toHaveCount(0);
  await ada.reload();
  await expect(ada.getByRole("heading", { name: DEAL, level: 1 })).toBeVisible();
  await expect(ada.getByRole("link", { name: "Annual letter" })).toHaveCount(0);
  const gone = await ada.request.get(`/portal/api/deals/${deal.dealId}/documents/${report.id}`);
  expect(gone.status()).toBe(404);
});

test("who has seen it: one row per reader, each opening one click deeper, one audit entry per reading", async () => {
  const memo = await upload(
    `/deals/${deal.dealId}/documents?type=quarterly_report&`,
    await reportFile("Memo.pdf"),
  );
  await staff.call("POST", `/documents/${memo.id}/publication`);
  for (let opening = 0; opening < 2; opening++) {
    await ada.goto(`/portal/deals/${deal.dealId}`);
    await ada.getByRole("link", { name: "Memo" }).click();
    const first = ada.getByRole("img", { name: /^Page 1,/ });
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
  // Time on the first page reaches who has seen it (beats every ten seconds).
  await expect
    .poll(
      async () =>
        (await staff.call<DocumentActivity>("GET", `/documents/${memo.id}/activity`)).readers[0]
          ?.pagesReached,
      { timeout: 40_000 },
    )
    .toBeGreaterThan(0);
  await staffPage.goto(`/inbox/data-room/documents/${memo.id}`);
  const seen = staffPage.getByRole("region", { name: "Who has seen it" });
  const row = seen.getByRole("row").filter({ hasText: "Ada Lovelace" });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").nth(2)).toHaveText(/^[1-3] of 3$/);
  await expect(row.getByRole("cell").nth(4)).toHaveText("2");
  await expectNoViolations(staffPage, "who has seen it, one row per reader");
  await shot(staffPage, "undo-readers");
  await row.getByRole("link", { name: "Ada Lovelace" }).click();
  await expect(staffPage.getByRole("heading", { name: "Ada Lovelace reading Memo", level: 1 })).toBeVisible();
  await expect(staffPage.getByRole("table").getByRole("row")).toHaveCount(3);
  await expect(staffPage.getByRole("table")).toContainText("p. 1:");
  await expectNoViolations(staffPage, "one reader's openings");
  await shot(staffPage, "undo-reader-openings");

  await staffPage.goto(`/inbox/audit?person=${adaId}`);
  const log = staffPage.getByRole("list", { name: "Audit entries" });
  const readings = log.getByRole("listitem").filter({ hasText: "Ada Lovelace read Memo on" });
  await expect(readings).toHaveCount(2);
  await expect(log.getByText(/page viewed|page time/i)).toHaveCount(0);
  await expect(readings.filter({ hasText: /of 3 pages reached in/ })).toHaveCount(2);
  await expectNoViolations(staffPage, "audit log with readings");
  await shot(staffPage, "undo-audit-readings");
});

test("a statement is published to its own organisation, and unpublishing it names that one alone", async () => {
  await staffPage.goto(`/inbox/data-room/deals/${deal.dealId}`);
  await staffPage
    .getByRole("row")
    .filter({ hasText: NORDIC })
    .getByRole("link", { name: STATEMENTS })
    .click();
  await expect(staffPage.getByText(`A statement: only ${NORDIC} sees it once published.`)).toBeVisible();
  await staffPage.getByRole("button", { name: "Publish", exact: true }).click();
  await staffPage.getByRole("button", { name: "Unpublish…" }).click();
  const ask = staffPage.getByRole("dialog", { name: `Unpublish ${STATEMENTS}?` });
  await expect(ask.getByRole("listitem")).toHaveText([NORDIC]);
  await ask.getByRole("button", { name: "Cancel" }).click();
  await ada.goto(`/portal/deals/${deal.dealId}`);
  await expect(ada.getByRole("link", { name: STATEMENTS })).toHaveCount(1);
  await expectNoViolations(staffPage, "published statement");
});
