import { holdNextStream, markPage, stillMarked } from "./live-support.ts";
import { expect, test } from "./staff-fixture.ts";
import { INBOX_ORIGIN, waitForInbox } from "./staff-support.ts";
import { expectAccessible, row, sendInquiry, uniqueWord } from "./triage-support.ts";

// The inbox reads its list, then connects its live stream: an inquiry stored in between
// appears without a reload. The window is made by holding the browser's request for the
// stream until the real server has stored the inquiry; the server then answers it itself.

test.use({ baseURL: INBOX_ORIGIN });
test.describe.configure({ timeout: 60_000 });

test("an inquiry stored between the list's load and the stream's connection appears without a reload", async ({
  page,
}) => {
  const word = uniqueWord("between");
  const email = `${word}@example.com`;
  const { asked, release } = await holdNextStream(page);
  await page.goto("/inbox?status=new");
  // The list is on screen and the stream is asked for, from the newest inquiry listed.
  expect(new URL((await asked).url()).searchParams.get("since")).toMatch(/^\d+$/);
  await waitForInbox(page);
  await markPage(page);
  await sendInquiry(page.request, "Bea Between", email, `About ${word}`);
  await expect(row(page, email)).toHaveCount(0);

  release();
  await expect(row(page, email)).toBeVisible();
  await expect(page).toHaveTitle(/^\(\d+\) Inbox$/);
  expect(await stillMarked(page)).toBe(true);
  await expectAccessible(page, "list after catching up");
});
