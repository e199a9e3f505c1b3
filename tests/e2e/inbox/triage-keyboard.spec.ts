import { expect, test } from "./staff-fixture.ts";
import { INBOX_ORIGIN, waitForInbox } from "./staff-support.ts";
import { row, sendInquiry, statusOf, uniqueWord } from "./triage-support.ts";

// Keyboard triage as staff do it, on the real server: an action lands on the inquiry that
// was highlighted when the key was pressed, whatever arrives meanwhile; undo; bulk; and
// reading one inquiry after another without touching the mouse.

test.use({ baseURL: INBOX_ORIGIN });
test.describe.configure({ timeout: 60_000 });

test("a live arrival does not move the highlight: e archives Daniel, not the newcomer", async ({ page }) => {
  const word = uniqueWord("live");
  const daniel = `daniel.${word}@example.com`;
  const hiroshi = `hiroshi.${word}@example.com`;
  await sendInquiry(page.request, "Daniel Okafor", daniel, `About ${word}`);
  await sendInquiry(page.request, "Hiroshi Tanaka", hiroshi, `About ${word}`);
  // The plain New tab: the one where arrivals appear in place, above the highlighted row.
  await page.goto("/inbox?status=new");
  await waitForInbox(page);
  await row(page, daniel).getByRole("link").focus();
  await expect(row(page, daniel)).toHaveAttribute("data-selected", "true");

  const newcomer = `newcomer.${word}@example.com`;
  await sendInquiry(page.request, "Nadia Newcomer", newcomer, `About ${word}`);
  await expect(row(page, newcomer)).toBeVisible();
  await expect(row(page, daniel)).toHaveAttribute("data-selected", "true");

  await page.keyboard.press("e");
  await expect(row(page, daniel)).toHaveCount(0);
  await expect.poll(() => statusOf(daniel)).toBe("archived");
  expect(statusOf(hiroshi)).toBe("new");
  expect(statusOf(newcomer)).toBe("new");

  // Undo brings Daniel back, from the announcement's button.
  await page.getByRole("status").getByRole("button", { name: "Undo" }).click();
  await expect(row(page, daniel)).toBeVisible();
  await expect.poll(() => statusOf(daniel)).toBe("new");
});

test("x and shift+j select rows, e archives them in one request, z undoes it; select all in this view", async ({
  page,
}) => {
  const word = uniqueWord("bulk");
  const emails = ["one", "two", "three", "four"].map((label) => `${label}.${word}@example.com`);
  for (const email of emails)
    await sendInquiry(page.request, email.split(".")[0] ?? "", email, `About ${word}`);
  await page.goto(`/inbox?status=new&q=${word}`);
  await waitForInbox(page);
  await expect(page.locator("li.inquiry")).toHaveCount(4);

  const bulkRequests: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/inbox/api/inquiries/bulk"))
      bulkRequests.push(request.postData() ?? "");
  });
  // Newest first: four, three, two, one. Select "four" with x, extend over three and two.
  await page.getByRole("heading", { level: 1 }).focus();
  await page.keyboard.press("j");
  await page.keyboard.press("x");
  await page.keyboard.press("Shift+J");
  await page.keyboard.press("Shift+J");
  await expect(page.getByText("3 inquiries selected")).toBeVisible();
  await page.keyboard.press("e");
  await expect(page.locator("li.inquiry")).toHaveCount(1);
  await expect.poll(() => emails.map(statusOf)).toEqual(["new", "archived", "archived", "archived"]);
  expect(bulkRequests).toHaveLength(1);
  await expect(page.getByRole("status").filter({ hasText: "Archived: 3 inquiries" })).toBeVisible();

  await page.keyboard.press("z");
  await expect(page.locator("li.inquiry")).toHaveCount(4);
  await expect.poll(() => emails.map(statusOf)).toEqual(["new", "new", "new", "new"]);

  // "Select all in this view" acts on the view's filters (this search in New), not on ids.
  await page.locator("li.inquiry").first().getByRole("checkbox").check();
  await page.getByRole("button", { name: /^Select all in this view/ }).click();
  await expect(page.getByText("Every inquiry in this view selected")).toBeVisible();
  await page
    .getByRole("region", { name: "Selected inquiries" })
    .getByRole("button", { name: "Spam" })
    .click();
  await expect(page.locator("li.inquiry")).toHaveCount(0);
  await expect.poll(() => emails.map(statusOf)).toEqual(["spam", "spam", "spam", "spam"]);
  expect(bulkRequests).toHaveLength(2);
  expect(JSON.parse(bulkRequests[1] ?? "{}")).toMatchObject({ view: { status: "new", q: word } });
});

test("reading the middle row, e archives it and opens the row below it, not the top one", async ({
  page,
}) => {
  const word = uniqueWord("middle");
  const emails = ["dora", "eli", "fay"].map((label) => `${label}.${word}@example.com`);
  for (const email of emails)
    await sendInquiry(page.request, email.split(".")[0] ?? "", email, `About ${word}`);
  await page.goto(`/inbox?status=new&q=${word}`);
  await waitForInbox(page);
  // Newest first: fay, eli, dora. Open eli with the pointer, as most people would.
  await row(page, emails[1] ?? "")
    .getByRole("link")
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "eli" })).toBeFocused();
  await page.keyboard.press("e");
  await expect(page.getByRole("heading", { level: 1, name: "dora" })).toBeFocused();
  await expect.poll(() => statusOf(emails[1] ?? "")).toBe("archived");
  expect(statusOf(emails[2] ?? "")).toBe("new");
});

test("reading: e archives and opens the next, j and k move, u goes back to the same row", async ({
  page,
}) => {
  const word = uniqueWord("read");
  const emails = ["ada", "ben", "cleo"].map((label) => `${label}.${word}@example.com`);
  for (const email of emails)
    await sendInquiry(page.request, email.split(".")[0] ?? "", email, `About ${word}`);
  await page.goto(`/inbox?status=new&q=${word}`);
  await waitForInbox(page);
  // Newest first: cleo, ben, ada.
  await page.getByRole("heading", { level: 1 }).focus();
  await page.keyboard.press("j");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "cleo" })).toBeFocused();
  await page.keyboard.press("j");
  await expect(page.getByRole("heading", { level: 1, name: "ben" })).toBeFocused();
  await page.keyboard.press("k");
  await expect(page.getByRole("heading", { level: 1, name: "cleo" })).toBeFocused();

  // Auto-advance: archiving cleo opens ben.
  await page.keyboard.press("e");
  await expect(page.getByRole("heading", { level: 1, name: "ben" })).toBeFocused();
  await expect.poll(() => statusOf(emails[2] ?? "")).toBe("archived");
  // z undoes it and goes back to cleo; j moves on to ben again.
  await page.keyboard.press("z");
  await expect(page.getByRole("heading", { level: 1, name: "cleo" })).toBeVisible();
  await expect.poll(() => statusOf(emails[2] ?? "")).toBe("new");
  await page.keyboard.press("j");
  await expect(page.getByRole("heading", { level: 1, name: "ben" })).toBeFocused();
  await page.keyboard.press("s");
  await expect(page.getByRole("heading", { level: 1, name: "ada" })).toBeFocused();
  await expect.poll(() => statusOf(emails[1] ?? "")).toBe("spam");

  // "?" opens help over the inquiry; closing it gives focus back to the heading.
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "ada" })).toBeFocused();

  // u: back to the list, on ada's row.
  await page.keyboard.press("u");
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(page.locator("li.inquiry", { hasText: emails[0] ?? "" }).getByRole("link")).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/inbox\\?status=new&q=${word}$`));
});
