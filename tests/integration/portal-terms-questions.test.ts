import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PortalList } from "../../common/portal-api.ts";
import type { StaffQuestionView, StaffTermsView } from "../../common/portal-person-api.ts";
import {
  acceptTermsFor,
  askFor,
  dealPageFor,
  homeFor,
  questionsPageFor,
  termsViewFor,
} from "../../server/portal/person-views.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import {
  mailTo,
  PORTAL_API,
  type PortalContentFixture,
  portalContentFixture,
} from "../support/portal-content.ts";

// Terms before anything of a deal shows, questions seen by their organisation until
// published (then by everyone, without the asker), and the home page's "new since your
// last visit", on both databases. What people see goes through their own functions.

describe.each(DATABASE_KINDS)("portal terms and questions on %s", (kind) => {
  let f: PortalContentFixture;
  let dealId: string;
  let orgA: string;
  let orgB: string;
  let ada: { id: string; email: string };
  let amy: { id: string; email: string };
  let bob: { id: string; email: string };
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    f = await portalContentFixture(kind, "portal_terms");
    dealId = await f.deal("Coastal Solar II");
    orgA = await f.organisation("Alder Pension Fund");
    orgB = await f.organisation("Birch Family Office");
    ada = await f.person("Ada Alder", [[orgA, "principal"]]);
    amy = await f.person("Amy Alder", [[orgA, "viewer"]]);
    bob = await f.person("Bob Birch", [[orgB, "finance"]]);
    await f.grant(dealId, orgA);
    await f.grant(dealId, orgB);
  });
  afterAll(async () => f?.close());

  const page = (personId: string, now = new Date()) => dealPageFor(f.records, personId, dealId, "self", now);

  it("blocks the deal until its newest terms are accepted, and records who, when, where and which version", async () => {
    await f.make(`/deals/${dealId}`, { termsRequired: true }, 200, "PATCH");
    // Required but none published yet: nothing shows (deny by default).
    await expect(page(ada.id)).rejects.toMatchObject({ status: 403, code: "terms_required" });
    const v1 = await f.make<StaffTermsView>(
      `/deals/${dealId}/terms`,
      { bodyMd: "Keep it **confidential**." },
      200,
      "PUT",
    );
    expect(v1).toMatchObject({
      version: 1,
      html: "<p>Keep it <strong>confidential</strong>.</p>\n",
      acceptances: [],
    });
    expect(v1.pending.map((person) => person.name)).toEqual(["Ada Alder", "Amy Alder", "Bob Birch"]);
    await expect(page(ada.id)).rejects.toMatchObject({ status: 403, code: "terms_required" });
    const terms = await termsViewFor(f.records, ada.id, dealId, new Date());
    expect(terms).toMatchObject({ version: 1, acceptedAt: null });

    const when = new Date();
    await acceptTermsFor(
      f.records,
      ada.id,
      dealId,
      { version: 1, ip: "203.0.113.7", userAgent: "Firefox" },
      when,
    );
    expect((await page(ada.id)).deal.name).toBe("Coastal Solar II");
    const rows = await f.db.query(
      `SELECT ta.user_id, ta.accepted_at, ta.ip, ta.user_agent, tv.version FROM portal_terms_acceptances ta
       JOIN portal_terms_versions tv ON tv.id = ta.terms_version_id`,
    );
    expect(
      rows.map((row) => ({
        ...row,
        accepted_at: row.accepted_at instanceof Date ? row.accepted_at.toISOString() : row.accepted_at,
      })),
    ).toEqual([
      {
        user_id: ada.id,
        accepted_at: when.toISOString(),
        ip: "203.0.113.7",
        user_agent: "Firefox",
        version: 1,
      },
    ]);
    const staffView = await f.make<StaffTermsView>(`/deals/${dealId}/terms`, undefined, 200, "GET");
    expect(staffView.acceptances).toEqual([
      {
        person: { id: ada.id, name: "Ada Alder", email: ada.email },
        version: 1,
        acceptedAt: when.toISOString(),
        ip: "203.0.113.7",
      },
    ]);
    expect(staffView.pending.map((person) => person.name)).toEqual(["Amy Alder", "Bob Birch"]);
  });

  it("asks again when a new version is published; the old version can no longer be accepted", async () => {
    await f.make(`/deals/${dealId}/terms`, { bodyMd: "Version two." }, 200, "PUT");
    await expect(page(ada.id)).rejects.toMatchObject({ status: 403, code: "terms_required" });
    await expect(
      acceptTermsFor(
        f.records,
        ada.id,
        dealId,
        { version: 1, ip: "203.0.113.7", userAgent: null },
        new Date(),
      ),
    ).rejects.toMatchObject({ status: 409, code: "stale_terms" });
    for (const person of [ada, amy, bob])
      await acceptTermsFor(
        f.records,
        person.id,
        dealId,
        { version: 2, ip: "198.51.100.1", userAgent: null },
        new Date(),
      );
    expect((await page(ada.id)).deal.name).toBe("Coastal Solar II");
    const audit = await f.db.query(
      "SELECT count(*) AS n FROM staff_audit_events WHERE event = 'portal_terms_published'",
    );
    expect(Number(audit[0]?.n)).toBe(2);
  });

  it("shows a question to its organisation and staff only until published, then to all without the asker", async () => {
    const { question } = await askFor(f.records, ada.id, dealId, "What is the hurdle rate?", new Date());
    expect(question).toMatchObject({
      ownOrganisation: true,
      askedBy: { name: "Ada Alder" },
      answerHtml: null,
    });
    // A viewer of the same organisation sees it; another organisation does not.
    expect(
      (await questionsPageFor(f.records, amy.id, dealId, null, new Date())).items.map((q) => q.id),
    ).toEqual([question.id]);
    expect((await questionsPageFor(f.records, bob.id, dealId, null, new Date())).items).toEqual([]);
    await expect(askFor(f.records, amy.id, dealId, "May I ask?", new Date())).rejects.toMatchObject({
      status: 403,
      code: "not_allowed",
    });

    const open = await f.make<PortalList<StaffQuestionView>>(
      `/deals/${dealId}/questions?state=open`,
      undefined,
      200,
      "GET",
    );
    expect(open.items.map((q) => [q.body, q.askedBy.name, q.organisation.name])).toEqual([
      ["What is the hurdle rate?", "Ada Alder", "Alder Pension Fund"],
    ]);
    const answered = await f.make<StaffQuestionView>(
      `/questions/${question.id}/answer`,
      { answerMd: "It is *8%*.", publish: false },
      200,
    );
    expect(answered).toMatchObject({ answerHtml: "<p>It is <em>8%</em>.</p>\n", publishedAt: null });
    expect(
      (await questionsPageFor(f.records, ada.id, dealId, null, new Date())).items[0]?.answerHtml,
    ).toContain("8%");
    expect((await questionsPageFor(f.records, bob.id, dealId, null, new Date())).items).toEqual([]);
    await expect
      .poll(() => mailTo(f.smtp, ada.email).map((mail) => mail.subject), { timeout: 20_000 })
      .toContain("Your question on Coastal Solar II was answered");
    expect(mailTo(f.smtp, ada.email).find((mail) => mail.subject.includes("answered"))?.raw).not.toContain(
      "8%",
    );

    await f.make(`/questions/${question.id}/publication`, undefined, 200);
    const seenByBob = await questionsPageFor(f.records, bob.id, dealId, null, new Date());
    expect(seenByBob.items).toEqual([
      {
        id: question.id,
        body: "What is the hurdle rate?",
        askedAt: question.askedAt,
        ownOrganisation: false,
        askedBy: null,
        answerHtml: "<p>It is <em>8%</em>.</p>\n",
        answeredAt: expect.any(String),
        publishedAt: expect.any(String),
      },
    ]);
    const bobsPage = JSON.stringify(await page(bob.id));
    expect(bobsPage).not.toMatch(/Ada|Alder/);
    expect(
      (
        await f.make<PortalList<StaffQuestionView>>(
          `/deals/${dealId}/questions?state=open`,
          undefined,
          200,
          "GET",
        )
      ).items,
    ).toEqual([]);
  });

  it("refuses to publish an unanswered question", async () => {
    const { question } = await askFor(f.records, bob.id, dealId, "When is the first close?", new Date());
    const refused = await f.staff.json(`${PORTAL_API}/questions/${question.id}/publication`, {
      method: "POST",
    });
    expect([refused.status, refused.body]).toEqual([
      409,
      { code: "not_answered", message: expect.any(String) },
    ]);
  });

  it("groups the home page by organisation and counts what is new since the last visit", async () => {
    const other = await f.deal("Alpine Rail");
    await f.grant(other, orgB);
    const dan = await f.person("Dan Both", [
      [orgA, "legal"],
      [orgB, "tax"],
    ]);
    await acceptTermsFor(
      f.records,
      dan.id,
      dealId,
      { version: 2, ip: "192.0.2.1", userAgent: null },
      new Date(),
    );
    const home = await homeFor(f.records, dan.id, new Date());
    expect(home.organisations.map((o) => [o.name, o.role, o.deals.map((d) => d.name)])).toEqual([
      ["Alder Pension Fund", "legal", ["Coastal Solar II"]],
      ["Birch Family Office", "tax", ["Alpine Rail", "Coastal Solar II"]],
    ]);

    await f.make(`/deals/${dealId}/updates`, { title: "First", bodyMd: "x", audience: "deal" });
    // After "First" was posted, before the answer below.
    const firstVisit = new Date();
    await page(dan.id, firstVisit);
    const visited = await homeFor(f.records, dan.id, firstVisit);
    expect(visited.organisations[0]?.deals[0]).toMatchObject({
      newUpdates: 0,
      newAnswers: 0,
      lastVisitAt: firstVisit.toISOString(),
    });

    const later = firstVisit.getTime() + 1000;
    await f.db.exec(
      `INSERT INTO portal_updates (id, deal_id, title, body_md, body_html, audience, published_at, created_by)
       VALUES ('${"u".repeat(22)}', '${dealId}', 'Second', 'x', '<p>x</p>', 'organisations', '${new Date(later).toISOString()}', 'test');
       INSERT INTO portal_update_audiences (update_id, organisation_id, deal_id, published_at)
       VALUES ('${"u".repeat(22)}', '${orgB}', '${dealId}', '${new Date(later).toISOString()}');`,
    );
    const asked = await askFor(f.records, dan.id, dealId, "Through which vehicle?", new Date(later));
    const { question } = asked;
    await f.make(
      `/questions/${question.id}/answer`,
      { answerMd: "The Luxembourg SCSp.", publish: false },
      200,
    );
    const now = new Date(later + 60_000);
    const after = await homeFor(f.records, dan.id, now);
    const coastal = (name: string) =>
      after.organisations.find((o) => o.name === name)?.deals.find((d) => d.name === "Coastal Solar II");
    // The chosen update counts for Birch only; the answer for the organisation that asked.
    expect(coastal("Birch Family Office")).toMatchObject({ newUpdates: 1, termsPending: false });
    expect(coastal("Alder Pension Fund")).toMatchObject({ newUpdates: 0 });
    const filedUnderAlder = asked.organisationId === orgA;
    expect([coastal("Alder Pension Fund")?.newAnswers, coastal("Birch Family Office")?.newAnswers]).toEqual(
      filedUnderAlder ? [1, 0] : [0, 1],
    );
    const next = await page(dan.id, now);
    expect(next.previousVisitAt).toBe(firstVisit.toISOString());
    expect(next.updates.map((u) => [u.title, u.isNew])).toEqual([
      ["Second", true],
      ["First", false],
    ]);
  });
});
