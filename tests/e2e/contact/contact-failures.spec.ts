import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { startServer } from "#bench/support/server.ts";
import { expectErrorToast, fillValid, openContact, toasts, uniqueMessage } from "./support.ts";

// Each test gets a server process of its own (same build, its own SQLite file),
// so it can break that server for real without touching the others.
async function ownServer() {
  const databasePath = join(mkdtempSync(join(tmpdir(), "ucp-e2e-")), "own.sqlite");
  const server = await startServer({ SQLITE_PATH: databasePath });
  return { ...server, databasePath };
}

test("the server answering an error keeps the values, re-enables the button and logs the error", async ({
  page,
}) => {
  const server = await ownServer();
  try {
    const errors: string[] = [];
    page.on("console", (entry) => {
      if (entry.type() === "error" && !entry.text().startsWith("Failed to load resource"))
        errors.push(entry.text());
    });
    const f = await openContact(page, server.url);
    // Break the real database under the running server: every insert now fails.
    const db = new DatabaseSync(server.databasePath);
    db.exec("DROP TABLE contact_submissions");
    db.close();

    const message = uniqueMessage("Server error");
    await fillValid(page, message);
    const answer = page.waitForResponse("**/rest/v1/contact_submissions");
    await f.button.click();
    expect((await answer).status()).toBeGreaterThanOrEqual(500);

    await expectErrorToast(page);
    await expect(f.button).toBeEnabled();
    await expect(f.button).toHaveText("Send Message");
    await expect(f.message).toHaveValue(message);
    await expect(f.name).toHaveValue("Ada Lovelace");
    await expect(f.aum).toHaveValue("$100M - $500M");
    expect(errors.some((text) => text.includes("Inquiry not stored"))).toBe(true);
  } finally {
    await server.stop();
  }
});

test("an unreachable server keeps the values and shows the error toast", async ({ page }) => {
  const server = await ownServer();
  const errors: string[] = [];
  page.on("console", (entry) => {
    if (entry.type() === "error") errors.push(entry.text());
  });
  const f = await openContact(page, server.url);
  const message = uniqueMessage("Unreachable");
  await fillValid(page, message);
  // Typing fetched the schema's script while the server was still up.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").some((r) => r.name.includes("contact-schema")),
      ),
    )
    .toBe(true);
  await server.stop();

  await f.button.click();
  await expectErrorToast(page);
  await expect(f.button).toBeEnabled();
  await expect(f.message).toHaveValue(message);
  expect(errors.length).toBeGreaterThan(0);
});

test("a new toast replaces the one on screen", async ({ page }) => {
  const server = await ownServer();
  try {
    const f = await openContact(page, server.url);
    await fillValid(page, uniqueMessage("First"));
    await f.button.click();
    await expect(toasts(page)).toContainText("Message Sent!");
    await server.stop();
    await fillValid(page, uniqueMessage("Second"));
    await f.button.click();
    await expectErrorToast(page); // exactly one toast, and it is the new one
  } finally {
    await server.stop();
  }
});

test.describe("toast rules", () => {
  test("a toast disappears after 5000 ms, not before", async ({ page }) => {
    await page.clock.install();
    const f = await openContact(page);
    await fillValid(page, uniqueMessage("Timer"));
    // Freeze the page's clock so only runFor moves it, however slow the machine is.
    await page.clock.pauseAt(Date.now() + 60_000);
    await f.button.click();
    await expect(toasts(page)).toContainText("Message Sent!");
    await page.clock.runFor(4_900);
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(toasts(page)).toHaveCount(0);
  });

  test("F8 moves focus to the notification region, which screen readers are told about", async ({ page }) => {
    const f = await openContact(page);
    await fillValid(page, uniqueMessage("Hotkey"));
    await f.button.click();
    await expect(toasts(page)).toContainText("Message Sent!");
    await page.keyboard.press("F8");
    const region = page.getByRole("region", { name: "Notifications (F8)" });
    await expect
      .poll(() => region.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    // Radix announces a foreground toast through a live region.
    await expect(page.locator('[aria-live="assertive"]')).toHaveCount(1);
  });
});
