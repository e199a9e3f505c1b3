import { mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { startServer } from "#tests/reliability/support/server-process.ts";
import { freePort } from "#tests/support/servers/free-port.ts";
import { enrolStaff } from "#tests/support/staff/staff.ts";
import { expect, test } from "./staff-fixture.ts";
import { INBOX_ORIGIN, uniqueEmail, waitForInbox } from "./staff-support.ts";
import { row, sendInquiry, uniqueWord } from "./triage-support.ts";

// What the list says about a search itself: a one-letter word finds only that letter as a
// whole word (an initial), and a search the server stopped at its time limit says what to
// change, with the search field still there to change it.

test.use({ baseURL: INBOX_ORIGIN });

test("a one-letter word says it finds only whole words, such as an initial", async ({ page }) => {
  const word = uniqueWord("initial");
  await sendInquiry(page.request, "J Smith", `j.${word}@example.com`, `About ${word}`);
  await page.goto(`/inbox?${new URLSearchParams({ q: `j ${word}` })}`);
  await waitForInbox(page);
  await expect(row(page, `j.${word}@example.com`)).toBeVisible();
  await expect(page.locator(".list-notice")).toHaveText(
    "A single letter finds only that letter as a whole word, such as the initial in “J Smith”: “J” does not find words that begin with it. Type two or more letters for that.",
  );
  // Two or more letters begin words: no notice.
  await page.getByRole("searchbox").fill(word);
  await page.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${word}$`));
  await expect(page.locator(".list-notice")).toHaveCount(0);
});

test("a search stopped at the time limit says what to change, and keeps the search field", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  // A server of its own whose list reads may take one millisecond: its first read (a reader
  // thread has to start) cannot finish in time.
  const port = await freePort();
  const dir = mkdtempSync(join(resolve(".tmp"), "slow-search-"));
  const env = { SQLITE_PATH: join(dir, "ucp.sqlite"), INBOX_QUERY_TIMEOUT_MS: "1" };
  const server = await startServer({ ...env, PORT: String(port) });
  try {
    const origin = `http://localhost:${port}`;
    const email = uniqueEmail("slow-search", testInfo.project.name);
    const enrolled = await enrolStaff(origin, origin, env, email);
    const context = await browser.newContext({ baseURL: origin });
    await context.addCookies(
      [...enrolled.client.cookies].map(([name, value]) => ({ name, value, url: `${origin}/inbox/` })),
    );
    const page = await context.newPage();
    const q = "visitor1 visitor2 visitor3";
    await page.goto(`/inbox?${new URLSearchParams({ q })}`);
    await waitForInbox(page);
    await expect(page.getByRole("alert")).toHaveText(
      "This search took too long and was stopped. Search for longer words, or fewer of them, or narrow the list with a status tab or the dates under Filters.",
    );
    await expect(page.getByRole("searchbox")).toHaveValue(q);
    await expect(page.getByText("No inquiries in this view.")).toHaveCount(0);
    await context.close();
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
