import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INBOX_PAGE_SIZE, type InboxCursor, type InboxFilter } from "#server/inbox/records/types.ts";
import { silentLogger } from "#server/logger.ts";
import { openStore, type SubmissionStore } from "#server/store/index.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { SEED_BASE } from "#tests/support/database/seed-inquiries.ts";

// Searches with thousands of matches page through them newest first even where the order
// of arrival and the ids disagree (an imported backlog, a clock set back) and many share
// one instant: 20,000 inquiries on 400 distinct instants, shuffled against their ids.

const COUNT = 20_000;
const INSTANTS = 400;

describe.each(DATABASE_KINDS)("search order on %s", (kind) => {
  let db: TestDatabase;
  let store: SubmissionStore;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "inbox_order");
    store = await openStore(
      { SQLITE_PATH: db.env.SQLITE_PATH ?? "", DATABASE_URL: db.env.DATABASE_URL },
      silentLogger,
    );
    // Inquiry n arrives at instant (n * 7919) mod 400; a third say "quarterly", and those
    // on the 120 oldest instants (some 6,000) say "legacy".
    const slot = `((n * 7919) % ${INSTANTS})`;
    const message = `'We are raising a fund' || CASE WHEN n % 3 = 0 THEN ' quarterly' ELSE '' END
      || CASE WHEN ${slot} < 120 THEN ' legacy' ELSE '' END`;
    await db.exec(
      kind === "sqlite"
        ? `INSERT INTO contact_submissions (created_at, name, email, message, content_hash)
           WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${COUNT})
           SELECT strftime('%Y-%m-%dT%H:%M:%fZ', ${SEED_BASE / 1000} + ${slot} * 60, 'unixepoch'),
             'Visitor ' || n, 'visitor' || n || '@example.com', ${message}, printf('%064d', n) FROM seq`
        : `INSERT INTO contact_submissions (created_at, name, email, message, content_hash)
           SELECT to_timestamp(${SEED_BASE / 1000} + ${slot} * 60), 'Visitor ' || n,
             'visitor' || n || '@example.com', ${message}, lpad(to_hex(n), 64, '0')
           FROM generate_series(1, ${COUNT}) AS n`,
    );
    if (kind === "postgres") await db.exec("ANALYZE contact_submissions");
  });
  afterAll(async () => {
    await store?.close();
    db?.dispose();
  });

  /** The first 40 pages (2,000 rows): enough to cross many chunks of the date walk. */
  async function firstPages(filter: InboxFilter): Promise<string[]> {
    const ids: string[] = [];
    let cursor: InboxCursor | undefined;
    for (let pages = 0; pages < 40; pages++) {
      const page = await store.inbox.page(filter, cursor, INBOX_PAGE_SIZE);
      ids.push(...page.map((row) => row.id));
      const last = page.at(-1);
      if (page.length < INBOX_PAGE_SIZE || !last) return ids;
      cursor = last.position;
    }
    return ids;
  }
  const newestFirst = async (where: string) =>
    (
      await db.query(
        `SELECT id FROM contact_submissions WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT 2000`,
      )
    ).map((row) => String(row.id));

  it.each([
    ["a word in every message", ["fund"], "true"],
    ["a word in a third of them", ["quart"], "message LIKE '%quarterly%'"],
    ["a word only in the oldest", ["legacy"], "message LIKE '%legacy%'"],
    ["two short prefixes", ["qu", "le"], "message LIKE '%quarterly%' AND message LIKE '%legacy%'"],
  ])("finds %s, each once, newest first, page after page", async (_, words, where) => {
    const expected = await newestFirst(where);
    expect(expected.length).toBeGreaterThan(1000);
    expect(await firstPages({ words })).toEqual(expected);
  });

  it("keeps the order with a filter beside the search", async () => {
    expect(await firstPages({ words: ["legacy"], status: "new" })).toEqual(
      await newestFirst("message LIKE '%legacy%' AND status = 'new'"),
    );
  });
});
