import { expect, type Page, test } from "@playwright/test";
import {
  expectNoViolations,
  INBOX_ORIGIN,
  invite,
  setUpAccount,
  signedInContext,
  staffApi,
  submitInquiry,
  uniqueEmail,
} from "./staff-support.ts";

// The audit log as staff read it: sentences, newest first, a page at a time, each inquiry
// number a link to the inquiry, each person's name isolated so that a right-to-left override
// in it cannot reorder the sentence, and no word broken across lines on a phone.

test.use({ baseURL: INBOX_ORIGIN });

/** Words of the log's text that the browser drew on more than one line. */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.querySelector("ol.audit-log") ?? document.body, 4);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test("the audit log reads as sentences, pages, and links to each inquiry", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("audit", testInfo.project.name);
  // An unterminated right-to-left override in the staff member's own name.
  const name = "Ada \u202eLovelace";
  await setUpAccount(page, `/inbox/invitation?token=${await invite(email, name)}`);
  const visitor = `vera-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  const id = await submitInquiry(page, { name: "Vera Visitor", email: visitor, message: "About a mandate." });
  await staffApi(page, "PUT", `/inquiries/${id}/status`, { status: "archived" });
  // A hundred views after it: the status change moves to the second page.
  for (let batch = 0; batch < 5; batch++)
    await Promise.all(Array.from({ length: 20 }, () => staffApi(page, "GET", `/inquiries/${id}`)));

  await page.goto(`/inbox/audit?${new URLSearchParams({ actor: email })}`);
  const log = page.getByRole("list", { name: "Audit entries" });
  await expect(log.getByRole("listitem")).toHaveCount(100);
  await expect(log.locator(".sentence").filter({ hasText: "opened" }).first()).toHaveText(
    `${name} opened inquiry #${id}`,
  );
  await expect(log.locator("time").first()).toHaveText(
    /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} · (just now|\d+ minutes? ago)$/,
  );
  await expectNoViolations(page, "audit log");
  expect(await brokenWords(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Older pages until the status change (sessions renewed on each call fill pages too).
  const changed = log.locator(".sentence").filter({ hasText: "changed the status" });
  const first = await log.getByRole("listitem").first().textContent();
  for (let older = 0; older < 5 && (await changed.count()) === 0; older++) {
    await page.getByRole("link", { name: "Older entries" }).click();
    await expect(log.getByRole("listitem").first()).not.toHaveText(first ?? "");
  }
  await expect(changed).toHaveText(`${name} changed the status of inquiry #${id} to Archived`);
  // The name is isolated: its override ends with it, and the rest of the sentence reads on.
  await expect(changed.locator("bdi.who")).toHaveText(name);
  await expect(log.locator(".sentence", { hasText: "signed in" }).first()).toBeVisible();
  await expectNoViolations(page, "audit log, older page");
  await changed.getByRole("link", { name: `#${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox/inquiry\\?id=${id}`));
  await expect(page.getByRole("heading", { level: 1, name: "Vera Visitor" })).toBeVisible();
  await page.goBack();
  await page.getByRole("link", { name: "Newest entries" }).click();
  await expect(page.getByRole("link", { name: "Newest entries" })).toHaveCount(0);
  await expect(log.getByRole("listitem")).toHaveCount(100);
});

test("the log loads through its route: a failed load says why and offers Try again", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("audit-offline", testInfo.project.name);
  await signedInContext(context, email);
  await page.goto("/inbox/audit");
  const log = page.getByRole("list", { name: "Audit entries" });
  await expect(log.getByRole("listitem").first()).toBeVisible();

  // The next page of filters cannot load: the route's error replaces the log, never beside it.
  await context.setOffline(true);
  await page.getByLabel("Staff e-mail").fill(email);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("heading", { name: "This screen could not be shown", level: 1 })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(
    "You are offline, or the server cannot be reached. Check the connection, then try again.",
  );
  await expect(log).toHaveCount(0);
  await expectNoViolations(page, "audit log offline");

  await context.setOffline(false);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Staff e-mail")).toHaveValue(email);
  await expect(log.locator(".sentence").filter({ hasText: "set up an authenticator app" })).toHaveCount(1);
});

test("erasure shows what it removes before it asks for the confirmation", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("erase", testInfo.project.name);
  await setUpAccount(page, `/inbox/invitation?token=${await invite(email, "Eve Eraser")}`);
  const visitor = `gone-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  for (const message of ["First inquiry.", "Second inquiry."]) {
    const id = await submitInquiry(page, { name: "Gone Visitor", email: visitor, message });
    await staffApi(page, "POST", `/inquiries/${id}/notes`, { body: "Called back." });
  }

  // By keyboard alone: the link, the field, Enter.
  await page.getByRole("link", { name: "Erase a visitor" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Erase a visitor", level: 1 })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.type(visitor);
  await page.keyboard.press("Enter");
  const preview = page.getByTestId("erasure-preview").getByRole("listitem");
  await expect(preview).toHaveText(["2 inquiries", "2 notes", "0 replies", /^\d+ pending mails?$/]);
  await expect(page.getByRole("region", { name: "What erasing this address removes" })).toContainText(
    visitor,
  );
  await expectNoViolations(page, "erasure preview");

  const confirmation = page.getByLabel("Type the address again to confirm");
  await confirmation.focus();
  await page.keyboard.type("someone-else@example.com");
  await page.keyboard.press("Enter");
  await expect(confirmation).toHaveAccessibleDescription("The two addresses do not match.");
  await confirmation.fill(visitor.toUpperCase());
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Erased" })).toHaveText("Erased 2 inquiries.");
  await expectNoViolations(page, "erasure done");

  await page.goto(`/inbox/audit?${new URLSearchParams({ actor: email })}`);
  await expect(
    page.getByRole("list", { name: "Audit entries" }).locator(".sentence", { hasText: "erased" }),
  ).toHaveText("Eve Eraser erased a visitor: 2 inquiries");
});
