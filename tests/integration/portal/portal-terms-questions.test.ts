import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PortalList } from "#common/portal-api.ts";
import type {
  PortalDealPage,
  PortalHome,
  PortalQuestionView,
  PortalTerms,
  StaffQuestionView,
  StaffTermsView,
} from "#common/portal-person-api.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import {
  mailTo,
  type Person,
  type PortalContentFixture,
  portalContentFixture,
  STAFF_API,
} from "#tests/support/portal/index.ts";

// Terms before anything of a deal shows, questions seen by their organisation until
// published (then by everyone, without the asker), and the home page's "new since your
// last visit", on both databases, with people signed in over HTTP.

const refusal = (status: number, code: string) => ({ status, body: { code, message: expect.any(String) } });

describe.each(DATABASE_KINDS)("portal terms and questions on %s", (kind) => {
  let f: PortalContentFixture;
  let dealId: string;
  let orgA: string;
  let orgB: string;
  let ada: Person;
  let amy: Person;
  let bob: Person;

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

  const accept = (person: Person, version: number) =>
    person.call(`/deals/${dealId}/terms/acceptance`, "POST", { version });
  const questions = async (person: Person) =>
    (await person.call<PortalList<PortalQuestionView>>(`/deals/${dealId}/questions`)).body.items;
  const ask = (person: Person, body: string) =>
    person.call<PortalQuestionView>(`/deals/${dealId}/questions`, "POST", { body });

  it("blocks the deal until its newest terms are accepted, and records who, when, where and which version", async () => {
    await f.make(`/deals/${dealId}`, { termsRequired: true }, 200, "PATCH");
    // Required but none published yet: nothing shows (deny by default).
    expect(await ada.call(`/deals/${dealId}`)).toEqual(refusal(403, "terms_required"));
    // ...and the terms screen says they are not ready, naming the deal; nothing can be accepted.
    expect(await ada.call(`/deals/${dealId}/terms`)).toEqual({
      status: 200,
      body: { dealId, dealName: "Coastal Solar II", ready: false },
    });
    expect(await accept(ada, 1)).toEqual(refusal(409, "terms_not_ready"));
    const [acceptances] = await f.db.query("SELECT count(*) AS n FROM portal_terms_acceptances");
    expect(Number(acceptances?.n)).toBe(0);
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
    for (const path of [`/deals/${dealId}`, `/deals/${dealId}/updates`, `/deals/${dealId}/questions`])
      expect([path, await ada.call(path)]).toEqual([path, refusal(403, "terms_required")]);
    const terms = await ada.call<PortalTerms>(`/deals/${dealId}/terms`);
    expect(terms.body).toMatchObject({
      dealName: "Coastal Solar II",
      ready: true,
      version: 1,
      acceptedAt: null,
      html: v1.html,
    });

    const before = Date.now();
    expect((await accept(ada, 1)).status).toBe(204);
    expect((await ada.call<PortalDealPage>(`/deals/${dealId}`)).body.deal.name).toBe("Coastal Solar II");
    const rows = await f.db.query(
      `SELECT ta.user_id, ta.accepted_at, ta.ip, ta.user_agent, tv.version FROM portal_terms_acceptances ta
       JOIN portal_terms_versions tv ON tv.id = ta.terms_version_id`,
    );
    expect(rows).toEqual([
      {
        user_id: ada.id,
        accepted_at: expect.anything(),
        ip: "127.0.0.1",
        user_agent: "portal-test",
        version: 1,
      },
    ]);
    const acceptedAt = new Date(rows[0]?.accepted_at as string | Date).getTime();
    expect(acceptedAt >= before && acceptedAt <= Date.now()).toBe(true);
    const staffView = await f.make<StaffTermsView>(`/deals/${dealId}/terms`, undefined, 200, "GET");
    expect(staffView.acceptances).toEqual([
      {
        person: { id: ada.id, name: "Ada Alder", email: ada.email },
        version: 1,
        acceptedAt: new Date(acceptedAt).toISOString(),
        ip: "127.0.0.1",
      },
    ]);
    expect(staffView.pending.map((person) => person.name)).toEqual(["Amy Alder", "Bob Birch"]);
    const audit = await f.db.query(
      `SELECT realm, deal_id, organisation_id FROM staff_audit_events WHERE event = 'portal_terms_accepted' AND person_id = '${ada.id}'`,
    );
    expect(audit).toEqual([{ realm: "portal", deal_id: dealId, organisation_id: orgA }]);
  });

  it("asks again when a new version is published; the old version can no longer be accepted", async () => {
    await f.make(`/deals/${dealId}/terms`, { bodyMd: "Version two." }, 200, "PUT");
    expect(await ada.call(`/deals/${dealId}`)).toEqual(refusal(403, "terms_required"));
    expect(await accept(ada, 1)).toEqual(refusal(409, "stale_terms"));
    for (const person of [ada, amy, bob]) expect((await accept(person, 2)).status).toBe(204);
    expect((await ada.call(`/deals/${dealId}`)).status).toBe(200);
    const versions = await f.db.query(
      "SELECT count(*) AS n FROM staff_audit_events WHERE event = 'portal_terms_published'",
    );
    expect(Number(versions[0]?.n)).toBe(2);
  });

  it("shows a question to its organisation and staff only until published, then to all without the asker", async () => {
    const asked = await ask(ada, "What is the hurdle rate?");
    expect(asked.status).toBe(201);
    const question = asked.body;
    expect(question).toMatchObject({
      ownOrganisation: true,
      askedBy: { name: "Ada Alder" },
      answerHtml: null,
    });
    // A viewer of the same organisation sees it but may not ask; another organisation sees nothing.
    expect((await questions(amy)).map((q) => q.id)).toEqual([question.id]);
    expect(await questions(bob)).toEqual([]);
    expect(await ask(amy, "May I ask?")).toEqual(refusal(403, "not_allowed"));

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
    expect((await questions(ada))[0]?.answerHtml).toContain("8%");
    expect(await questions(bob)).toEqual([]);
    await expect
      .poll(() => mailTo(f.smtp, ada.email).map((mail) => mail.subject), { timeout: 20_000 })
      .toContain("Your question on Coastal Solar II was answered");
    expect(mailTo(f.smtp, ada.email).find((mail) => mail.subject.includes("answered"))?.raw).not.toContain(
      "8%",
    );

    await f.make(`/questions/${question.id}/publication`, undefined, 200);
    expect(await questions(bob)).toEqual([
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
    const bobsPage = JSON.stringify((await bob.call(`/deals/${dealId}`)).body);
    expect(bobsPage).toContain("What is the hurdle rate?");
    expect(bobsPage).not.toMatch(/Ada|Alder/);
    const stillOpen = await f.make<PortalList<StaffQuestionView>>(
      `/deals/${dealId}/questions`,
      undefined,
      200,
      "GET",
    );
    expect(stillOpen.items).toEqual([]);
  });

  it("refuses to publish an unanswered question", async () => {
    const { body: question } = await ask(bob, "When is the first close?");
    const refused = await f.staff.json(`${STAFF_API}/questions/${question.id}/publication`, {
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
    const home = async () => (await dan.call<PortalHome>("/home")).body;
    const first = await home();
    expect(
      first.organisations.map((o) => [o.name, o.role, o.deals.map((d) => [d.name, d.termsPending])]),
    ).toEqual([
      ["Alder Pension Fund", "legal", [["Coastal Solar II", true]]],
      [
        "Birch Family Office",
        "tax",
        [
          ["Alpine Rail", false],
          ["Coastal Solar II", true],
        ],
      ],
    ]);
    expect((await accept(dan, 2)).status).toBe(204);
    await f.make(`/deals/${dealId}/updates`, { title: "First", bodyMd: "x", audience: "deal" });
    const visit = (await dan.call<PortalDealPage>(`/deals/${dealId}`)).body;
    expect(visit.previousVisitAt).toBeNull();
    const seen = await home();
    const lastVisitAt = seen.organisations[0]?.deals[0]?.lastVisitAt ?? "";
    expect(seen.organisations[0]?.deals[0]).toMatchObject({
      newUpdates: 0,
      newAnswers: 0,
      termsPending: false,
    });

    await f.make(`/deals/${dealId}/updates`, {
      title: "Second",
      bodyMd: "x",
      audience: "organisations",
      organisationIds: [orgB],
    });
    const asked = await ask(dan, "Through which vehicle?");
    await f.make(
      `/questions/${asked.body.id}/answer`,
      { answerMd: "The Luxembourg SCSp.", publish: false },
      200,
    );
    const after = await home();
    const coastal = (name: string) =>
      after.organisations.find((o) => o.name === name)?.deals.find((d) => d.name === "Coastal Solar II");
    // The chosen update counts for Birch only; the answer for the organisation it was filed under.
    expect(coastal("Birch Family Office")).toMatchObject({ newUpdates: 1, lastVisitAt });
    expect(coastal("Alder Pension Fund")).toMatchObject({ newUpdates: 0, lastVisitAt });
    const [filed] = await f.db.query(
      `SELECT organisation_id FROM portal_questions WHERE id = '${asked.body.id}'`,
    );
    expect([coastal("Alder Pension Fund")?.newAnswers, coastal("Birch Family Office")?.newAnswers]).toEqual(
      filed?.organisation_id === orgA ? [1, 0] : [0, 1],
    );
    const next = (await dan.call<PortalDealPage>(`/deals/${dealId}`)).body;
    expect(next.previousVisitAt).toBe(lastVisitAt);
    expect(next.updates.map((u) => [u.title, u.isNew])).toEqual([
      ["Second", true],
      ["First", false],
    ]);
    expect(next.through.map((t) => t.organisationName).sort()).toEqual([
      "Alder Pension Fund",
      "Birch Family Office",
    ]);
  });

  it("keeps each person's notification choice", async () => {
    expect(await bob.call("/settings/notifications")).toEqual({
      status: 200,
      body: { updates: "immediate" },
    });
    expect(await bob.call("/settings/notifications", "PUT", { updates: "daily" })).toEqual({
      status: 200,
      body: { updates: "daily" },
    });
    expect(await bob.call("/settings/notifications", "PUT", { updates: "weekly" })).toEqual(
      refusal(400, "invalid_request"),
    );
    expect(await bob.call("/settings/notifications")).toEqual({ status: 200, body: { updates: "daily" } });
    expect(await ada.call("/settings/notifications")).toEqual({
      status: 200,
      body: { updates: "immediate" },
    });
  });
});
