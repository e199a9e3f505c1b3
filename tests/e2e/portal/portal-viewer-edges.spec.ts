import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import type { StaffDocumentView } from "#common/portal-documents-api.ts";
import { textDocument } from "#tests/fixtures/pdf/text-document.ts";
import { putFile } from "#tests/support/portal/index.ts";
import { type PortalServer, startPortalServer } from "./portal-server.ts";
import { dealFor, invitePerson, type Setting, type Staff, signInStaff } from "./portal-staff.ts";
import { enrolledContext, expectNoViolations, keepShot, screenOf, uniqueEmail } from "./portal-support.ts";

// The viewer at the edges, at 1280 and 375 px (the two projects): every part of a zoomed
// page can be scrolled to, paging puts the new page below the sticky toolbar, "Next page"
// keeps the focus for the next Enter, the page comes first on a phone (no keyboard hints
// on a touch screen), and a reader whose access the firm revokes is told so.

// axe and page drawing on a loaded two-core machine take longer than the default 30 s.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: PortalServer;
let staff: Staff;
let deal: Setting;
let context: BrowserContext;
let ada: Page;
let documentId: string;
const DEAL = "Baltic Wind Fund";

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  server = await startPortalServer();
  staff = await signInStaff(server, uniqueEmail("viewer-staff", testInfo.project.name));
  deal = await dealFor(staff, { organisation: "Fjord Pension Fund", deal: DEAL });
  const upload = await putFile(
    server.base,
    server.base,
    staff.client,
    `/inbox/api/portal/deals/${deal.dealId}/documents?name=Annual%20report.pdf&type=quarterly_report`,
    await textDocument(4),
  );
  expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  documentId = upload.body.id;
  await staff.call<StaffDocumentView>("POST", `/documents/${documentId}/publication`);
  const invite = await invitePerson(server, staff, {
    email: uniqueEmail("ada-viewer", testInfo.project.name),
    name: "Ada Lovelace",
    organisationId: deal.organisationId,
  });
  context = await browser.newContext(screenOf(testInfo, server.base));
  ada = await enrolledContext(context, invite.link);
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const zoomButton = () => ada.getByRole("button", { name: /back to actual size/ });

async function openViewer() {
  await ada.goto(`/portal/deals/${deal.dealId}/documents/${documentId}`);
  await expect(ada.getByRole("heading", { name: "Annual report", level: 1 })).toBeVisible();
  // The browser may restore the scroll of the previous test's reading (the last page), where
  // page 1 is not drawn: each test starts from the first page.
  await ada.keyboard.press("Home");
  const first = ada.getByRole("img", { name: /^Page 1,/ });
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
}

/** Page 1's box against its scroll container, with the container scrolled fully left, then fully right. */
function extents(page: Page) {
  return page.evaluate(() => {
    const frame = document.querySelector<HTMLElement>('[data-page="1"] .page-frame');
    const pages = document.querySelector<HTMLElement>(".viewer-pages");
    if (!frame || !pages) throw new Error("no viewer");
    const measure = () => {
      const box = frame.getBoundingClientRect();
      const port = pages.getBoundingClientRect();
      return { left: box.left - port.left, right: port.right - box.right, width: box.width };
    };
    pages.scrollLeft = 0;
    const atStart = measure();
    pages.scrollLeft = pages.scrollWidth;
    const atEnd = measure();
    pages.scrollLeft = 0;
    return {
      atStart,
      atEnd,
      portWidth: pages.clientWidth,
      pageLeftOnScreen: frame.getBoundingClientRect().left,
      documentOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

test("every part of a page can be scrolled to at 100, 150 and 200 %", async () => {
  const testInfo = test.info();
  await openViewer();
  await expectNoViolations(ada, "viewer at 100%");
  for (const [percent, presses] of [
    [100, 0],
    [150, 2],
    [200, 3],
  ] as const) {
    await ada.keyboard.press("0");
    for (let press = 0; press < presses; press += 1) await ada.keyboard.press("+");
    await expect(zoomButton()).toHaveText(`${percent}%: back to actual size`);
    const measured = await extents(ada);
    // Scrolled fully left, the page's left edge shows; fully right, its right edge does.
    expect(measured.atStart.left, `${percent}% left edge`).toBeGreaterThanOrEqual(0);
    expect(measured.atEnd.right, `${percent}% right edge`).toBeGreaterThanOrEqual(0);
    expect(measured.pageLeftOnScreen, `${percent}% on screen`).toBeGreaterThanOrEqual(0);
    // The screen itself never scrolls sideways: the pages do, under the toolbar.
    expect(measured.documentOverflow, `${percent}% document`).toBeLessThanOrEqual(0);
    if (percent > 100)
      expect(measured.atStart.width).toBeGreaterThan(measured.portWidth * (percent / 100) * 0.6);
    await keepShot(ada, `viewer-${percent}`, (name) => testInfo.outputPath(name));
  }
  await expectNoViolations(ada, "viewer at 200%");
  await ada.keyboard.press("0");
});

test("the page comes first on a phone, and keyboard hints show only where there is a keyboard", async () => {
  await openViewer();
  const hint = ada.getByText(/^Keys: Page Down/);
  const top = await ada
    .locator('[data-page="1"] .page-frame')
    .evaluate((frame) => frame.getBoundingClientRect().top);
  if (test.info().project.use.hasTouch) {
    await expect(hint).toBeHidden();
    // Header, title and toolbar, then the page: well within the first half of an 812 px screen.
    expect(top).toBeLessThan(400);
    await ada.screenshot({ path: test.info().outputPath("viewer-phone-first-screen.png") });
  } else await expect(hint).toBeVisible();
});

test("the document's headings are targets of at least 24 px, one apart from the next", async () => {
  await openViewer();
  await ada.getByText("Headings in this document").click();
  const outline = ada.getByRole("navigation", { name: "Headings in this document" });
  const boxes = await outline.getByRole("button").evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, height: box.height };
    }),
  );
  expect(boxes.length).toBeGreaterThan(1);
  for (const [at, box] of boxes.entries()) {
    expect(box.height, `heading ${at + 1}`).toBeGreaterThanOrEqual(24);
    const next = boxes[at + 1];
    if (next) expect(next.top - box.bottom, `gap after heading ${at + 1}`).toBeGreaterThan(0);
  }
  await expectNoViolations(ada, "viewer with its headings open");
});

test("paging with Enter on Next page keeps going, each new page below the toolbar", async () => {
  await openViewer();
  const next = ada.getByRole("button", { name: "Next page" });
  await next.focus();
  const announced = ada.locator("[aria-live=polite]").filter({ hasText: /Page/ });
  for (const page of [2, 3, 4]) {
    await ada.keyboard.press("Enter");
    await expect(announced).toHaveText(`Page ${page} of 4`);
    // At the last page the button turns off: the focus goes to that page, not to nowhere.
    if (page < 4) await expect(next).toBeFocused();
    else await expect(ada.getByRole("region", { name: "Page 4 of 4" })).toBeFocused();
    const [bar, frame] = await Promise.all([
      ada
        .getByRole("toolbar", { name: "Viewer controls" })
        .evaluate((el) => el.getBoundingClientRect().bottom),
      ada.locator(`[data-page="${page}"] .page-frame`).evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(frame, `page ${page} top below the toolbar`).toBeGreaterThanOrEqual(bar - 1);
  }
});

test("a reader whose access is revoked while reading is told that it ended", async () => {
  const testInfo = test.info();
  await openViewer();
  await staff.call("POST", `/deals/${deal.dealId}/grants/${deal.grantId}/revoke`);
  // The reader goes on reading (keys: the viewer may already be gone after the first):
  // leaving a page sends its time, and the refusal tells the viewer.
  await ada.keyboard.press("Home");
  await ada.keyboard.press("j");
  await expect(ada.getByRole("heading", { name: "Your access has ended", level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(ada.getByRole("heading", { name: "Your access has ended", level: 1 })).toBeFocused();
  await expect(ada.getByText("Loading page…")).toHaveCount(0);
  await expect(ada.getByRole("img", { name: /^Page \d,/ })).toHaveCount(0);
  await expectNoViolations(ada, "access ended");
  await keepShot(ada, "viewer-access-ended", (name) => testInfo.outputPath(name));
  await ada.getByRole("link", { name: "Back to your deals" }).click();
  await expect(ada.getByText(/your access has ended/)).toBeVisible();
  await expect(ada.getByText("No deal is open to you yet.")).toHaveCount(0);
  await expectNoViolations(ada, "home after access ended");
});
