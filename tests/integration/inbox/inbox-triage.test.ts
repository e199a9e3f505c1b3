import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIZE_RANGES } from "#common/contact-options.ts";
import type {
  ActionAnswer,
  InboxAuditPage,
  InboxInquiry,
  InboxPage,
  StaffMember,
  UndoAnswer,
  ViewCounts,
} from "#common/inbox-api.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { seededRow, seedInquiries } from "#tests/support/database/seed-inquiries.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import { enrolStaff, type StaffClient } from "#tests/support/staff/staff.ts";

// Triage as two staff members use it at once, on both databases: assignment and the
// owner views, tab counts of a search, undo (by the same person, within its window, only
// if nothing changed since), and bulk actions that happen whole or not at all.

const ORIGIN = "http://inbox.test";
// Just over the counts' cap, so a search matching everything reports "at least".
const COUNT = 10_005;

describe.each(DATABASE_KINDS)("inbox triage on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let ada: StaffClient;
  let grace: StaffClient;
  let staff: StaffMember[];
  const idOf = (email: string) => staff.find((member) => member.email === email)?.id ?? "";

  beforeAll(async () => {
    db = await createTestDatabase(kind, "inbox_triage");
    const env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "s".repeat(40) };
    api = await startServer(env);
    await seedInquiries(db, { count: COUNT, rareWord: "quokka", rareEvery: 1000 });
    ada = (await enrolStaff(api.base, ORIGIN, env, "ada@ucp.example")).client;
    grace = (await enrolStaff(api.base, ORIGIN, env, "grace@ucp.example")).client;
    staff = (await ada.json<StaffMember[]>("/inbox/api/staff")).body;
  });
  afterAll(async () => {
    await api?.close();
    db?.dispose();
  });

  const ok = async <T>(client: StaffClient, path: string, init?: { method?: string; body?: unknown }) => {
    const { status, body } = await client.json<T>(path, init);
    expect([path, status, body]).toEqual([path, 200, expect.anything()]);
    return body;
  };
  const ids = async (client: StaffClient, query: string) =>
    (await ok<InboxPage>(client, `/inbox/api/inquiries?${query}`)).items.map((item) => item.id);
  const statusOf = async (id: string) =>
    String((await db.query(`SELECT status FROM contact_submissions WHERE id = ${Number(id)}`))[0]?.status);
  const setStatus = (client: StaffClient, id: string, status: string) =>
    ok<ActionAnswer>(client, `/inbox/api/inquiries/${id}/status`, { method: "PUT", body: { status } });

  it("assigns to a colleague: the owner views, the list, the inquiry, its history and the audit log", async () => {
    expect(staff.map((member) => member.email).sort()).toEqual(["ada@ucp.example", "grace@ucp.example"]);
    const [id = ""] = await ids(ada, "q=quokka");
    const answer = await ok<ActionAnswer>(ada, `/inbox/api/inquiries/${id}/owner`, {
      method: "PUT",
      body: { ownerId: idOf("grace@ucp.example") },
    });
    expect(answer.action?.changed).toEqual([id]);

    expect(await ids(grace, "owner=me&q=quokka")).toEqual([id]);
    expect(await ids(ada, "owner=me&q=quokka")).toEqual([]);
    expect(await ids(ada, "owner=none&q=quokka")).not.toContain(id);
    const [listed] = (await ok<InboxPage>(ada, "/inbox/api/inquiries?owner=none&q=quokka")).items;
    expect(listed?.owner).toBeNull();
    const [mine] = (await ok<InboxPage>(grace, "/inbox/api/inquiries?owner=me")).items;
    expect(mine?.owner).toEqual({ id: idOf("grace@ucp.example"), name: "Test Person" });

    const inquiry = await ok<InboxInquiry>(ada, `/inbox/api/inquiries/${id}`);
    expect(inquiry.owner?.id).toBe(idOf("grace@ucp.example"));
    expect(inquiry.history.at(-1)).toMatchObject({
      kind: "owner",
      by: "ada@ucp.example",
      byName: "Test Person",
      from: null,
      to: { id: idOf("grace@ucp.example"), name: "Test Person" },
      undoOf: null,
    });
    const log = await ok<InboxAuditPage>(ada, "/inbox/api/audit");
    expect(
      log.entries.find((entry) => entry.event === "inquiry_assigned" && entry.subject === id),
    ).toMatchObject({
      actorEmail: "ada@ucp.example",
      actorName: "Test Person",
      detail: { from: null, to: idOf("grace@ucp.example") },
    });

    // Nobody but an active staff member can own an inquiry; a missing inquiry is a 404.
    const stranger = await ada.json(`/inbox/api/inquiries/${id}/owner`, {
      method: "PUT",
      body: { ownerId: "x1" },
    });
    expect([stranger.status, stranger.body.code]).toEqual([400, "invalid_owner"]);
    const gone = await ada.json("/inbox/api/inquiries/99999999/owner", {
      method: "PUT",
      body: { ownerId: null },
    });
    expect([gone.status, gone.body.code]).toEqual([404, "not_found"]);
    const badView = await ada.json("/inbox/api/inquiries?owner=someone");
    expect([badView.status, badView.body.code]).toEqual([400, "invalid_request"]);
  });

  it("counts a search's matches per status, and says 'at least' past its cap", async () => {
    const plain = await ok<ViewCounts>(ada, "/inbox/api/counts");
    expect(plain.all).toBe(COUNT);
    expect(plain.atLeast).toBe(false);
    const [first = "", second = ""] = await ids(ada, "q=quokka");
    await setStatus(ada, first, "archived");
    await setStatus(ada, second, "spam");
    const searched = await ok<ViewCounts>(ada, "/inbox/api/counts?q=quokka&status=new");
    expect(searched).toEqual({
      all: 10,
      statuses: { new: 8, open: 0, replied: 0, archived: 1, spam: 1 },
      atLeast: false,
    });
    const typed = await ok<ViewCounts>(ada, `/inbox/api/counts?q=quokka&owner=me`);
    expect(typed.all).toBe(0);
    // The one assigned to Grace in the test before (archived above): a search and a filter together.
    const hers = await ok<ViewCounts>(grace, "/inbox/api/counts?q=quokka&owner=me");
    expect([hers.all, hers.statuses.archived, hers.atLeast]).toEqual([1, 1, false]);
    const typeAndSearch = await ok<ViewCounts>(
      ada,
      `/inbox/api/counts?q=fund&size=${encodeURIComponent(seededRow(1).aum)}`,
    );
    expect(typeAndSearch.atLeast).toBe(false);
    expect(typeAndSearch.all).toBe(
      Math.floor(COUNT / SIZE_RANGES.length) + (COUNT % SIZE_RANGES.length >= 1 ? 1 : 0),
    );
    // "fund" is in every message: the count stops at its cap.
    const everything = await ok<ViewCounts>(ada, "/inbox/api/counts?q=fund");
    expect([everything.all, everything.atLeast]).toEqual([10_000, true]);
    // No status means every status: the list shows the archived and the spam ones too.
    expect(await ids(ada, "q=quokka")).toEqual(expect.arrayContaining([first, second]));
  });

  it("undoes a status change for the person who made it, once, and records the undo", async () => {
    const [id = ""] = await ids(ada, "q=quokka&status=new");
    const { action } = await setStatus(ada, id, "archived");
    if (!action) throw new Error("no receipt");
    expect(new Date(action.undoUntil).getTime() - Date.now()).toBeGreaterThan(5_000);
    const theirs = await grace.json(`/inbox/api/actions/${action.id}/undo`, { method: "POST", body: {} });
    expect([theirs.status, theirs.body.code]).toEqual([403, "not_your_action"]);
    expect(
      await ok<UndoAnswer>(ada, `/inbox/api/actions/${action.id}/undo`, { method: "POST", body: {} }),
    ).toEqual({
      undone: 1,
    });
    expect(await statusOf(id)).toBe("new");
    const again = await ada.json(`/inbox/api/actions/${action.id}/undo`, { method: "POST", body: {} });
    expect([again.status, again.body.code]).toEqual([409, "already_undone"]);
    const history = (await ok<InboxInquiry>(ada, `/inbox/api/inquiries/${id}`)).history;
    const [change, undo] = history.slice(-2);
    expect(undo).toMatchObject({ kind: "status", from: "archived", to: "new", undoOf: change?.id });
    const log = await ok<InboxAuditPage>(ada, "/inbox/api/audit");
    expect(log.entries.some((entry) => entry.event === "inquiry_change_undone" && entry.subject === id)).toBe(
      true,
    );
  });

  it("refuses an undo once someone else changed the inquiry, or its time is up", async () => {
    const [changed = "", late = ""] = await ids(ada, "q=quokka&status=new");
    const first = (await setStatus(ada, changed, "archived")).action;
    await setStatus(grace, changed, "open");
    const refused = await ada.json(`/inbox/api/actions/${first?.id}/undo`, { method: "POST", body: {} });
    expect([refused.status, refused.body.code]).toEqual([409, "changed_since"]);
    expect(await statusOf(changed)).toBe("open");

    const second = (await setStatus(ada, late, "spam")).action;
    // The window's end, as if ten seconds had passed.
    await db.query(
      `UPDATE inbox_actions SET undo_until = '2000-01-01T00:00:00.000Z' WHERE id = ${second?.id}`,
    );
    const expired = await ada.json(`/inbox/api/actions/${second?.id}/undo`, { method: "POST", body: {} });
    expect([expired.status, expired.body.code]).toEqual([409, "undo_expired"]);
    expect(await statusOf(late)).toBe("spam");
    const unknown = await ada.json("/inbox/api/actions/99999999/undo", { method: "POST", body: {} });
    expect([unknown.status, unknown.body.code]).toEqual([404, "not_found"]);
  });

  it("acts on many inquiries in one transaction with one receipt, and undoes them together", async () => {
    const chosen = (await ids(ada, "status=new")).slice(0, 3);
    await setStatus(ada, chosen[2] ?? "", "archived");
    const { action } = await ok<ActionAnswer>(ada, "/inbox/api/inquiries/bulk", {
      body: { ids: chosen, set: { status: "archived" } },
    });
    // The one already archived is left out of the receipt.
    expect(action?.changed.sort()).toEqual(chosen.slice(0, 2).sort());
    for (const id of chosen) expect(await statusOf(id)).toBe("archived");
    const audited = await db.query(
      `SELECT subject FROM staff_audit_events WHERE event = 'inquiry_status_changed' AND detail LIKE '%"bulk":true%'`,
    );
    expect(audited.map((row) => String(row.subject)).sort()).toEqual(chosen.slice(0, 2).sort());
    expect(
      await ok<UndoAnswer>(ada, `/inbox/api/actions/${action?.id}/undo`, { method: "POST", body: {} }),
    ).toEqual({
      undone: 2,
    });
    // Exactly those it changed: the one that was archived before stays archived.
    expect(await Promise.all(chosen.map(statusOf))).toEqual(["new", "new", "archived"]);

    // One of them changed since: nothing is undone, not even the others.
    const again = (
      await ok<ActionAnswer>(ada, "/inbox/api/inquiries/bulk", {
        body: { ids: chosen.slice(0, 2), set: { status: "spam" } },
      })
    ).action;
    await setStatus(grace, chosen[1] ?? "", "open");
    const refused = await ada.json(`/inbox/api/actions/${again?.id}/undo`, { method: "POST", body: {} });
    expect([refused.status, refused.body.code]).toEqual([409, "changed_since"]);
    expect([await statusOf(chosen[0] ?? ""), await statusOf(chosen[1] ?? "")]).toEqual(["spam", "open"]);

    // A stale id refuses the whole request: nothing half done.
    const stale = await ada.json("/inbox/api/inquiries/bulk", {
      body: { ids: [chosen[0], "99999999"], set: { status: "new" } },
    });
    expect([stale.status, stale.body.code]).toEqual([404, "not_found"]);
    expect(await statusOf(chosen[0] ?? "")).toBe("spam");
    const single = await ada.json("/inbox/api/inquiries/99999999/status", {
      method: "PUT",
      body: { status: "open" },
    });
    expect([single.status, single.body.code]).toEqual([404, "not_found"]);
  });

  it("acts on every inquiry of a view, within the view's filters and its limit", async () => {
    const view = { q: "quokka", status: "new" };
    const matching = await ids(ada, "q=quokka&status=new");
    const { action } = await ok<ActionAnswer>(ada, "/inbox/api/inquiries/bulk", {
      body: { view, set: { ownerId: idOf("ada@ucp.example") } },
    });
    expect(action?.changed.sort()).toEqual(matching.sort());
    expect((await ids(ada, "owner=me&q=quokka&status=new")).sort()).toEqual(matching.sort());
    const tooMany = await ada.json("/inbox/api/inquiries/bulk", {
      body: { view: { q: "fund" }, set: { status: "spam" } },
    });
    expect([tooMany.status, tooMany.body.code]).toEqual([409, "too_many_matches"]);
    expect((await ok<ViewCounts>(ada, "/inbox/api/counts")).statuses.spam).toBeLessThan(10);
    const oversized = await ada.json("/inbox/api/inquiries/bulk", {
      body: { ids: Array.from({ length: 501 }, (_, n) => String(n + 1)), set: { status: "spam" } },
    });
    expect([oversized.status, oversized.body.code]).toEqual([400, "invalid_request"]);
  });
});
