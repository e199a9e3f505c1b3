import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INQUIRY_TYPES } from "#common/contact-options.ts";
import type { InboxPage } from "#common/inbox-api.ts";
import { encodeCursor } from "#server/inbox/cursor.ts";
import {
  createTestDatabase,
  DATABASE_KINDS,
  openStoreOn,
  type TestDatabase,
} from "#tests/support/database/databases.ts";
import { seededRow, seedInquiries } from "#tests/support/database/seed-inquiries.ts";
import { startServer, type TestServer, uniqueSubmission } from "#tests/support/servers/test-server.ts";
import { enrolStaff, type StaffClient, staffClient } from "#tests/support/staff/staff.ts";

// Searches that once froze the SQLite server, on both databases at 100,000 inquiries:
// they never hold up other requests, a time limit stops them with a clear answer, and
// each finds what a person expects, newest first, page after page.

const ORIGIN = "http://inbox.test";
const COUNT = 100_000;
const STAFF = "hedy@ucp.example";
// Eight prefixes that each begin thousands of words (visitor1, visitor10, visitor100…):
// the costliest search the search box allows. No inquiry holds all eight.
const COSTLY = "visitor1 visitor2 visitor3 visitor4 visitor5 visitor6 visitor7 visitor8";
const search = (q: string, cursor?: string | null, also = "") =>
  `/inbox/api/inquiries?q=${encodeURIComponent(q)}${cursor ? `&cursor=${cursor}` : ""}${also}`;

describe.each(DATABASE_KINDS)("hard inbox searches on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let limited: TestServer;
  let staff: StaffClient;
  let staffOnLimited: StaffClient;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "inbox_hard");
    const env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "h".repeat(40) };
    api = await startServer(env);
    // A second server on the same database whose list reads may take one millisecond.
    limited = await startServer({ ...env, INBOX_QUERY_TIMEOUT_MS: "1" });
    await seedInquiries(db, { count: COUNT, rareWord: "zephyrine", rareEvery: 1000 });
    if (kind === "postgres") await db.exec("ANALYZE contact_submissions");
    staff = (await enrolStaff(api.base, ORIGIN, env, STAFF)).client;
    staffOnLimited = staffClient(limited.base, ORIGIN);
    for (const [name, value] of staff.cookies) staffOnLimited.cookies.set(name, value);
  }, 120_000);
  afterAll(async () => {
    await limited?.close();
    await api?.close();
    db?.dispose();
  });

  it("answers /healthz and stores an inquiry while a costly search is still running", async () => {
    const answered: string[] = [];
    const searching = staff.json<InboxPage>(search(COSTLY)).then((result) => {
      answered.push("search");
      return result;
    });
    const health = fetch(`${api.base}/healthz`).then((response) => {
      answered.push("healthz");
      return response.status;
    });
    const insert = api.post(uniqueSubmission({ name: "During Search" })).then((response) => {
      answered.push("insert");
      return response.status;
    });
    expect(await Promise.all([health, insert])).toEqual([200, 201]);
    const { status, body } = await searching;
    expect([status, body.items]).toEqual([200, []]);
    // On SQLite this search runs for hundreds of milliseconds, and once held the event loop
    // that whole time. PostgreSQL's driver never held it, and its plan now answers this one
    // in tens of milliseconds, so there the order of answers is a race, not a finding.
    if (kind === "sqlite") expect(answered.at(-1)).toBe("search");
  });

  it("stops a search at the time limit with a clear answer, and keeps answering", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const { status, body } = await staffOnLimited.json(search(COSTLY));
      expect([status, body]).toEqual([
        503,
        { code: "query_timeout", message: expect.stringContaining("took too long") },
      ]);
    }
    if (kind === "postgres") {
      const running = await db.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE state = 'active' AND query LIKE '%search_vector @@%' AND pid <> pg_backend_pid()`,
      );
      expect(running).toEqual([{ n: 0 }]);
    }
    const list = await staff.json<InboxPage>("/inbox/api/inquiries");
    expect([list.status, list.body.items.length]).toEqual([200, 50]);
  });

  it("finds what a person expects for common words, short prefixes, single letters and rare words", async () => {
    const pages = async (q: string, count: number, also = "") => {
      const ids: string[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < count; i++) {
        const { status, body }: { status: number; body: InboxPage } = await staff.json<InboxPage>(
          search(q, cursor, also),
        );
        expect([q, status]).toEqual([q, 200]);
        ids.push(...body.items.map((item) => item.email));
        cursor = body.nextCursor;
        if (!cursor) break;
      }
      return { emails: ids, more: cursor !== null };
    };
    const newestSeeded = (from: number, count: number, every = 1) =>
      Array.from({ length: count }, (_, k) => seededRow(from - k * every).email);

    // Every seeded message says "raising fund … discuss terms, structuring … timeline".
    const common = await pages("fund", 3);
    expect(common).toEqual({ emails: newestSeeded(COUNT, 150), more: true });
    expect(await pages("ra fu di st ti", 2)).toEqual({ emails: newestSeeded(COUNT, 100), more: true });
    expect(await pages("Struct", 1)).toEqual({ emails: newestSeeded(COUNT, 50), more: true });
    // With a filter too: seeded row n has the type INQUIRY_TYPES[n % length].
    const type = INQUIRY_TYPES[COUNT % INQUIRY_TYPES.length] ?? "";
    expect(await pages("timeline fund", 2, `&type=${encodeURIComponent(type)}`)).toEqual({
      emails: newestSeeded(COUNT, 100, INQUIRY_TYPES.length),
      more: true,
    });
    // The rare word is in every 1,000th message: 100 of them, two pages, then no more.
    expect(await pages("zephyr", 5)).toEqual({ emails: newestSeeded(COUNT, 100, 1000), more: false });

    // A single letter is a whole word (an initial), not every word it begins.
    expect(
      (await api.post(uniqueSubmission({ name: "Johann S Bach", email: "js@bach.example" }))).status,
    ).toBe(201);
    expect(await pages("s", 2)).toEqual({ emails: ["js@bach.example"], more: false });
    expect(await pages("s t r e a m l i", 2)).toEqual({ emails: [], more: false });
    const initial = await staff.json<InboxPage>(search("s bach"));
    expect(
      initial.body.items[0]?.highlights.name.filter((part) => part.match).map((part) => part.text),
    ).toEqual(["S", "Bach"]);
  });

  it("refuses a cursor with an impossible date with 400, in the error shape", async () => {
    for (const at of [
      "0000-01-01T00:00:00.000Z",
      "2024-02-30T12:00:00.000Z",
      "2023-02-29T00:00:00.000000Z",
    ]) {
      const { status, body } = await staff.json(
        `/inbox/api/inquiries?cursor=${encodeCursor({ at, id: "5" })}`,
      );
      expect([at, status, body]).toEqual([
        at,
        400,
        { code: "invalid_request", message: 'The parameter "cursor" is not valid.' },
      ]);
    }
  });
});

describe("the audit log on postgres", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase("postgres", "audit_truncate");
    await (await openStoreOn(db)).close();
  });
  afterAll(() => db?.dispose());

  it("refuses TRUNCATE as it refuses UPDATE and DELETE", async () => {
    await db.exec("INSERT INTO staff_audit_events (event, subject) VALUES ('test_event', 'kept')");
    await expect(db.exec("TRUNCATE staff_audit_events")).rejects.toThrow(/append-only/);
    await expect(db.exec("DELETE FROM staff_audit_events")).rejects.toThrow(/append-only/);
    expect(await db.query("SELECT subject FROM staff_audit_events")).toEqual([{ subject: "kept" }]);
  });
});
