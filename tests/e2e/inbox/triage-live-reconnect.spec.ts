import { mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { startServer } from "#tests/reliability/support/server-process.ts";
import { freePort } from "#tests/support/servers/free-port.ts";
import { enrolStaff } from "#tests/support/staff/staff.ts";
import { holdNextStream, markPage, stillMarked } from "./live-support.ts";
import { uniqueEmail, waitForInbox } from "./staff-support.ts";
import { expectAccessible, row, sendInquiry } from "./triage-support.ts";

// A server that restarts ends the inbox's live stream; the browser reconnects by itself
// and the stream catches up with what was stored meanwhile, without a reload. The
// reconnection is held until the restarted server has stored an inquiry; then the real
// server answers it.

/** A loaded machine (two cores, shared) can take long to start a server. */
const START_MS = 90_000;

test("a stream ended by a server's restart catches up, on reconnecting, with what was stored meanwhile", async ({
  browser,
}, testInfo) => {
  test.setTimeout(4 * START_MS);
  // A server of its own, stopped and started again on its port and database file.
  const port = await freePort();
  const dir = mkdtempSync(join(resolve(".tmp"), "live-catch-up-"));
  // The list's time limit is another test's subject: a loaded machine must not stop the
  // fresh server's first list read (a reader thread has to start).
  const env = { SQLITE_PATH: join(dir, "ucp.sqlite"), PORT: String(port), INBOX_QUERY_TIMEOUT_MS: "60000" };
  let server = await startServer(env, START_MS);
  try {
    const origin = `http://localhost:${port}`;
    const enrolled = await enrolStaff(origin, origin, env, uniqueEmail("catch-up", testInfo.project.name));
    const context = await browser.newContext({ baseURL: origin });
    await context.addCookies(
      [...enrolled.client.cookies].map(([name, value]) => ({ name, value, url: `${origin}/inbox/` })),
    );
    const page = await context.newPage();
    await page.goto("/inbox?status=new");
    await waitForInbox(page);
    await markPage(page);
    // A live inquiry first: the browser names its id (Last-Event-ID) on reconnecting.
    await sendInquiry(page.request, "Fay First", "fay@example.com", "About the first close");
    await expect(row(page, "fay@example.com")).toBeVisible();

    // The server stops, which ends the stream; the browser's reconnection is held until the
    // server is back and has stored an inquiry.
    const { asked, release } = await holdNextStream(page);
    await server.stop();
    server = await startServer(env, START_MS);
    await sendInquiry(page.request, "Ari Away", "ari@example.com", "Written while the inbox was away");
    const reconnection = await asked;
    // The same address as the first connection: from none (the list was read empty). The
    // browser adds Last-Event-ID (Fay's id) below what Playwright shows; the integration
    // test checks that the server catches up from it.
    expect(new URL(reconnection.url()).searchParams.get("since")).toBe("0");
    release();

    await expect(row(page, "ari@example.com")).toBeVisible();
    await expect(row(page, "fay@example.com")).toHaveCount(1);
    expect(await stillMarked(page)).toBe(true);
    await expectAccessible(page, "list after reconnecting");
    await context.close();
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
