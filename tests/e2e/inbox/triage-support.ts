import { DatabaseSync } from "node:sqlite";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
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
