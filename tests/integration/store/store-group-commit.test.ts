import { describe, expect, it } from "vitest";
import type { SubmissionStore } from "#server/store/index.ts";
import {
  createTestDatabase,
  DATABASE_KINDS,
  openStoreOn,
  type TestDatabase,
} from "#tests/support/database/databases.ts";

// Group commit, seen from the database: inserts submitted together are written in one
// transaction, so they share its timestamp (SQLite: the batch's clock reading;
// PostgreSQL: now(), the transaction's start). Every promise resolves with the row's
// outcome only after that commit, and identical rows inside one batch are stored once.

describe.each(DATABASE_KINDS)("group commit on %s", (kind) => {
  /** A fresh database and the store on it, both closed after `use`. */
  async function withStore(label: string, use: (store: SubmissionStore, db: TestDatabase) => Promise<void>) {
    const db = await createTestDatabase(kind, label);
    const store = await openStoreOn(db);
    try {
      await use(store, db);
    } finally {
      await store.close();
      db.dispose();
    }
  }

  it("writes inserts submitted together in one transaction and stores each exactly", async () => {
    await withStore("group_commit", async (store, db) => {
      const submissions = Array.from({ length: 100 }, (_, index) => ({
        name: `Sender ${index}`,
        email: `sender${index}@example.com`,
        message: `Message ${index}`,
        fund_type: null,
        aum: null,
      }));
      // Submitted in one turn of the event loop, as concurrent requests are under load.
      const outcomes = await Promise.all(submissions.map((submission) => store.insert(submission)));
      expect(outcomes.every((outcome) => outcome.outcome === "stored")).toBe(true);
      expect(
        new Set(outcomes.map((outcome) => (outcome.outcome === "stored" ? outcome.id : ""))),
      ).toHaveProperty("size", 100);

      const rows = await db.rows();
      // PostgreSQL numbers a batch in its lock order, so compare without the order.
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      expect(rows.map(({ name, email, message }) => ({ name, email, message })).sort(byName)).toEqual(
        submissions.map(({ name, email, message }) => ({ name, email, message })).sort(byName),
      );
      expect(new Set(rows.map((row) => row.created_at.toISOString())).size).toBe(1);
    });
  });

  it("stores identical rows of one batch once and reports the others as duplicates", async () => {
    await withStore("group_commit_dupes", async (store, db) => {
      const same = { name: "Ada", email: "ada@example.com", message: "Twice", fund_type: null, aum: null };
      const outcomes = await Promise.all([
        store.insert(same),
        store.insert({ ...same, message: "Other" }),
        store.insert(same),
      ]);
      expect(outcomes.map((outcome) => outcome.outcome)).toEqual(["stored", "stored", "duplicate"]);
      expect((await db.rows()).map((row) => row.message)).toEqual(["Twice", "Other"]);
    });
  });

  it("finishes queued inserts before closing, then refuses new ones", async () => {
    const db = await createTestDatabase(kind, "group_commit_close");
    const store = await openStoreOn(db);
    const pending = Array.from({ length: 20 }, (_, index) =>
      store.insert({
        name: "N",
        email: "n@example.com",
        message: `Queued ${index}`,
        fund_type: null,
        aum: null,
      }),
    );
    await store.close();
    expect((await Promise.all(pending)).every((outcome) => outcome.outcome === "stored")).toBe(true);
    await expect(
      store.insert({ name: "N", email: "n@example.com", message: "Late", fund_type: null, aum: null }),
    ).rejects.toThrow(/closed/);
    expect(await db.rows()).toHaveLength(20);
    db.dispose();
  });
});
