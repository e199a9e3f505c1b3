import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INBOX_PAGE_SIZE, type InboxCursor, type InboxFilter } from "#server/inbox/records/types.ts";
import { silentLogger } from "#server/logger.ts";
import { openStore, type SubmissionStore } from "#server/store/index.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { SEED_BASE, seededRow, seedInquiries } from "#tests/support/database/seed-inquiries.ts";

// The inbox's store on both databases at 10,000 inquiries: paging, filters, search,
// statuses, notes and erasure, checked against plain SQL reads of the same rows.

const COUNT = 10_000;
const RARE = "zephyrine";

describe.each(DATABASE_KINDS)("inbox store on %s", (kind) => {
  let db: TestDatabase;
  let store: SubmissionStore;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "inbox_store");
    store = await openStore(
      { SQLITE_PATH: db.env.SQLITE_PATH ?? "", DATABASE_URL: db.env.DATABASE_URL },
      silentLogger,
    );
    await seedInquiries(db, { count: COUNT, rareWord: RARE, rareEvery: 1000 });
  });
  afterAll(async () => {
    await store?.close();
    db?.dispose();
  });

  async function everyPage(filter: InboxFilter): Promise<string[]> {
    const ids: string[] = [];
    let cursor: InboxCursor | undefined;
    for (;;) {
      const page = await store.inbox.page(filter, cursor, INBOX_PAGE_SIZE);
      ids.push(...page.map((row) => row.id));
      const last = page.at(-1);
      if (page.length < INBOX_PAGE_SIZE || !last) return ids;
      cursor = last.position;
    }
  }

  it("pages through all 10,000 newest first, 50 at a time, each row once", async () => {
    const ids = await everyPage({});
    const expected = (
      await db.query("SELECT id FROM contact_submissions ORDER BY created_at DESC, id DESC")
    ).map((row) => String(row.id));
    expect(ids).toHaveLength(COUNT);
    expect(ids).toEqual(expected);
  });

  it("filters by type, size and received date, and searches for a rare word", async () => {
    const row = seededRow(4000);
    const from = new Date(SEED_BASE + 3000 * 60_000);
    const to = new Date(SEED_BASE + 6000 * 60_000);
    const ids = await everyPage({ fundType: row.fundType, aum: row.aum, from, to });
    const expected = await db.query(
      kind === "sqlite"
        ? `SELECT id FROM contact_submissions WHERE fund_type = '${row.fundType}' AND aum = '${row.aum}'
           AND created_at >= '${from.toISOString()}' AND created_at < '${to.toISOString()}' ORDER BY created_at DESC`
        : `SELECT id FROM contact_submissions WHERE fund_type = '${row.fundType}' AND aum = '${row.aum}'
           AND created_at >= '${from.toISOString()}' AND created_at < '${to.toISOString()}' ORDER BY created_at DESC`,
    );
    expect(ids.length).toBeGreaterThan(10);
    expect(ids).toEqual(expected.map((r) => String(r.id)));

    const found = await store.inbox.page({ words: ["zephyr"] }, undefined, INBOX_PAGE_SIZE);
    expect(found.map((r) => r.email)).toEqual(
      [10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((k) => seededRow(k * 1000).email),
    );
    const both = await store.inbox.page({ words: ["visitor5000", RARE] }, undefined, INBOX_PAGE_SIZE);
    expect(both.map((r) => r.email)).toEqual(["visitor5000@example.com"]);
    expect(await store.inbox.page({ words: ["nosuchword"] }, undefined, INBOX_PAGE_SIZE)).toEqual([]);
  });

  it("pages through a search for a word in every message, as it does for a rare one", async () => {
    // With fresh statistics PostgreSQL knows the word is common and walks the dates.
    if (kind === "postgres") await db.exec("ANALYZE contact_submissions");
    const type = seededRow(7).fundType;
    const ids = await everyPage({ words: ["rais"], fundType: type });
    const expected = await db.query(
      `SELECT id FROM contact_submissions WHERE fund_type = '${type}' ORDER BY created_at DESC, id DESC`,
    );
    expect(ids.length).toBe(COUNT / 8);
    expect(ids).toEqual(expected.map((r) => String(r.id)));
  });

  it("keeps per-status counts, records who changed a status and who wrote a note", async () => {
    const [newest] = await store.inbox.page({}, undefined, 1);
    if (!newest) throw new Error("no inquiry");
    const ada = { id: "staff-1", email: "ada@ucp.example" };
    expect(await store.inbox.counts()).toEqual({ new: COUNT, open: 0, replied: 0, archived: 0, spam: 0 });
    await store.inbox.setStatus(newest.id, ada, "spam");
    expect(await store.inbox.setStatus(newest.id, ada, "spam")).toBeNull();
    await store.inbox.addNote(newest.id, ada, "Looks automated.");
    await store.inbox.setStatus(newest.id, ada, "open");
    expect(await store.inbox.counts()).toEqual({ new: COUNT - 1, open: 1, replied: 0, archived: 0, spam: 0 });
    expect((await store.inbox.page({ status: "open" }, undefined, 50)).map((r) => r.id)).toEqual([newest.id]);
    const detail = await store.inbox.get(newest.id);
    expect(detail?.status).toBe("open");
    expect(detail?.delivery.state).toBe("none");
    const history = (await store.triage.history(newest.id, undefined, 50))?.entries.reverse();
    expect(
      history?.map((e) =>
        e.kind === "note"
          ? `note:${e.body}`
          : e.kind === "status"
            ? `${e.from}>${e.to}:${e.actor.email}`
            : e.kind,
      ),
    ).toEqual(["new>spam:ada@ucp.example", "note:Looks automated.", "spam>open:ada@ucp.example"]);
    expect(await store.inbox.get("999999999")).toBeUndefined();
    expect(await store.inbox.addNote("999999999", ada, "x")).toBeUndefined();
  });

  it("erases a visitor: inquiries, notes, status history, notifications and search entries", async () => {
    const email = "Erase.Me@Example.com";
    const stored = await store.insert({
      name: "Erin Erased",
      email,
      message: "Quixotically unique words",
      fund_type: null,
      aum: null,
    });
    if (stored.outcome !== "stored") throw new Error("not stored");
    const staff = { id: "staff-2", email: "grace@ucp.example" };
    await store.inbox.addNote(stored.id, staff, "Call back on Monday");
    await store.inbox.setStatus(stored.id, staff, "replied");
    expect((await store.inbox.page({ words: ["quixotically"] }, undefined, 50)).map((r) => r.id)).toEqual([
      stored.id,
    ]);

    const erased = await store.inbox.erase("erase.me@example.COM");
    expect(erased).toEqual({ inquiries: 1, notes: 1, statusChanges: 1, notifications: 1 });
    const left = async (sql: string) => Number((await db.query(sql))[0]?.n);
    const id = Number(stored.id);
    expect(
      await left(`SELECT count(*) AS n FROM contact_submissions WHERE lower(email) = 'erase.me@example.com'`),
    ).toBe(0);
    expect(await left(`SELECT count(*) AS n FROM inquiry_history WHERE submission_id = ${id}`)).toBe(0);
    expect(await left(`SELECT count(*) AS n FROM notification_outbox WHERE submission_id = ${id}`)).toBe(0);
    if (kind === "sqlite") {
      expect(
        await left(`SELECT count(*) AS n FROM inquiry_search WHERE inquiry_search MATCH 'quixotically'`),
      ).toBe(0);
      // The index's own vocabulary no longer holds the word (secure-delete).
      await db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS search_vocab USING fts5vocab(inquiry_search, 'row')");
      expect(await left(`SELECT count(*) AS n FROM search_vocab WHERE term = 'quixotically'`)).toBe(0);
    } else {
      expect(
        await left(
          `SELECT count(*) AS n FROM contact_submissions WHERE search_vector @@ to_tsquery('simple', 'quixotically')`,
        ),
      ).toBe(0);
    }
    expect((await store.inbox.counts()).replied).toBe(0);
  });

  it("the operator's erase and the retention purge take notes and status history along", async () => {
    const staff = { id: "staff-3", email: "op@ucp.example" };
    const add = async (email: string) => {
      const stored = await store.insert({
        name: "Op Test",
        email,
        message: `Note test ${email}`,
        fund_type: null,
        aum: null,
      });
      if (stored.outcome !== "stored") throw new Error("not stored");
      await store.inbox.addNote(stored.id, staff, "A note");
      await store.inbox.setStatus(stored.id, staff, "archived");
      return stored.id;
    };
    const history = async (id: string) =>
      Number((await db.query(`SELECT count(*) AS n FROM inquiry_history WHERE submission_id = ${id}`))[0]?.n);
    const erasedId = await add("cli.erase@example.com");
    expect(await history(erasedId)).toBe(2);
    expect((await store.inquiries.erase("cli.erase@example.com")).inquiries).toBe(1);
    expect(await history(erasedId)).toBe(0);
    const purgedId = await add("purge@example.com");
    const archived = (await store.inbox.counts()).archived;
    expect((await store.inquiries.purgeBefore(new Date(Date.now() + 60_000))).inquiries).toBeGreaterThan(
      COUNT,
    );
    expect(await history(purgedId)).toBe(0);
    expect(await store.inbox.counts()).toEqual({ new: 0, open: 0, replied: 0, archived: 0, spam: 0 });
    expect(archived).toBeGreaterThan(0);
  });
});
