import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  PortalDeal,
  PortalDealAccess,
  PortalGrant,
  PortalList,
  PortalMembership,
  PortalOrganisation,
  PortalOrganisationDetail,
  PortalPerson,
  PortalPersonDetail,
} from "#common/portal-api.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { startServer, type TestServer, VALID_SUBMISSION } from "#tests/support/servers/test-server.ts";
import { enrolStaff, type StaffClient } from "#tests/support/staff/staff.ts";

// The staff side of the portal's records, as a signed-in staff member uses it, on both
// databases: deals, organisations and people created, edited and listed; members added
// and removed; access given and revoked; who has access to a deal; every change in the
// audit log; every refusal in the one {code, message} shape.

const ORIGIN = "http://inbox.test";
const STAFF = "grace@ucp.example";
const API = "/inbox/api/portal";

describe.each(DATABASE_KINDS)("portal records API on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let staff: StaffClient;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "portal_records");
    const env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "s".repeat(40), PORTAL_ENABLED: "on" };
    api = await startServer(env);
    staff = (await enrolStaff(api.base, ORIGIN, env, STAFF)).client;
  });
  afterAll(async () => {
    await api?.close();
    db?.dispose();
  });

  const send = async <T>(method: string, path: string, body?: unknown) => {
    const { status, body: answer, response } = await staff.json<T>(`${API}${path}`, { method, body });
    expect(response.headers.get("cache-control")).toBe("no-store");
    return { status, body: answer };
  };
  const ok = async <T>(method: string, path: string, body: unknown, status: number) => {
    const answer = await send<T>(method, path, body);
    expect([path, answer.status, answer.body]).toEqual([path, status, expect.anything()]);
    return answer.body;
  };
  const refused = async (method: string, path: string, body: unknown, status: number, code: string) => {
    const answer = await send(method, path, body);
    expect([path, answer.status, answer.body]).toEqual([path, status, { code, message: expect.any(String) }]);
  };
  const audit = async (event: string) =>
    db.query(
      `SELECT actor_email, subject, detail FROM staff_audit_events WHERE event = '${event}' ORDER BY id`,
    );

  it("creates, edits, reads and lists deals in name order, page by page", async () => {
    const made: PortalDeal[] = [];
    for (const name of ["Harbour Wind III", "Alpine Rail", "Coastal Solar"]) {
      made.push(
        await ok<PortalDeal>("POST", "/deals", { name, kind: "project", status: "preparation" }, 201),
      );
    }
    expect(made[0]).toMatchObject({ name: "Harbour Wind III", status: "preparation", termsRequired: false });
    expect(made[0]?.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const id = made[0]?.id ?? "";
    const edited = await ok<PortalDeal>(
      "PATCH",
      `/deals/${id}`,
      { status: "marketing", termsRequired: true },
      200,
    );
    expect(edited).toMatchObject({ name: "Harbour Wind III", status: "marketing", termsRequired: true });
    expect(await ok<PortalDeal>("GET", `/deals/${id}`, undefined, 200)).toEqual(edited);

    const first = await ok<PortalList<PortalDeal>>("GET", "/deals?limit=2", undefined, 200);
    expect(first.items.map((d) => d.name)).toEqual(["Alpine Rail", "Coastal Solar"]);
    const rest = await ok<PortalList<PortalDeal>>(
      "GET",
      `/deals?limit=2&cursor=${first.nextCursor}`,
      undefined,
      200,
    );
    expect([rest.items.map((d) => d.name), rest.nextCursor]).toEqual([["Harbour Wind III"], null]);
    const found = await ok<PortalList<PortalDeal>>("GET", "/deals?q=SOLAR", undefined, 200);
    expect(found.items.map((d) => d.name)).toEqual(["Coastal Solar"]);

    expect(await audit("portal_deal_created")).toHaveLength(3);
    const [update] = await audit("portal_deal_updated");
    expect(update).toMatchObject({ actor_email: STAFF, subject: `deal:${id}` });
    expect(JSON.parse(String(update?.detail))).toEqual({ dealId: id, fields: ["status", "termsRequired"] });
  });

  it("refuses bad input, unknown ids and unknown routes in one shape, changing nothing", async () => {
    const before = await db.query("SELECT count(*) AS n FROM portal_deals");
    await refused(
      "POST",
      "/deals",
      { name: "", kind: "project", status: "preparation" },
      400,
      "invalid_request",
    );
    await refused("POST", "/deals", { name: "X", kind: "project", status: "open" }, 400, "invalid_request");
    await refused(
      "POST",
      "/deals",
      { name: "x".repeat(201), kind: "project", status: "closed" },
      400,
      "invalid_request",
    );
    await refused(
      "POST",
      "/deals",
      { name: "X", kind: "project", status: "closed", owner: "me" },
      400,
      "invalid_request",
    );
    await refused("PATCH", "/deals/AAAAAAAAAAAAAAAAAAAAAA", { status: "closed" }, 404, "not_found");
    await refused("GET", "/deals/not-an-id", undefined, 404, "not_found");
    await refused("GET", "/deals?limit=1000", undefined, 400, "invalid_request");
    await refused("GET", "/deals?cursor=bm9wZQ", undefined, 400, "invalid_request");
    await refused("GET", "/nothing-here", undefined, 404, "not_found");
    const raw = await fetch(`${api.base}${API}/deals`, {
      method: "POST",
      headers: {
        origin: ORIGIN,
        cookie: [...staff.cookies].map(([n, v]) => `${n}=${v}`).join("; "),
        "content-type": "text/plain",
      },
      body: JSON.stringify({ name: "X", kind: "project", status: "closed" }),
    });
    expect([raw.status, await raw.json()]).toEqual([
      415,
      { code: "unsupported_media_type", message: expect.any(String) },
    ]);
    expect(await db.query("SELECT count(*) AS n FROM portal_deals")).toEqual(before);
  });

  it("keeps people's e-mail addresses unique in any letter case", async () => {
    const ada = await ok<PortalPerson>(
      "POST",
      "/people",
      { email: "Ada@LP.example", name: "Ada Byron" },
      201,
    );
    expect(ada.email).toBe("Ada@LP.example");
    await refused("POST", "/people", { email: "ada@lp.EXAMPLE", name: "Ada again" }, 409, "duplicate");
    await refused("POST", "/people", { email: "not an address", name: "Nobody" }, 400, "invalid_request");
    const bob = await ok<PortalPerson>("POST", "/people", { email: "bob@lp.example", name: "Bob" }, 201);
    await refused("PATCH", `/people/${bob.id}`, { email: "ADA@lp.example" }, 409, "duplicate");
    const renamed = await ok<PortalPerson>("PATCH", `/people/${bob.id}`, { name: "Robert" }, 200);
    expect(renamed).toMatchObject({ email: "bob@lp.example", name: "Robert" });
    const listed = await ok<PortalList<PortalPerson>>("GET", "/people?q=lp.example", undefined, 200);
    expect(listed.items.map((p) => p.name)).toEqual(["Ada Byron", "Robert"]);
    expect(await db.query("SELECT count(*) AS n FROM portal_people")).toEqual([
      { n: kind === "sqlite" ? 2 : "2" },
    ]);
  });

  it("stores one row when the same person or grant is sent twice at once", async () => {
    const body = { email: "twice@lp.example", name: "Twice" };
    const people = await Promise.all([send("POST", "/people", body), send("POST", "/people", body)]);
    expect(people.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const org = await ok<PortalOrganisation>(
      "POST",
      "/organisations",
      { name: "Twice Org", kind: "gp" },
      201,
    );
    const deal = await ok<PortalDeal>(
      "POST",
      "/deals",
      { name: "Twice Deal", kind: "project", status: "marketing" },
      201,
    );
    const grant = { organisationId: org.id };
    const grants = await Promise.all([
      send("POST", `/deals/${deal.id}/grants`, grant),
      send("POST", `/deals/${deal.id}/grants`, grant),
    ]);
    expect(grants.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const rows = await db.query(
      `SELECT (SELECT count(*) FROM portal_people WHERE email = 'twice@lp.example') AS people,
              (SELECT count(*) FROM portal_grants WHERE deal_id = '${deal.id}') AS grants`,
    );
    expect(rows.map((row) => [Number(row.people), Number(row.grants)])).toEqual([[1, 1]]);
  });

  it("links organisations to inquiries, members to organisations, and gives and revokes access", async () => {
    expect((await api.post({ ...VALID_SUBMISSION, email: "cio@pension.example" })).status).toBe(201);
    const [inquiry] = await db.query("SELECT id FROM contact_submissions");
    const org = await ok<PortalOrganisation>(
      "POST",
      "/organisations",
      { name: "Nordic Pension", kind: "pension_fund", inquiryId: String(inquiry?.id) },
      201,
    );
    expect(org).toMatchObject({ kind: "pension_fund", inquiryId: String(inquiry?.id) });
    await refused(
      "POST",
      "/organisations",
      { name: "Ghost", kind: "gp", inquiryId: "999999" },
      404,
      "not_found",
    );
    await refused("POST", "/organisations", { name: "Ghost", kind: "bank" }, 400, "invalid_request");
    const sponsor = await ok<PortalOrganisation>(
      "POST",
      "/organisations",
      { name: "Sun Sponsor", kind: "project_sponsor" },
      201,
    );
    const edited = await ok<PortalOrganisation>(
      "PATCH",
      `/organisations/${sponsor.id}`,
      { name: "Sun Sponsor Ltd" },
      200,
    );
    expect(edited.name).toBe("Sun Sponsor Ltd");

    const carol = await ok<PortalPerson>(
      "POST",
      "/people",
      { email: "carol@pension.example", name: "Carol" },
      201,
    );
    const member = await ok<PortalMembership>(
      "POST",
      `/organisations/${org.id}/members`,
      { personId: carol.id, role: "tax", delegate: true },
      201,
    );
    expect(member).toMatchObject({ personId: carol.id, organisationId: org.id, role: "tax", delegate: true });
    await refused(
      "POST",
      `/organisations/${org.id}/members`,
      { personId: carol.id, role: "legal" },
      409,
      "duplicate",
    );
    await refused(
      "POST",
      `/organisations/${org.id}/members`,
      { personId: carol.id, role: "boss" },
      400,
      "invalid_request",
    );
    await refused(
      "POST",
      `/organisations/${org.id}/members`,
      { personId: "AAAAAAAAAAAAAAAAAAAAAA", role: "tax" },
      404,
      "not_found",
    );

    const deal = await ok<PortalDeal>(
      "POST",
      "/deals",
      { name: "Fund IV", kind: "fund_raise", status: "marketing" },
      201,
    );
    const endsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const grant = await ok<PortalGrant>(
      "POST",
      `/deals/${deal.id}/grants`,
      { organisationId: org.id, endsAt },
      201,
    );
    expect(grant).toMatchObject({ organisationId: org.id, endsAt, revokedAt: null, live: true });
    await refused("POST", `/deals/${deal.id}/grants`, { organisationId: org.id }, 409, "duplicate");
    await refused(
      "POST",
      `/deals/${deal.id}/grants`,
      { organisationId: sponsor.id, endsAt: "2020-01-01T00:00:00Z" },
      400,
      "invalid_request",
    );
    await refused(
      "POST",
      `/deals/${deal.id}/grants`,
      { organisationId: sponsor.id, endsAt: "tomorrow" },
      400,
      "invalid_request",
    );

    const access = await ok<PortalDealAccess>("GET", `/deals/${deal.id}/access`, undefined, 200);
    expect(access.grants.map((g) => [g.organisation.name, g.live])).toEqual([["Nordic Pension", true]]);
    expect(access.people).toEqual([
      {
        person: { id: carol.id, email: "carol@pension.example", name: "Carol" },
        organisationId: org.id,
        role: "tax",
        delegate: true,
      },
    ]);
    const person = await ok<PortalPersonDetail>("GET", `/people/${carol.id}`, undefined, 200);
    expect(person.memberships.map((m) => [m.organisation.name, m.role])).toEqual([["Nordic Pension", "tax"]]);

    const revoked = await ok<PortalGrant>(
      "POST",
      `/deals/${deal.id}/grants/${grant.id}/revoke`,
      undefined,
      200,
    );
    expect(revoked).toMatchObject({ live: false, revokedBy: expect.any(String) });
    await refused("POST", `/deals/${deal.id}/grants/${grant.id}/revoke`, undefined, 409, "already_revoked");
    await refused("POST", `/deals/${deal.id}/grants/999999/revoke`, undefined, 404, "not_found");
    const after = await ok<PortalDealAccess>("GET", `/deals/${deal.id}/access`, undefined, 200);
    expect([after.grants.map((g) => g.live), after.people]).toEqual([[false], []]);
    // Granted again: a new row; the revoked one stays as history.
    await ok<PortalGrant>("POST", `/deals/${deal.id}/grants`, { organisationId: org.id }, 201);
    const detail = await ok<PortalOrganisationDetail>("GET", `/organisations/${org.id}`, undefined, 200);
    expect([detail.members.map((m) => m.person.name), detail.grants.map((g) => g.live)]).toEqual([
      ["Carol"],
      [true, false],
    ]);

    // Erasing the visitor's inquiries unlinks the organisation from them, on both databases.
    const erased = await staff.json("/inbox/api/erasures", {
      body: { email: "cio@pension.example", confirmation: "cio@pension.example" },
    });
    expect(erased.status).toBe(200);
    const unlinked = await ok<PortalOrganisationDetail>("GET", `/organisations/${org.id}`, undefined, 200);
    expect(unlinked.inquiryId).toBeNull();

    const removePath = `/organisations/${org.id}/members/${carol.id}`;
    expect((await send("DELETE", removePath)).status).toBe(204);
    await refused("DELETE", removePath, undefined, 404, "not_found");

    const events = await db.query(
      `SELECT event, subject FROM staff_audit_events
       WHERE subject IN ('organisation:${org.id}', 'deal:${deal.id}') AND event NOT LIKE '%created' ORDER BY id`,
    );
    expect(events).toEqual([
      { event: "portal_membership_added", subject: `organisation:${org.id}` },
      { event: "portal_grant_given", subject: `deal:${deal.id}` },
      { event: "portal_grant_revoked", subject: `deal:${deal.id}` },
      { event: "portal_grant_given", subject: `deal:${deal.id}` },
      { event: "portal_membership_removed", subject: `organisation:${org.id}` },
    ]);
  });
});
