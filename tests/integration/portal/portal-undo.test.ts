import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PortalDeal, PortalGrant, PortalList, PortalOrganisation } from "#common/portal-api.ts";
import type {
  PortalDealPage,
  PortalHome,
  StaffQuestionView,
  StaffUpdateView,
} from "#common/portal-person-api.ts";
import type { MarkdownPreview, RecordImpact, WaitingQuestions } from "#common/portal-undo-api.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import {
  type Person,
  type PortalContentFixture,
  portalContentFixture,
  STAFF_API,
} from "#tests/support/portal/index.ts";

// Staff check before and undo after, on both databases: the Markdown preview is the stored
// rendering; an update edited shows people the new text and keeps the old for staff; a
// withdrawn one is gone for people; a revoked grant comes back with "restore"; a deal or an
// organisation shows what it takes with it, is archived (access ends, history stays) or
// deleted only when nothing depends on it; questions waiting are counted; an answer edited
// keeps its first text. Every change is in the audit log.

describe.each(DATABASE_KINDS)("undoing in the portal on %s", (kind) => {
  let f: PortalContentFixture;
  let dealId: string;
  let orgA: string;
  let ada: Person;

  beforeAll(async () => {
    f = await portalContentFixture(kind, "portal_undo");
    dealId = await f.deal("Harbour Wind III");
    orgA = await f.organisation("Alder Pension Fund");
    ada = await f.person("Ada Alder", [[orgA, "principal"]]);
    await f.grant(dealId, orgA);
  }, 120_000);
  afterAll(async () => f?.close());

  const staffCall = <T>(path: string, method = "GET", body?: unknown) =>
    f.staff.json<T>(`${STAFF_API}${path}`, { method, body });
  const audit = async (event: string) =>
    f.db.query(`SELECT detail FROM staff_audit_events WHERE event = '${event}' ORDER BY id`);
  const updatesSeen = async () =>
    (await ada.call<PortalDealPage>(`/deals/${dealId}`)).body.updates.map((update) => update.title);

  it("previews Markdown exactly as the posted update is stored, and refuses an empty text", async () => {
    const bodyMd = "# Letter\n\n**Bold** and <b>raw</b> [link](https://ucp.example/x)";
    const preview = await staffCall<MarkdownPreview>("/markdown/preview", "POST", { bodyMd });
    const posted = await f.make<StaffUpdateView>(`/deals/${dealId}/updates`, {
      title: "Previewed",
      bodyMd,
      audience: "deal",
    });
    expect([preview.status, preview.body]).toEqual([200, { html: posted.html }]);
    const empty = await staffCall("/markdown/preview", "POST", { bodyMd: "  " });
    expect([empty.status, (empty.body as { code: string }).code]).toEqual([400, "invalid_request"]);
  });

  it("edits an update: people read the new text, staff keep the old, nobody is told twice", async () => {
    const posted = await f.make<StaffUpdateView>(`/deals/${dealId}/updates`, {
      title: "Q3 lettre",
      bodyMd: "Capital call on 3 May.",
      audience: "deal",
    });
    const notices = `SELECT count(*) AS n FROM portal_notice_outbox WHERE update_id = '${posted.id}'`;
    const [queued] = await f.db.query(notices);
    const edited = await staffCall<StaffUpdateView>(`/deals/${dealId}/updates/${posted.id}`, "PATCH", {
      title: "Q3 letter",
      bodyMd: "Capital call on **13** May.",
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: "Q3 letter", editedAt: expect.any(String) });
    expect(edited.body.earlier).toEqual([
      expect.objectContaining({ title: "Q3 lettre", bodyMd: "Capital call on 3 May." }),
    ]);
    const seen = await ada.call<{ title: string; html: string }>(`/deals/${dealId}/updates/${posted.id}`);
    expect(seen.body).toMatchObject({
      title: "Q3 letter",
      html: "<p>Capital call on <strong>13</strong> May.</p>\n",
    });
    expect(await f.db.query(notices)).toEqual([queued]);
    expect((await audit("portal_update_edited")).length).toBe(1);
  });

  it("withdraws an update: gone for people at once, kept and marked for staff, never changed again", async () => {
    const posted = await f.make<StaffUpdateView>(`/deals/${dealId}/updates`, {
      title: "Sent in error",
      bodyMd: "Wrong deal.",
      audience: "organisations",
      organisationIds: [orgA],
    });
    expect(await updatesSeen()).toContain("Sent in error");
    const withdrawn = await staffCall<StaffUpdateView>(
      `/deals/${dealId}/updates/${posted.id}/withdrawal`,
      "POST",
    );
    expect(withdrawn.body.withdrawnAt).toEqual(expect.any(String));
    expect(await updatesSeen()).not.toContain("Sent in error");
    expect((await ada.call(`/deals/${dealId}/updates/${posted.id}`)).status).toBe(404);
    const staffList = await staffCall<PortalList<StaffUpdateView>>(`/deals/${dealId}/updates`);
    expect(staffList.body.items.find((update) => update.id === posted.id)?.withdrawnAt).toBe(
      withdrawn.body.withdrawnAt,
    );
    const again = await staffCall(`/deals/${dealId}/updates/${posted.id}`, "PATCH", { title: "Back" });
    expect([again.status, (again.body as { code: string }).code]).toEqual([409, "withdrawn"]);
    expect((await audit("portal_update_withdrawn")).length).toBe(1);
  });

  it("counts a withdrawn deal-wide update out of the home page's new updates", async () => {
    const home = async () =>
      (await ada.call<PortalHome>("/home")).body.organisations[0]?.deals.find((deal) => deal.id === dealId)
        ?.newUpdates;
    const before = await home();
    const posted = await f.make<StaffUpdateView>(`/deals/${dealId}/updates`, {
      title: "Short-lived",
      bodyMd: "Soon gone.",
      audience: "deal",
    });
    expect(await home()).toBe((before ?? 0) + 1);
    await staffCall(`/deals/${dealId}/updates/${posted.id}/withdrawal`, "POST");
    expect(await home()).toBe(before);
  });

  it("restores a revoked grant as a new one with the same end date, and only once", async () => {
    const deal = await f.deal("Restore Fund");
    const endsAt = new Date(Date.now() + 86_400_000).toISOString();
    const grant = await f.make<PortalGrant>(`/deals/${deal}/grants`, { organisationId: orgA, endsAt });
    await f.make(`/deals/${deal}/grants/${grant.id}/revoke`, undefined, 200);
    expect((await ada.call(`/deals/${deal}`)).status).toBe(403);
    const restored = await staffCall<PortalGrant>(`/deals/${deal}/grants/${grant.id}/restore`, "POST");
    expect(restored.status).toBe(201);
    expect(restored.body).toMatchObject({ organisationId: orgA, endsAt, live: true });
    expect(restored.body.id).not.toBe(grant.id);
    expect((await ada.call(`/deals/${deal}`)).status).toBe(200);
    const twice = await staffCall(`/deals/${deal}/grants/${grant.id}/restore`, "POST");
    expect([twice.status, (twice.body as { code: string }).code]).toEqual([409, "duplicate"]);
    const live = await staffCall(`/deals/${deal}/grants/${restored.body.id}/restore`, "POST");
    expect([live.status, (live.body as { code: string }).code]).toEqual([409, "not_revoked"]);
    expect((await audit("portal_grant_restored")).length).toBe(1);
  });

  it("names what a deal takes with it, refuses to delete it, and archives it: access ends, history stays", async () => {
    const deal = await f.deal("Archive Fund");
    await f.grant(deal, orgA);
    await f.make(`/deals/${deal}/updates`, { title: "Hello", bodyMd: "Hi.", audience: "deal" });
    await ada.call(`/deals/${deal}/questions`, "POST", { body: "When is the close?" });
    const impact = await staffCall<RecordImpact>(`/deals/${deal}/impact`);
    expect(impact.body).toMatchObject({
      name: "Archive Fund",
      people: 1,
      grants: 1,
      updates: 1,
      questions: 1,
      waitingQuestions: 1,
      documents: 0,
      deletable: false,
      archivedAt: null,
      ending: [{ organisation: { id: orgA, name: "Alder Pension Fund" }, people: 1 }],
    });
    const refused = await staffCall(`/deals/${deal}`, "DELETE");
    expect([refused.status, (refused.body as { code: string }).code]).toEqual([409, "in_use"]);
    expect((await staffCall(`/deals/${deal}`)).status).toBe(200);
    const archived = await staffCall<RecordImpact>(`/deals/${deal}/archive`, "POST");
    expect(archived.body).toMatchObject({ archivedAt: expect.any(String), people: 1, updates: 1 });
    expect(archived.body.ending).toHaveLength(1);
    expect((await ada.call(`/deals/${deal}`)).status).toBe(403);
    const regrant = await staffCall(`/deals/${deal}/grants`, "POST", { organisationId: orgA });
    expect([regrant.status, (regrant.body as { code: string }).code]).toEqual([409, "archived"]);
    const active = await staffCall<PortalList<PortalDeal>>("/deals?state=active&q=archive");
    expect(active.body.items).toEqual([]);
    const back = await staffCall<RecordImpact>(`/deals/${deal}/archive`, "DELETE");
    expect(back.body).toMatchObject({ archivedAt: null, ending: [], grants: 1 });
    expect((await audit("portal_deal_archived")).length).toBe(1);
  });

  it("deletes a deal and an organisation nothing depends on, keeping their audit rows", async () => {
    const deal = await f.deal("Typo Fund");
    const organisation = await f.organisation("Typo Office");
    const impact = await staffCall<RecordImpact>(`/organisations/${organisation}/impact`);
    expect(impact.body).toMatchObject({ deletable: true, members: 0, grants: 0 });
    expect((await staffCall(`/deals/${deal}`, "DELETE")).status).toBe(204);
    expect((await staffCall(`/organisations/${organisation}`, "DELETE")).status).toBe(204);
    expect((await staffCall(`/deals/${deal}`)).status).toBe(404);
    expect((await staffCall(`/organisations/${organisation}`)).status).toBe(404);
    const rows = await f.db.query(
      `SELECT event FROM staff_audit_events WHERE deal_id = '${deal}' OR organisation_id = '${organisation}' ORDER BY id`,
    );
    expect(rows.map((row) => row.event)).toEqual([
      "portal_deal_created",
      "portal_organisation_created",
      "portal_deal_deleted",
      "portal_organisation_deleted",
    ]);
    const inUse = await staffCall(`/organisations/${orgA}`, "DELETE");
    expect(inUse.status).toBe(409);
  });

  it("archives an organisation: every deal it reached ends, and pickers no longer offer it", async () => {
    const organisation = await f.organisation("Cedar Endowment");
    const deal = await f.deal("Cedar Deal");
    await f.grant(deal, organisation);
    const archived = await staffCall<RecordImpact>(`/organisations/${organisation}/archive`, "POST");
    expect(archived.body.ending.map((grant) => grant.deal.name)).toEqual(["Cedar Deal"]);
    const listed = await staffCall<PortalList<PortalOrganisation>>("/organisations?q=cedar");
    expect(listed.body.items.map((item) => item.archivedAt)).toEqual([expect.any(String)]);
    const offered = await staffCall<PortalList<PortalOrganisation>>("/organisations?q=cedar&state=active");
    expect(offered.body.items).toEqual([]);
  });

  it("counts questions waiting per deal, and keeps an answer's first text when it is edited", async () => {
    const deal = await f.deal("Question Fund");
    await f.grant(deal, orgA);
    const asked = await ada.call<{ id: string }>(`/deals/${deal}/questions`, "POST", { body: "Fees?" });
    const waiting = async () =>
      (await staffCall<WaitingQuestions>("/questions/waiting")).body.deals.find((row) => row.id === deal)
        ?.waiting;
    expect(await waiting()).toBe(1);
    const first = await f.make<StaffQuestionView>(
      `/questions/${asked.body.id}/answer`,
      { answerMd: "Two per cent.", publish: false },
      200,
    );
    expect(await waiting()).toBeUndefined();
    const second = await f.make<StaffQuestionView>(
      `/questions/${asked.body.id}/answer`,
      { answerMd: "1.5 per cent.", publish: false },
      200,
    );
    expect(second).toMatchObject({ answerMd: "1.5 per cent.", answeredAt: first.answeredAt });
    expect(second.answerEditedAt).toEqual(expect.any(String));
    const kept = await f.db.query(
      `SELECT answer_md FROM portal_answer_edits WHERE question_id = '${asked.body.id}'`,
    );
    expect(kept).toEqual([{ answer_md: "Two per cent." }]);
    const notices = await f.db.query(
      `SELECT count(*) AS n FROM portal_notice_outbox WHERE question_id = '${asked.body.id}'`,
    );
    expect(Number(notices[0]?.n)).toBe(1);
    expect((await audit("portal_answer_edited")).length).toBe(1);
  });
});
