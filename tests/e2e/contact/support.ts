import { expect, type Page } from "@playwright/test";
import { type StoredRow, sqliteRows } from "#tests/support/database/stored-rows.ts";

/** The SQLite file of the server Playwright starts (playwright.config.ts). */
export const E2E_DATABASE = `.tmp/e2e-${process.env.E2E_PORT ?? 4173}.sqlite`;

/** Reads what the server committed, straight from its database file. */
export function rowsWithMessage(databasePath: string, message: string): StoredRow[] {
  return sqliteRows(databasePath).filter((row) => row.message === message);
}

/** A message no other test (or project) sends, so rows can be told apart. */
export function uniqueMessage(label: string): string {
  return `${label} ${Date.now()}-${Math.random().toString(36).slice(2)}\nSecond line of the inquiry.`;
}

export function contactForm(page: Page) {
  const form = page.getByRole("form", { name: "Send Us a Message" });
  return {
    form,
    name: form.getByRole("textbox", { name: "Full Name" }),
    email: form.getByRole("textbox", { name: "Email Address" }),
    message: form.getByRole("textbox", { name: "Message" }),
    fundType: form.getByRole("combobox", { name: "Inquiry Type" }),
    aum: form.getByRole("combobox", { name: "Size Range" }),
    button: form.getByRole("button"),
  };
}

/**
 * Opens /contact, moves the pointer over the form as a visitor would (the form's
 * script is fetched on the first interaction) and waits until the island has
 * taken over: from then on a send shows a toast instead of loading the answer
 * page. The island says so on its element once it has hydrated.
 */
export async function openContact(page: Page, origin = "") {
  await page.goto(`${origin}/contact`);
  await contactForm(page).form.hover();
  await expect(page.locator("#contact-island")).toHaveAttribute("data-island", "ready");
  return contactForm(page);
}

export async function fillValid(page: Page, message: string) {
  const f = contactForm(page);
  await f.name.fill("Ada Lovelace");
  await f.email.fill("ada@example.com");
  await f.message.fill(message);
  await f.fundType.selectOption("Infrastructure");
  await f.aum.selectOption("$100M - $500M");
}

export const toasts = (page: Page) => page.locator("[data-variant]");

export async function expectErrorToast(page: Page) {
  const toast = toasts(page);
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveAttribute("data-variant", "destructive");
  await expect(toast).toContainText("Error");
  await expect(toast).toContainText("There was an issue sending your message. Please try again later.");
}

/**
 * Holds every request matching `url` until the returned function is called, as a slow
 * connection would; a test checks what the visitor sees meanwhile, then releases them.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Counts the requests the page makes to the data API (`/rest/v1/`) from now on. */
export function countApiRequests(page: Page): () => number {
  let requests = 0;
  page.on("request", (request) => {
    if (request.url().includes("/rest/v1/")) requests += 1;
  });
  return () => requests;
}
