import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INBOX_PAGE_SIZE } from "#server/inbox/records/types.ts";
import { silentLogger } from "#server/logger.ts";
import { openStore, type SubmissionStore } from "#server/store/index.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { seedInquiries } from "#tests/support/database/seed-inquiries.ts";

// A word searched once is searched again after new inquiries arrive and old ones are
// erased: the list and the tab counts follow the inquiries as they are now. (On SQLite a
// reader remembers which indexed words a searched word begins until the next arrival.)

describe.each(DATABASE_KINDS)("searching again after arrivals and erasures on %s", (kind) => {
  let db: TestDatabase;
  let store: SubmissionStore;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "inbox_vocabulary");
    store = await openStore(
      { SQLITE_PATH: db.env.SQLITE_PATH ?? "", DATABASE_URL: db.env.DATABASE_URL },
      silentLogger,
    );
    // Every seeded message says "fund"; none says "fundraiser" or "zephyrine".
    await seedInquiries(db, { count: 2000, rareWord: "unused", rareEvery: 1_000_000 });
  });
  afterAll(async () => {
    await store?.close();
    db?.dispose();
  });

  async function send(email: string, message: string): Promise<string> {
    const outcome = await store.insert({ name: "Late Comer", email, message, fund_type: null, aum: null });
    if (outcome.outcome !== "stored") throw new Error(`${email} was not stored`);
    return outcome.id;
  }
  const found = async (words: string[]) =>
    (await store.inbox.page({ words }, undefined, INBOX_PAGE_SIZE)).map((row) => row.id);
  const counted = async (words: string[]) => (await store.triage.counts({ words }, 10_000)).all;

  it("finds a word that begins a newly arrived word, and stops finding an erased one", async () => {
    expect(await found(["fundr"])).toEqual([]);
    expect(await counted(["fundr"])).toBe(0);
    expect(await counted(["fund"])).toBe(2000);

    const late = await send("late@example.com", "Our fundraiser closes soon");
    expect(await found(["fundr"])).toEqual([late]);
    expect(await counted(["fundr"])).toBe(1);
    // The newest inquiry heads the list of a word it shares with every other one.
    expect((await found(["fund"]))[0]).toBe(late);
    expect(await counted(["fund"])).toBe(2001);

    const later = await send("later@example.com", "A fundraiser of ours, the second one");
    expect(await found(["fundr"])).toEqual([later, late]);

    await store.inbox.erase("late@example.com");
    await store.inbox.erase("later@example.com");
    expect(await found(["fundr"])).toEqual([]);
    expect(await counted(["fundr"])).toBe(0);
    expect(await counted(["fund"])).toBe(2000);
  });

  it("finds a word no inquiry held when it was first searched for", async () => {
    expect(await found(["zephyr"])).toEqual([]);
    const id = await send("zephyr@example.com", "Zephyrine capital, first close");
    expect(await found(["zephyr"])).toEqual([id]);
    expect(await counted(["zephyr"])).toBe(1);
  });
});
