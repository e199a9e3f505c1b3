import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { DEFAULT_ANON_KEY } from "#common/defaults.ts";
import { parseCsv } from "#tests/support/cli/parse-csv.ts";
import { openContact } from "../contact/support.ts";
import { INBOX_ORIGIN, signedInContext, uniqueEmail, waitForInbox } from "./staff-support.ts";
import { countRows, expectAccessible, uniqueWord } from "./triage-support.ts";

// The firm's inbox in Chromium on SQLite, as staff use it: a visitor's inquiry arrives
// live, is found, opened, annotated, moved between statuses by mouse and keyboard,
// exported, erased; the audit page lists each action; axe checks every view.

test.use({ baseURL: INBOX_ORIGIN });

test("an inquiry's whole way through the inbox", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const staff = uniqueEmail("triage", testInfo.project.name);
  await signedInContext(page.context(), staff);
  await page.goto("/inbox");
  await waitForInbox(page);
  await expectAccessible(page, "list");

  // A visitor submits the public form while the inbox is open.
  const word = uniqueWord("zeal");
  const visitorEmail = `${word}@example.com`;
  const visitor = await browser.newPage({ baseURL: INBOX_ORIGIN });
  const form = await openContact(visitor);
  await form.name.fill("Vera Visitor");
  await form.email.fill(visitorEmail);
  await form.message.fill(`We would like to discuss a ${word} mandate.`);
  await form.fundType.selectOption("Real Estate");
  await form.aum.selectOption("$1B - $5B");
  await form.button.click();
  await expect(visitor.locator("[data-variant]")).toHaveAttribute("data-variant", "success");
  await visitor.close();

  const row = page.locator("li.inquiry", { hasText: visitorEmail });
  await expect(row).toBeVisible();
  await expect(page).toHaveTitle(/^\(\d+\) Inbox$/);

  // "/" focuses the search; the result marks the word; the address holds the view.
  await page.getByRole("heading", { level: 1 }).focus();
  await page.keyboard.press("/");
  await expect(page.getByRole("searchbox")).toBeFocused();
  await page.keyboard.type(word);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(page.locator("li.inquiry")).toHaveCount(1);
  await expect(row.locator("mark").first()).toHaveText(word);
  await expectAccessible(page, "search results");

  // j selects the row, Enter opens it.
  await page.getByRole("heading", { level: 1 }).focus();
  await page.keyboard.press("j");
  await expect(row.getByRole("link")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Vera Visitor" })).toBeVisible();
  // On a wide screen the inquiry opens beside the list, in its own pane.
  const pane = page.getByRole("article");
  await expect(pane.getByText(visitorEmail, { exact: true })).toBeVisible();
  await expect(pane.getByText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/)).toBeVisible();
  await expect(pane.getByText("Real Estate")).toBeVisible();
  const reply = page.getByRole("link", { name: "Reply by e-mail" });
  await expect(reply).toHaveAttribute("href", /^mailto:.*\?subject=Re%3A%20Your%20inquiry%20to%20UCP$/);
  await expectAccessible(page, "one inquiry");

  // A note and a status change, both in the history with who made them.
  await page.getByRole("textbox", { name: /Add an internal note/ }).fill("Called her back on Monday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await page.getByRole("button", { name: "Open", exact: true }).click();
  const history = page.locator("ol.history");
  await expect(history.locator("li")).toHaveCount(2);
  await expect(history.locator("li").nth(0)).toContainText("Called her back on Monday.");
  await expect(history.locator("li").nth(0)).toContainText(staff);
  await expect(history.locator("li").nth(1)).toContainText("Status changed from New to Open");
  await expect(history.locator("li").nth(1)).toContainText(staff);

  // Back in the Open tab, "e" archives the selected inquiry; "?" lists the shortcuts.
  await page.goto(`/inbox?status=open&q=${word}`);
  await expect(row).toBeVisible();
  await page.getByRole("heading", { level: 1 }).focus();
  await page.keyboard.press("e");
  await expect(row).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Archived" })).toBeVisible();
  await page.goto(`/inbox?status=archived&q=${word}`);
  await expect(row).toBeVisible();
  await page.getByRole("heading", { level: 1 }).focus();
  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, "shortcuts");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The export of this filtered view, read back as a spreadsheet would.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await downloading).path();
  const records = parseCsv(readFileSync(file, "utf8"));
  expect(records[0]).toEqual([
    "id",
    "created_at",
    "name",
    "email",
    "message",
    "fund_type",
    "aum",
    "status",
    "owner",
    "notes",
    "last_note",
  ]);
  expect(records.slice(1).map((record) => record[3])).toEqual([visitorEmail]);

  // Erasure shows what it removes, then, after the address is typed again, leaves nothing.
  await page.getByRole("link", { name: "Erase a visitor" }).click();
  await page.getByRole("textbox", { name: "Visitor's e-mail address" }).fill(visitorEmail);
  await page.getByRole("button", { name: "Show what would be erased" }).click();
  await expect(page.getByTestId("erasure-preview").getByRole("listitem")).toHaveText([
    "1 inquiry",
    "1 note",
    "0 replies",
    /^\d+ pending mails?$/,
  ]);
  await page
    .getByRole("textbox", { name: "Type the address again to confirm" })
    .fill(visitorEmail.toUpperCase());
  await expectAccessible(page, "erase");
  await page.getByRole("button", { name: "Erase permanently" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Erased 1 inquiry." })).toBeVisible();
  expect(countRows(`SELECT count(*) AS n FROM contact_submissions WHERE email = '${visitorEmail}'`)).toBe(0);
  expect(
    countRows(
      `SELECT count(*) AS n FROM inquiry_history WHERE submission_id NOT IN (SELECT id FROM contact_submissions)`,
    ),
  ).toBe(0);
  expect(
    countRows(
      `SELECT count(*) AS n FROM notification_outbox WHERE submission_id NOT IN (SELECT id FROM contact_submissions)`,
    ),
  ).toBe(0);
  expect(countRows(`SELECT count(*) AS n FROM inquiry_search WHERE inquiry_search MATCH '${word}'`)).toBe(0);

  // The audit page lists each action, filtered to this staff member.
  await page.getByRole("link", { name: "Audit log" }).click();
  await page.getByRole("textbox", { name: "Staff e-mail" }).fill(staff);
  await page.getByRole("button", { name: "Show" }).click();
  // The previous page stays on screen, dimmed and busy, until the filtered one arrives.
  await expect(page).toHaveURL(/actor=/);
  await expect(page.locator(".audit-results")).toHaveAttribute("aria-busy", "false");
  const log = page.getByRole("list", { name: "Audit entries" });
  for (const action of [
    /^Test Person opened inquiry #\d+$/,
    /^Test Person added a note to inquiry #\d+$/,
    /^Test Person changed the status of inquiry #\d+ to \w+$/,
    /^Test Person exported inquiries as CSV$/,
    /^Test Person erased a visitor: 1 inquiry$/,
  ])
    await expect(log.locator(".sentence").filter({ hasText: action }).first()).toBeVisible();
  await expect(log).not.toContainText(visitorEmail);
  await expectAccessible(page, "audit");
});

test("j and k move through the list", async ({ page }, testInfo) => {
  const word = uniqueWord("keys");
  // Three inquiries through the public insert API, as the form sends them.
  for (const name of ["First", "Second", "Third"]) {
    const response = await page.request.post("/rest/v1/contact_submissions", {
      headers: {
        apikey: DEFAULT_ANON_KEY,
        authorization: `Bearer ${DEFAULT_ANON_KEY}`,
        prefer: "return=minimal",
      },
      data: {
        name,
        email: `${name.toLowerCase()}.${word}@example.com`,
        message: `About ${word}`,
        fund_type: null,
        aum: null,
      },
    });
    expect(response.status()).toBe(201);
  }
  await signedInContext(page.context(), uniqueEmail("keys", testInfo.project.name));
  await page.goto(`/inbox?status=new&q=${word}`);
  await waitForInbox(page);
  const links = page.locator("li.inquiry a");
  await expect(links).toHaveCount(3);
  await page.getByRole("heading", { level: 1 }).focus();
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("k");
  await expect(links.nth(0)).toBeFocused();
  // "/" jumps to the search field; Escape there hands the keys back to the list.
  const search = page.locator("#triage-search");
  await page.keyboard.press("/");
  await expect(search).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(search).not.toBeFocused();
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await expect(links.nth(2)).toBeFocused();
  // "s" marks the selected one as spam: it leaves the New tab's view.
  await page.keyboard.press("s");
  await expect(links).toHaveCount(2);
  // The row leaves at once; the announcement says the server has it.
  await expect(page.getByRole("status").filter({ hasText: "Marked as spam" })).toBeVisible();
  await page.goto(`/inbox?status=spam&q=${word}`);
  await expect(page.locator("li.inquiry")).toHaveText([/First/]);
});
