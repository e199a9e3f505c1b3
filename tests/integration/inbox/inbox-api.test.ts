import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ErasureResult,
  InboxAuditPage,
  InboxInquiry,
  InboxPage,
  ViewCounts,
} from "#common/inbox-api.ts";
import { parseCsv } from "#tests/support/cli/parse-csv.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { seededRow, seedInquiries } from "#tests/support/database/seed-inquiries.ts";
import { startServer, type TestServer, VALID_SUBMISSION } from "#tests/support/servers/test-server.ts";
import { enrolStaff, type StaffClient } from "#tests/support/staff/staff.ts";

// The inbox API as a signed-in staff member uses it, on both databases, at 10,000
// inquiries: paging and search, one inquiry with its history, export of a filtered
// view, erasure, and the audit log of each action.

const ORIGIN = "http://inbox.test";
const COUNT = 10_000;
const STAFF = "grace@ucp.example";

describe.each(DATABASE_KINDS)("inbox API on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let staff: StaffClient;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "inbox_api");
    const env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "s".repeat(40) };
    api = await startServer(env);
    await seedInquiries(db, { count: COUNT, rareWord: "zephyrine", rareEvery: 1000 });
    staff = (await enrolStaff(api.base, ORIGIN, env, STAFF)).client;
  });
  afterAll(async () => {
    await api?.close();
    db?.dispose();
  });

  const get = async <T>(path: string) => {
    const { status, body, response } = await staff.json<T>(path);
    expect([path, status]).toEqual([path, 200]);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return body;
  };

  it("pages through 10,000 inquiries newest first and finds a rare word, marked", async () => {
    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page: InboxPage = await get(
        `/inbox/api/inquiries?status=new${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(50);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    }
    const expected = await db.query("SELECT id FROM contact_submissions ORDER BY created_at DESC, id DESC");
    expect(seen).toEqual(expected.map((row) => String(row.id)));

    const found = await get<InboxPage>("/inbox/api/inquiries?q=ZEPHYR");
    expect(found.items.map((item) => item.email)).toEqual(
      [10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((k) => seededRow(k * 1000).email),
    );
    const marked = found.items[0]?.highlights.message.filter((segment) => segment.match).map((s) => s.text);
    expect(marked).toEqual(["zephyr"]);
    const bad = await staff.json("/inbox/api/inquiries?status=unread");
    expect([bad.status, bad.body]).toEqual([
      400,
      { code: "invalid_request", message: expect.stringContaining("status") },
    ]);
  });

  it("shows one inquiry with its delivery state, records a note and a status change with who and when", async () => {
    expect((await api.post({ ...VALID_SUBMISSION, email: "live.one@example.com" })).status).toBe(201);
    const [listed] = (await get<InboxPage>("/inbox/api/inquiries?q=live.one")).items;
    if (!listed) throw new Error("the new inquiry is not listed");
    const path = `/inbox/api/inquiries/${listed.id}`;
    const before = await get<InboxInquiry>(path);
    expect(before).toMatchObject({
      name: VALID_SUBMISSION.name,
      message: VALID_SUBMISSION.message,
      status: "new",
    });
    // No SMTP is configured here: the notification waits in the outbox.
    expect(before.delivery.state).toBe("pending");
    // Viewing it changed nothing.
    expect((await get<ViewCounts>("/inbox/api/counts")).statuses.new).toBe(COUNT + 1);

    const note = await staff.json(`${path}/notes`, { body: { body: "Called back, sending the deck." } });
    expect(note.status).toBe(201);
    const status = await staff.json(`${path}/status`, { method: "PUT", body: { status: "replied" } });
    expect(status.status).toBe(200);
    const refused = await staff.json(`${path}/status`, { method: "PUT", body: { status: "read" } });
    expect([refused.status, refused.body.code]).toEqual([400, "invalid_request"]);
    const after = await get<InboxInquiry>(path);
    expect(after.status).toBe("replied");
    expect(after.history.map((entry) => [entry.kind, entry.by])).toEqual([
      ["note", STAFF],
      ["status", STAFF],
    ]);
    expect(after.history[1]).toMatchObject({ from: "new", to: "replied" });
    expect((await get<ViewCounts>("/inbox/api/counts")).statuses).toMatchObject({ new: COUNT, replied: 1 });
    const missing = await staff.json("/inbox/api/inquiries/99999999");
    expect([missing.status, missing.body.code]).toEqual([404, "not_found"]);
  });

  it("exports the filtered view in the operator command's format", async () => {
    const type = seededRow(3).fundType;
    const view = `type=${encodeURIComponent(type)}&q=zephyrine`;
    const listed = (await get<InboxPage>(`/inbox/api/inquiries?${view}`)).items.map((item) => item.id);
    const response = await staff.call(`/inbox/api/export?format=csv&${view}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="inquiries-.*\.csv"$/);
    const records = parseCsv(await response.text());
    expect(records[0]).toEqual([
      "id",
      "created_at",
      "name",
      "email",
      "message",
      "fund_type",
      "aum",
      "status",
      "owner",
      "notes",
      "last_note",
    ]);
    expect(records.slice(1).map((record) => record[0])).toEqual(listed);
    expect(records.slice(1).every((record) => record[5] === `"${type}"`.slice(1, -1))).toBe(true);
    const json = (await (await staff.call(`/inbox/api/export?format=json&${view}`)).json()) as {
      id: string;
    }[];
    expect(json.map((row) => row.id)).toEqual(listed);
  });

  it("erases a visitor after the address is typed twice, leaving nothing", async () => {
    const email = "Leave.Me@Example.com";
    expect((await api.post({ ...VALID_SUBMISSION, email, message: "Unmistakably ephemeral" })).status).toBe(
      201,
    );
    const [item] = (await get<InboxPage>("/inbox/api/inquiries?q=unmistakably")).items;
    if (!item) throw new Error("not listed");
    await staff.json(`/inbox/api/inquiries/${item.id}/notes`, { body: { body: "Wants to be forgotten." } });
    const mismatch = await staff.json("/inbox/api/erasures", {
      body: { email, confirmation: "leave@example.com" },
    });
    expect([mismatch.status, mismatch.body.code]).toEqual([400, "invalid_request"]);
    const erased = await staff.json<ErasureResult>("/inbox/api/erasures", {
      body: { email, confirmation: email.toLowerCase() },
    });
    expect(erased.body).toEqual({ inquiries: 1, notes: 1, statusChanges: 0, notifications: 1 });
    expect((await get<InboxPage>("/inbox/api/inquiries?q=unmistakably")).items).toEqual([]);
    for (const table of ["inquiry_history", "notification_outbox"]) {
      const [row] = await db.query(`SELECT count(*) AS n FROM ${table} WHERE submission_id = ${item.id}`);
      expect([table, Number(row?.n)]).toEqual([table, 0]);
    }
    const [left] = await db.query(
      "SELECT count(*) AS n FROM contact_submissions WHERE lower(email) = 'leave.me@example.com'",
    );
    expect(Number(left?.n)).toBe(0);
    // The audit entry says who erased and how much, never whom.
    const [entry] = await db.query("SELECT * FROM staff_audit_events WHERE event = 'visitor_erased'");
    expect(JSON.stringify(entry).toLowerCase()).not.toContain("leave.me");
  });

  it("lists each action in the audit log, filterable by person and date", async () => {
    const log = await get<InboxAuditPage>(
      `/inbox/api/audit?actor=${encodeURIComponent(STAFF.toUpperCase())}`,
    );
    const events = new Set(log.entries.map((entry) => entry.event));
    for (const event of [
      "signed_in",
      "inquiry_viewed",
      "inquiry_note_added",
      "inquiry_status_changed",
      "inquiries_exported",
      "visitor_erased",
    ])
      expect([event, events.has(event)]).toEqual([event, true]);
    expect(log.entries.every((entry) => entry.actorEmail === STAFF)).toBe(true);
    const future = await get<InboxAuditPage>("/inbox/api/audit?from=2999-01-01T00:00:00Z");
    expect(future.entries).toEqual([]);
    const nobody = await get<InboxAuditPage>("/inbox/api/audit?actor=nobody@ucp.example");
    expect(nobody.entries).toEqual([]);
  });
});
