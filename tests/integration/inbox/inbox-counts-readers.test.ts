import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INQUIRY_TYPES, SIZE_RANGES } from "#common/contact-options.ts";
import type { ActionAnswer, InboxPage, StaffMember, ViewCounts } from "#common/inbox-api.ts";
import type { InboxFilter } from "#server/inbox/records/types.ts";
import type { SubmissionStore } from "#server/store/index.ts";
import {
  createTestDatabase,
  DATABASE_KINDS,
  type DatabaseKind,
  openStoreOn,
  type TestDatabase,
} from "#tests/support/database/databases.ts";
import { seededRow, seedInquiries } from "#tests/support/database/seed-inquiries.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import { enrolStaff, type StaffClient, staffClient } from "#tests/support/staff/staff.ts";

// The tab counts of a search and the selection of a bulk action by view, on both
// databases: both stop at the time limit (SQLite's reader threads, PostgreSQL's own
// statement_timeout), and on SQLite a costly count never holds up other requests; the
// counts are what the list shows; and a bulk action never acts on an inquiry someone
// moved out of the view meanwhile.

const ORIGIN = "http://inbox.test";
const COUNT = 60_000;
// Eight prefixes that each begin thousands of words (visitor1, visitor10, visitor100…):
// the costliest search the search box allows. No inquiry holds all eight.
const COSTLY = "visitor1 visitor2 visitor3 visitor4 visitor5 visitor6 visitor7 visitor8";
const RARE = "zephyrine";
const TYPE = INQUIRY_TYPES[0] ?? "";
const counts = (query: string) => `/inbox/api/counts?${query}`;

interface Inbox {
  db: TestDatabase;
  api: TestServer;
  /** A second server on the same database whose inbox reads may take one millisecond. */
  limited: TestServer;
  staff: StaffClient;
  onLimited: StaffClient;
  store: SubmissionStore;
  me: StaffMember;
}

/** A seeded database, two servers on it and a signed-in staff member, for one describe. */
function useInbox(kind: DatabaseKind): Inbox {
  const inbox = {} as Inbox;
  beforeAll(async () => {
    inbox.db = await createTestDatabase(kind, "inbox_counts");
    const env = { ...inbox.db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "c".repeat(40) };
    inbox.api = await startServer(env);
    inbox.limited = await startServer({ ...env, INBOX_QUERY_TIMEOUT_MS: "1" });
    await seedInquiries(inbox.db, { count: COUNT, rareWord: RARE, rareEvery: 500 });
    if (kind === "postgres") await inbox.db.exec("ANALYZE contact_submissions");
    inbox.staff = (await enrolStaff(inbox.api.base, ORIGIN, env, "counts@ucp.example")).client;
    inbox.onLimited = staffClient(inbox.limited.base, ORIGIN);
    for (const [name, value] of inbox.staff.cookies) inbox.onLimited.cookies.set(name, value);
    inbox.me = (await inbox.staff.json<StaffMember[]>("/inbox/api/staff")).body[0] as StaffMember;
    inbox.store = await openStoreOn(inbox.db);
  }, 120_000);
  afterAll(async () => {
    await inbox.store?.close();
    await inbox.limited?.close();
    await inbox.api?.close();
    inbox.db?.dispose();
  });
  return inbox;
}

describe.each(DATABASE_KINDS)("view counts and bulk actions by view on %s", (kind) => {
  const inbox = useInbox(kind);

  const bulk = async (view: Record<string, string>, status: string) => {
    const { status: code, body } = await inbox.staff.json<ActionAnswer>("/inbox/api/inquiries/bulk", {
      body: { view, set: { status } },
    });
    expect([view, code]).toEqual([view, 200]);
    return body.action?.changed.length ?? 0;
  };
  // Every page of the list for a query, tallied by status as the tabs would count it.
  const listed = async (query: string) => {
    const tally: Record<string, number> = {};
    let total = 0;
    let cursor: string | null = null;
    do {
      const path: string = `/inbox/api/inquiries?${query}${cursor ? `&cursor=${cursor}` : ""}`;
      const { status, body } = await inbox.staff.json<InboxPage>(path);
      expect([path, status]).toEqual([path, 200]);
      for (const item of body.items) tally[item.status] = (tally[item.status] ?? 0) + 1;
      total += body.items.length;
      cursor = body.nextCursor;
    } while (cursor);
    return { tally, total };
  };

  it("counts, for each tab, what the list shows for a search", async () => {
    // Some matches change status, so the tabs differ.
    expect(await bulk({ q: RARE, type: TYPE }, "open")).toBeGreaterThan(0);
    expect(await bulk({ q: "visitor1999" }, "archived")).toBe(11);
    const from = seededRow(30_000).createdAt.toISOString();
    const to = seededRow(30_300).createdAt.toISOString();
    for (const query of [
      `q=${RARE}`,
      `q=${RARE}&type=${encodeURIComponent(TYPE)}`,
      "q=zephyr%20fund",
      "q=visitor1999",
      `q=fund&from=${from}&to=${to}`,
      `q=${RARE}&owner=none`,
    ]) {
      const { tally, total } = await listed(query);
      const { status, body } = await inbox.staff.json<ViewCounts>(counts(query));
      expect([query, status, body.all, body.atLeast]).toEqual([query, 200, total, false]);
      for (const [tab, n] of Object.entries(body.statuses))
        expect([query, tab, n]).toEqual([query, tab, tally[tab] ?? 0]);
    }
    // Only an exact count: the rare word 120 times, the date range 300 rows.
    expect((await inbox.staff.json<ViewCounts>(counts(`q=${RARE}`))).body.all).toBe(COUNT / 500);
    expect((await inbox.staff.json<ViewCounts>(counts(`q=fund&from=${from}&to=${to}`))).body.all).toBe(300);
  });

  it("stops a filtered count and a bulk selection by view at the time limit, leaving nothing running", async () => {
    const timedOut = { code: "query_timeout", message: expect.stringContaining("took too long") };
    for (const query of [`q=fund&type=${encodeURIComponent(TYPE)}`, `q=${encodeURIComponent(COSTLY)}`]) {
      const { status, body } = await inbox.onLimited.json(counts(query));
      expect([query, status, body]).toEqual([query, 503, timedOut]);
    }
    const bulk = await inbox.onLimited.json("/inbox/api/inquiries/bulk", {
      body: { view: { q: COSTLY }, set: { status: "spam" } },
    });
    expect([bulk.status, bulk.body]).toEqual([503, timedOut]);
    if (kind === "postgres") {
      // PostgreSQL cancelled the statements itself: none is still reading the index. A
      // cancelled backend sends its error before it has stopped its parallel workers and
      // reported itself idle, so the state is read until it settles, for a second at most.
      await expect
        .poll(
          () =>
            inbox.db.query(
              `SELECT count(*)::int AS n FROM pg_stat_activity
               WHERE state = 'active' AND query LIKE '%search_vector @@%' AND pid <> pg_backend_pid()`,
            ),
          { timeout: 1_000, interval: 20 },
        )
        .toEqual([{ n: 0 }]);
    }
    // The unfiltered tabs are the triggers' counters: no search, no limit to reach.
    const all = await inbox.onLimited.json<ViewCounts>(counts(""));
    expect([all.status, all.body.all]).toEqual([200, COUNT]);
    const after = await inbox.staff.json<ViewCounts>(counts(`q=${RARE}`));
    expect([after.status, after.body.all]).toEqual([200, COUNT / 500]);
  });

  it("leaves out of a bulk action by view an inquiry moved out of the view, or erased, since the read", async () => {
    // The rare word's rows have every fourth type; the other tests leave this one new.
    const view: InboxFilter = { words: [RARE], status: "new", fundType: INQUIRY_TYPES[4] };
    const read = (await inbox.store.inbox.page(view, undefined, 501)).map((row) => row.id);
    expect(read.length).toBeGreaterThan(2);
    const [moved, erased, ...kept] = read as [string, string, ...string[]];
    const context = { actor: { id: inbox.me.id, email: inbox.me.email }, ip: null, userAgent: null };
    await inbox.store.triage.change([moved], { status: "archived" }, context);
    await inbox.db.exec(`DELETE FROM contact_submissions WHERE id = ${Number(erased)}`);

    const outcome = await inbox.store.triage.change(read, { status: "spam" }, context, { bulk: true }, view);
    expect("receipt" in outcome && outcome.receipt?.changed.sort()).toEqual([...kept].sort());
    const statuses = await inbox.db.query(
      `SELECT id, status FROM contact_submissions WHERE id IN (${read.map(Number).join(", ")}) ORDER BY id`,
    );
    expect(statuses.map((row) => [String(row.id), row.status])).toEqual(
      read
        .filter((id) => id !== erased)
        .sort((a, b) => Number(a) - Number(b))
        .map((id) => [id, id === moved ? "archived" : "spam"]),
    );
  });
});

describe("view counts off the event loop on sqlite", () => {
  const inbox = useInbox("sqlite");

  it("answers /healthz while costly counts are still running", async () => {
    // One count per size: each reads every match of the common word (COUNT of them).
    const answered: string[] = [];
    const counting = SIZE_RANGES.map((size) =>
      inbox.staff.json<ViewCounts>(counts(`q=fund&size=${encodeURIComponent(size)}`)).then((result) => {
        answered.push("counts");
        return result;
      }),
    );
    const health = fetch(`${inbox.api.base}/healthz`).then((response) => {
      answered.push("healthz");
      return response.status;
    });
    expect(await health).toBe(200);
    const results = await Promise.all(counting);
    expect(results.map(({ status, body }) => [status, body.all, body.atLeast])).toEqual(
      SIZE_RANGES.map(() => [200, COUNT / SIZE_RANGES.length, false]),
    );
    expect(answered).toEqual(["healthz", ...SIZE_RANGES.map(() => "counts")]);
  });
});
