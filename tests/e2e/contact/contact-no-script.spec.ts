import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { contactFeedback } from "#app/site/content/contact-feedback.ts";
import { settings } from "#app/site/content/settings.ts";
import { startServer } from "#bench/support/server.ts";
import {
  contactForm,
  E2E_DATABASE,
  fillValid,
  holdRequests,
  rowsWithMessage,
  toasts,
  uniqueMessage,
} from "./support.ts";

// The form sent as plain HTML: with JavaScript off, or before the island's script
// has arrived. The bundled server answers with the contact page itself.

const SUCCESS = ["Message Sent!", contactFeedback.success.description(settings.firmName)];
const FAILURE = ["Error", "There was an issue sending your message. Please try again later."];

async function withoutScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const notice = (page: Page, kind: "success" | "failure") => page.locator(`[data-form-status="${kind}"]`);

/** Fills the form with `message`, sends it and returns the status of the answer. */
async function send(page: Page, message: string): Promise<number> {
  await fillValid(page, message);
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await contactForm(page).button.click();
  return (await answer).status();
}

async function expectFailureNotice(page: Page) {
  await expect(notice(page, "failure")).toBeVisible();
  await expect(notice(page, "failure")).toContainText(FAILURE[0] ?? "");
  await expect(notice(page, "failure")).toContainText(FAILURE[1] ?? "");
  await expect(notice(page, "success")).toBeHidden();
}

test("without JavaScript a sent inquiry is stored and the page says so", async ({ browser, baseURL }) => {
  await withoutScript(browser, async (page) => {
    const message = uniqueMessage("No script");
    await page.goto(`${baseURL}/contact`);
    expect(await send(page, message)).toBe(200);
    await expect(notice(page, "success")).toBeVisible();
    await expect(notice(page, "success")).toBeFocused();
    for (const text of SUCCESS) await expect(notice(page, "success")).toContainText(text);
    await expect(contactForm(page).message).toHaveValue("");
    const rows = rowsWithMessage(E2E_DATABASE, message);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ada Lovelace",
      fund_type: "Infrastructure",
      aum: "$100M - $500M",
    });
  });
});

test("without JavaScript a refused value is explained at its field and every value is kept", async ({
  browser,
  baseURL,
}) => {
  await withoutScript(browser, async (page) => {
    const message = uniqueMessage("No script, refused");
    await page.goto(`${baseURL}/contact`);
    await fillValid(page, message);
    const f = contactForm(page);
    await f.email.fill("ada@localhost"); // valid for type=email, refused by the schema
    await f.button.click();
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    await expect(f.email).toHaveAccessibleDescription(/valid e-mail address/);
    await expect(f.email).toBeFocused();
    await expect(f.email).toHaveValue("ada@localhost");
    await expect(f.name).toHaveValue("Ada Lovelace");
    await expect(f.message).toHaveValue(message);
    await expect(f.fundType).toHaveValue("Infrastructure");
    await expect(f.aum).toHaveValue("$100M - $500M");
    await expect(notice(page, "success")).toBeHidden();
    expect(rowsWithMessage(E2E_DATABASE, message)).toHaveLength(0);
  });
});

test("without JavaScript a refused send (429) and a failed store (503) show the error text, values kept", async ({
  browser,
}) => {
  test.slow(); // Two servers of its own, started one after the other.
  const databasePath = join(mkdtempSync(join(tmpdir(), "ucp-e2e-")), "own.sqlite");
  const server = await startServer({ SQLITE_PATH: databasePath, RATE_LIMIT_PER_MINUTE: "1" });
  try {
    await withoutScript(browser, async (page) => {
      await page.goto(`${server.url}/contact`);
      await fillValid(page, uniqueMessage("First"));
      await contactForm(page).button.click();
      await expect(notice(page, "success")).toBeVisible();

      const second = uniqueMessage("Second");
      expect(await send(page, second)).toBe(429);
      await expectFailureNotice(page);
      await expect(contactForm(page).message).toHaveValue(second);
      expect(rowsWithMessage(databasePath, second)).toHaveLength(0);
    });
  } finally {
    await server.stop();
  }

  const broken = await startServer({ SQLITE_PATH: databasePath });
  try {
    const db = new DatabaseSync(databasePath);
    db.exec("DROP TABLE contact_submissions");
    db.close();
    await withoutScript(browser, async (page) => {
      await page.goto(`${broken.url}/contact`);
      const message = uniqueMessage("Broken store");
      expect(await send(page, message)).toBe(503);
      await expectFailureNotice(page);
      await expect(contactForm(page).message).toHaveValue(message);
    });
  } finally {
    await broken.stop();
  }
});

test("sent before the form's script arrived, an inquiry is stored once and the answer loads no script", async ({
  page,
}) => {
  // Hold the island's script, as a slow connection would.
  const release = await holdRequests(page, "**/assets/island-entry-*.js");
  const scripts: string[] = [];
  await page.goto("/contact");
  const message = uniqueMessage("Before the script");
  await fillValid(page, message);
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await contactForm(page).button.click();
  expect((await answer).status()).toBe(200);
  release();
  await expect(notice(page, "success")).toBeVisible();
  await page.waitForLoadState("load");
  expect(rowsWithMessage(E2E_DATABASE, message)).toHaveLength(1);
  expect(scripts).toEqual([]);
});

test("what was typed before the script arrived stays, and the island then sends it", async ({ page }) => {
  const release = await holdRequests(page, "**/assets/island-entry-*.js");
  const problems: string[] = [];
  page.on("console", (entry) => {
    if (entry.type() === "error" || entry.type() === "warning") problems.push(entry.text());
  });
  await page.goto("/contact");
  const message = uniqueMessage("Typed early");
  await fillValid(page, message);
  release();
  await expect(page.locator("#contact-island")).toHaveAttribute("data-island", "ready");
  const f = contactForm(page);
  await expect(f.message).toHaveValue(message);
  await expect(f.aum).toHaveValue("$100M - $500M");
  await f.button.click();
  await expect(toasts(page)).toContainText(SUCCESS[0] ?? "");
  await expect(f.message).toHaveValue("");
  expect(rowsWithMessage(E2E_DATABASE, message)).toHaveLength(1);
  expect(problems).toEqual([]);
});
