import type { Page } from "@playwright/test";
import { expect, test } from "./staff-fixture.ts";
import { INBOX_ORIGIN, waitForInbox } from "./staff-support.ts";
import { expectAccessible, row, sendInquiry, uniqueWord } from "./triage-support.ts";

// The list and the inquiry as staff see them at phone and desktop widths: enough rows to
// scan, hostile names kept in their place, no axe finding, and plain words for what this
// server cannot do.

test.use({ baseURL: INBOX_ORIGIN });
test.describe.configure({ timeout: 90_000 });

/**
 * The status tabs and the owner views as a phone shows them: each wholly inside the window
 * and its strip, so none hides behind a sideways scroll.
 */
async function expectNavigationInView(page: Page, width: number): Promise<void> {
  for (const name of ["Status", "Owner"]) {
    const nav = page.getByRole("navigation", { name, exact: true });
    const list = nav.getByRole("list");
    expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth), name).toBe(true);
    const links = await nav.getByRole("link").all();
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) {
      const box = await link.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `${name} link inside ${width} px`).toBe(true);
    }
  }
}

/** Rows wholly inside the window. */
function rowsInView(page: Page): Promise<number> {
  return page
    .locator("li.inquiry")
    .evaluateAll((rows) => rows.filter((item) => item.getBoundingClientRect().bottom <= innerHeight).length);
}

test("dense at 1280 and 375 px, every tab in sight, hostile names contained, axe clean on the list and the inquiry", async ({
  page,
}) => {
  const word = uniqueWord("look");
  const longName = "W".repeat(200);
  const bidiEmail = `bidi.${word}@example.com`;
  await sendInquiry(page.request, longName, `long.${word}@example.com`, `About ${word}`);
  // An unterminated right-to-left override in the name must not reverse the address after it.
  await sendInquiry(page.request, "\u202EEvil Name", bidiEmail, `About ${word}`);
  for (let index = 0; index < 8; index++)
    await sendInquiry(page.request, `Person ${index}`, `p${index}.${word}@example.com`, `About ${word}`);

  for (const [width, height, rows] of [
    [1280, 800, 8],
    [375, 812, 4],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/inbox?status=new&q=${word}`);
    await waitForInbox(page);
    await expect(page.locator("li.inquiry")).toHaveCount(10);
    expect(await rowsInView(page)).toBeGreaterThanOrEqual(rows);
    // The tabs at their widest: each with its count of the search.
    await expect(
      page.getByRole("navigation", { name: "Status" }).getByRole("link", { name: /^All/ }),
    ).toContainText("10");
    await expectNavigationInView(page, width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    // The name is isolated: the address after it keeps its own direction.
    const email = row(page, bidiEmail).locator("bdi.email");
    await expect(email).toHaveText(bidiEmail);
    expect(await email.evaluate((element) => element.parentElement?.querySelector("a bdi") !== null)).toBe(
      true,
    );
    await expectAccessible(page, `list at ${width}`);

    await row(page, `long.${word}@example.com`).getByRole("link").click();
    const heading = page.getByRole("heading", { level: 1, name: longName });
    await expect(heading).toBeVisible();
    // The unbroken name wraps inside its pane: nothing sticks out of the page or the heading.
    expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    // This server has no SMTP: the composer says so instead of offering to send.
    await expect(page.getByText("This server cannot send e-mail")).toBeVisible();
    await expect(page.getByRole("link", { name: "Reply by e-mail" })).toBeVisible();
    await expectAccessible(page, `inquiry at ${width}`);
  }
});

test("filters fold behind one control, show as removable chips, and refuse a from after until", async ({
  page,
}) => {
  await page.goto("/inbox");
  await waitForInbox(page);
  await expect(page.getByLabel("Received from")).toBeHidden();
  await page.getByText("Filters", { exact: true }).click();
  await page.getByLabel("Received from").fill("2026-03-10");
  await page.getByLabel("Received until").fill("2026-03-01");
  await expect(page.getByRole("alert")).toHaveText("The “from” date must not be after the “until” date.");
  await expect(page.getByRole("button", { name: "Apply filters" })).toBeDisabled();
  await page.getByLabel("Received until").fill("2026-03-20");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/from=2026-03-10&to=2026-03-20/);
  const chips = page.getByRole("list", { name: "Active filters" });
  await expect(chips.getByRole("link")).toHaveCount(2);
  await chips.getByRole("link", { name: /Received until/ }).click();
  await expect(page).not.toHaveURL(/to=/);
  await expect(chips.getByRole("link")).toHaveCount(1);
});

test("offline, the list says so and offers Try again, which brings it back", async ({ page }) => {
  await page.goto("/inbox");
  await waitForInbox(page);
  // The network drops: the next load of the list gets no answer at all.
  await page.route("**/inbox/api/inquiries?*", (route) => route.abort("internetdisconnected"));
  await page.getByRole("navigation", { name: "Status" }).getByRole("link", { name: /^Open/ }).click();
  await expect(page.getByRole("alert")).toHaveText(/You are offline/);
  // The error stands alone: no stale list and no spinner beside it.
  await expect(page.locator("li.inquiry")).toHaveCount(0);
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await page.unroute("**/inbox/api/inquiries?*");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(page).toHaveURL(/status=open/);
});
