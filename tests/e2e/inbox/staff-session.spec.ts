import { expect, test } from "@playwright/test";
import { INBOX_ORIGIN, revoke, signedInContext, uniqueEmail, waitForInbox } from "./staff-support.ts";

// The inbox client's session: renewal before expiry under a page clock, the fixed
// backoff (200, 400, 800 ms) while renewal gets 503, and sign-out on a refusal.

test.use({ baseURL: INBOX_ORIGIN });
// Each test enrols through the operator command and revokes through it: Node processes
// that a busy machine slows down.
test.describe.configure({ timeout: 90_000 });

const RENEW = "**/inbox/api/session/renew";

test("retries a failing renewal after 200, 400 and 800 ms, then stays signed in", async ({
  page,
}, testInfo) => {
  await signedInContext(page.context(), uniqueEmail("renew", testInfo.project.name));
  await page.clock.install();
  await page.goto("/inbox");
  await waitForInbox(page);
  await page.clock.pauseAt(Date.now() + 1000);
  let attempts = 0;
  const statuses: number[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/inbox/api/session/renew")) statuses.push(response.status());
  });
  // The real server answers from the fourth attempt on; the first three get a 503.
  await page.route(RENEW, async (route) => {
    attempts++;
    if (attempts <= 3) await route.fulfill({ status: 503, contentType: "application/json", body: "{}" });
    else await route.continue();
  });
  const settled = async () => {
    // Two round trips into the page: the answer of the last attempt has been handled.
    await page.evaluate(() => 0);
    await page.evaluate(() => 0);
  };
  await page.mouse.click(5, 5);
  // Renewal is due two minutes before the 30-minute expiry.
  await page.clock.runFor(28 * 60_000 + 1000);
  await expect.poll(() => attempts).toBe(1);
  for (const delay of [200, 400, 800]) {
    const before = attempts;
    await settled();
    await page.clock.runFor(delay - 1);
    await settled();
    expect(attempts).toBe(before);
    await page.clock.runFor(1);
    await expect.poll(() => attempts).toBe(before + 1);
  }
  await expect.poll(() => statuses).toEqual([503, 503, 503, 200]);
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
});

test("a renewal refused for a revoked account signs out with a reason", async ({ page }, testInfo) => {
  const email = uniqueEmail("revoked", testInfo.project.name);
  await signedInContext(page.context(), email);
  await page.clock.install();
  await page.goto("/inbox");
  await waitForInbox(page);
  await revoke(email);
  await page.mouse.click(5, 5);
  await page.clock.runFor(28 * 60_000 + 1000);
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await expect(page.getByText("Your session ended. Please sign in again.")).toBeVisible();
});

test("a revoked account is signed out at its next request", async ({ page }, testInfo) => {
  const email = uniqueEmail("next", testInfo.project.name);
  await signedInContext(page.context(), email);
  await page.goto("/inbox");
  await waitForInbox(page);
  await revoke(email);
  await page.getByRole("link", { name: "Account" }).click();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
});

test("tabs share one session: signing out in one signs out the other", async ({ context }, testInfo) => {
  await signedInContext(context, uniqueEmail("tabs", testInfo.project.name));
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto("/inbox");
  await second.goto("/inbox/account");
  await waitForInbox(first);
  await expect(second.getByRole("heading", { name: "Your account" })).toBeVisible();
  await first.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(second.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await expect(second.getByText("You are signed out.")).toBeVisible();
});
