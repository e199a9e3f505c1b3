import { beforeAll, describe, expect, it } from "vitest";
import {
  HISTORY_PAGE_SIZE,
  type HistoryPage,
  type InboxHistoryEntry,
  type InboxInquiry,
  NOTES_PER_INQUIRY_MAX,
} from "#common/inbox-api.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import { seedInquiries } from "#tests/support/database/seed-inquiries.ts";
import { serverOnDatabase } from "#tests/support/servers/test-server.ts";
import { enrolStaff, type StaffClient } from "#tests/support/staff/staff.ts";

// Notes are capped per inquiry, and the history comes a page at a time: an inquiry with
// hundreds of entries answers its newest page, and the rest is paged without a gap or
// a repeat (1,000 notes once made a 5 MB answer).

const ORIGIN = "http://inbox.test";
const env = { PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "s".repeat(40) };

describe.each(DATABASE_KINDS)("notes and history on %s", (kind) => {
  const target = serverOnDatabase(kind, "inbox_notes", env);
  let staff: StaffClient;

  beforeAll(async () => {
    await seedInquiries(target.db, { count: 3, rareWord: "x", rareEvery: 10 });
    staff = (await enrolStaff(target.server.base, ORIGIN, { ...target.db.env, ...env }, "ada@ucp.example"))
      .client;
  });

  it(`refuses note ${NOTES_PER_INQUIRY_MAX + 1} with 409 too_many_notes, and pages the history`, async () => {
    const path = "/inbox/api/inquiries/1";
    // Notes up to one short of the cap, written straight into the table (faster than HTTP).
    await target.db.exec(
      target.db.kind === "sqlite"
        ? `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${NOTES_PER_INQUIRY_MAX - 1})
           INSERT INTO inquiry_history (submission_id, at, actor_email, kind, body)
           SELECT 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'ada@ucp.example', 'note', 'Note ' || i FROM n`
        : `INSERT INTO inquiry_history (submission_id, actor_email, kind, body)
           SELECT 1, 'ada@ucp.example', 'note', 'Note ' || i FROM generate_series(1, ${NOTES_PER_INQUIRY_MAX - 1}) i`,
    );
    const last = await staff.json(`${path}/notes`, { body: { body: "The last one that fits." } });
    expect(last.status).toBe(201);
    const refused = await staff.json(`${path}/notes`, { body: { body: "One too many." } });
    expect([refused.status, refused.body.code]).toEqual([409, "too_many_notes"]);
    // Status changes are not notes: they still go in.
    const status = await staff.json(`${path}/status`, { method: "PUT", body: { status: "open" } });
    expect(status.status).toBe(200);

    const inquiry = (await staff.json<InboxInquiry>(path)).body;
    expect(inquiry.history).toHaveLength(HISTORY_PAGE_SIZE);
    expect(inquiry.history.at(-1)).toMatchObject({ kind: "status", to: "open" });
    const seen: InboxHistoryEntry[] = [...inquiry.history].reverse();
    let before = inquiry.olderHistory;
    while (before !== null) {
      const page = await staff.json<HistoryPage>(`${path}/history?before=${before}`);
      expect(page.status).toBe(200);
      expect(page.body.entries.length).toBeLessThanOrEqual(HISTORY_PAGE_SIZE);
      seen.push(...page.body.entries);
      before = page.body.nextBefore;
    }
    const ids = seen.map((entry) => Number(entry.id));
    expect(ids).toHaveLength(NOTES_PER_INQUIRY_MAX + 1);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(seen.at(-1)).toMatchObject({ kind: "note", body: "Note 1" });

    const bad = await staff.json(`${path}/history?before=abc`);
    expect([bad.status, bad.body.code]).toEqual([400, "invalid_request"]);
    const missing = await staff.json("/inbox/api/inquiries/99999999/history");
    expect([missing.status, missing.body.code]).toEqual([404, "not_found"]);
    const other = (await staff.json<InboxInquiry>("/inbox/api/inquiries/2")).body;
    expect([other.history, other.olderHistory]).toEqual([[], null]);
  });
});
