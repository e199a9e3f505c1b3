import { enrolStaff } from "#tests/support/staff/staff.ts";
import { expect, test } from "./staff-fixture.ts";
import { INBOX_ORIGIN, SERVER_ENV, uniqueEmail, waitForInbox } from "./staff-support.ts";
import { row, sendInquiry, uniqueWord } from "./triage-support.ts";

// Assignment as staff use it: `a` to me or to a colleague from the list, the owner in the
// row, and the Mine / Unassigned views beside the status tabs.

test.use({ baseURL: INBOX_ORIGIN });
test.describe.configure({ timeout: 60_000 });

test("a assigns to me or a colleague; Mine and Unassigned show what they say", async ({ page }, testInfo) => {
  const word = uniqueWord("own");
  const mine = `mine.${word}@example.com`;
  const theirs = `theirs.${word}@example.com`;
  const nobody = `nobody.${word}@example.com`;
  for (const email of [mine, theirs, nobody])
    await sendInquiry(page.request, email.split(".")[0] ?? "", email, word);
  const colleagueName = `Colleague ${word}`;
  // A colleague with two factors set up: only they can own inquiries.
  await enrolStaff(
    INBOX_ORIGIN,
    INBOX_ORIGIN,
    SERVER_ENV,
    uniqueEmail(`colleague-${word}`, testInfo.project.name),
    colleagueName,
  );
  await page.goto(`/inbox?status=new&q=${word}`);
  await waitForInbox(page);
  await expect(row(page, nobody)).toContainText("Unassigned");

  await row(page, mine).getByRole("link").focus();
  await page.keyboard.press("a");
  const dialog = page.getByRole("dialog", { name: "Assign to" });
  await dialog.getByRole("button", { name: /^Me \(/ }).click();
  await expect(row(page, mine)).toContainText("Owner: Test Person");

  await row(page, theirs).getByRole("link").focus();
  await page.keyboard.press("a");
  await dialog.getByRole("button", { name: new RegExp(colleagueName) }).click();
  await expect(row(page, theirs)).toContainText(`Owner: ${colleagueName}`);

  await page.getByRole("navigation", { name: "Owner" }).getByRole("link", { name: "Mine" }).click();
  await expect(page.locator("li.inquiry")).toHaveCount(1);
  await expect(row(page, mine)).toBeVisible();
  await page.getByRole("navigation", { name: "Owner" }).getByRole("link", { name: "Unassigned" }).click();
  await expect(page.locator("li.inquiry")).toHaveCount(1);
  await expect(row(page, nobody)).toBeVisible();
  await page.getByRole("navigation", { name: "Owner" }).getByRole("link", { name: "Everyone's" }).click();
  await expect(page.locator("li.inquiry")).toHaveCount(3);

  // The assignment is in the inquiry's history too.
  await row(page, theirs).getByRole("link").click();
  await expect(page.locator("ol.history")).toContainText(`Assigned to ${colleagueName}`);
});
