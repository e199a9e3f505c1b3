import { DatabaseSync } from "node:sqlite";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { DEFAULT_ANON_KEY } from "#common/defaults.ts";
import { SERVER_ENV } from "./staff-support.ts";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe finds nothing on the screen as it is now. */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect([label, results.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)]).toEqual([label, []]);
}

/** Counts rows in the server's SQLite file with plain SQL, never through the code under test. */
export function countRows(sql: string): number {
  const db = new DatabaseSync(SERVER_ENV.SQLITE_PATH, { timeout: 5000 });
  try {
    return Number(db.prepare(sql).get()?.n);
  } finally {
    db.close();
  }
}

/** A word no other test or project uses, so search results can be told apart. */
export function uniqueWord(label: string): string {
  return `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(
    /[^a-z0-9]/g,
    "",
  );
}

/** One value from the server's SQLite file, read with plain SQL. */
export function readValue(sql: string): unknown {
  const db = new DatabaseSync(SERVER_ENV.SQLITE_PATH, { timeout: 5000 });
  try {
    return db.prepare(sql).get()?.v;
  } finally {
    db.close();
  }
}

/** The stored status of the inquiry sent from `email`. */
export function statusOf(email: string): string {
  return String(readValue(`SELECT status AS v FROM contact_submissions WHERE email = '${email}'`));
}

/** Sends an inquiry through the public insert API, as the contact form does. */
export async function sendInquiry(request: APIRequestContext, name: string, email: string, message: string) {
  const response = await request.post("/rest/v1/contact_submissions", {
    headers: {
      apikey: DEFAULT_ANON_KEY,
      authorization: `Bearer ${DEFAULT_ANON_KEY}`,
      prefer: "return=minimal",
    },
    data: { name, email, message, fund_type: null, aum: null },
  });
  expect(response.status()).toBe(201);
}

/** The list row of the inquiry sent from `email`. */
export function row(page: Page, email: string) {
  return page.locator("li.inquiry", { hasText: email });
}
