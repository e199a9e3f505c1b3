import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PortalGrant, PortalOrganisation, PortalPerson } from "../../common/portal-api.ts";
import { type PortalRouteAccess, trackPortalRoutes } from "../../server/portal/route-table.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/databases.ts";
import { passwordOnlyPerson, revokedPerson, signedInPerson } from "../support/portal-people.ts";
import {
  enrolStaff,
  linkToken,
  runStaff,
  STRONG_PASSWORD,
  type StaffClient,
  staffClient,
} from "../support/staff.ts";
import { startServer, type TestServer, uniqueSubmission } from "../support/test-server.ts";

// Every portal route the running server registered (collected by its onRoute hook, not
// copied from the code), tried by every kind of caller: no session, a staff session
// with the password only, a staff session with both factors, a portal person with the
// password only (enrolling), a portal person with both factors, and a person revoked
// after signing in (who kept the cookie). The rows are written by hand; a route without a
// row, or a row without a route, fails. With PORTAL_ENABLED off the same requests find
// nothing. The matrix tried is printed at the end.

const ORIGIN = "http://inbox.test";
const API = "/inbox/api/portal";

interface Ids {
  deal: string;
  organisation: string;
  other: string;
  person: string;
  newcomer: string;
  grant: string;
  inquiry: string;
  /** A deal the signed-in person reaches for the whole run (its grant is never revoked). */
  content: string;
  /** That person, an update and a question on that deal. */
  reader: string;
  update: string;
  question: string;
}

const CALLERS = [
  "no session",
  "staff password",
  "staff",
  "person password",
  "person",
  "revoked person",
] as const;
type Caller = (typeof CALLERS)[number];

interface Row {
  access: PortalRouteAccess;
  path(ids: Ids): string;
  body?: (ids: Ids) => unknown;
  /** What a staff member with both factors gets for this valid request (staff routes). */
  staff?: number;
  /** What a portal person with both factors gets (person routes; 200 unless said). */
  person?: number;
  /** Every caller's status, for the sign-in's own routes (each applies its own rules). */
  callers?: Record<Caller, number>;
}

/** The status each caller gets, by the route's access rule. */
function expected(row: Row, caller: Caller): number {
  if (row.callers) return row.callers[caller];
  if (row.access === "staff")
    return caller === "staff" ? (row.staff ?? 200) : caller === "staff password" ? 403 : 401;
  if (caller === "person") return row.person ?? 200;
  return caller === "person password" ? 403 : 401;
}

/** A route the library answers with a full session only, and nothing for a staff cookie. */
const FULL_SESSION = {
  "no session": 401,
  "staff password": 401,
  staff: 401,
  "person password": 403,
  person: 200,
  "revoked person": 401,
} as const;
/** The session's own view: any portal session, however far its sign-in got. */
const ANY_SESSION = { ...FULL_SESSION, "person password": 200 } as const;
const NOBODY = {
  "no session": 404,
  "staff password": 404,
  staff: 404,
  "person password": 404,
  person: 404,
  "revoked person": 404,
} as const;
const STALE_TOKEN = "x".repeat(43);

const ROWS: Record<string, Row> = {
  "GET /inbox/api/portal/deals": { access: "staff", path: () => `${API}/deals?q=fund`, staff: 200 },
  "POST /inbox/api/portal/deals": {
    access: "staff",
    path: () => `${API}/deals`,
    body: () => ({ name: "Matrix Fund", kind: "fund_raise", status: "preparation" }),
    staff: 201,
  },
  "GET /inbox/api/portal/deals/:dealId": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.deal}`,
    staff: 200,
  },
  "PATCH /inbox/api/portal/deals/:dealId": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.deal}`,
    body: () => ({ status: "closed" }),
    staff: 200,
  },
  "GET /inbox/api/portal/deals/:dealId/access": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.deal}/access`,
    staff: 200,
  },
  "POST /inbox/api/portal/deals/:dealId/grants": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.deal}/grants`,
    body: (ids) => ({ organisationId: ids.other }),
    staff: 201,
  },
  "POST /inbox/api/portal/deals/:dealId/grants/:grantId/revoke": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.deal}/grants/${ids.grant}/revoke`,
    staff: 200,
  },
  "GET /inbox/api/portal/organisations": { access: "staff", path: () => `${API}/organisations`, staff: 200 },
  "POST /inbox/api/portal/organisations": {
    access: "staff",
    path: () => `${API}/organisations`,
    body: () => ({ name: "Matrix Office", kind: "family_office" }),
    staff: 201,
  },
  "GET /inbox/api/portal/organisations/:organisationId": {
    access: "staff",
    path: (ids) => `${API}/organisations/${ids.organisation}`,
    staff: 200,
  },
  "PATCH /inbox/api/portal/organisations/:organisationId": {
    access: "staff",
    path: (ids) => `${API}/organisations/${ids.organisation}`,
    body: () => ({ kind: "endowment" }),
    staff: 200,
  },
  "POST /inbox/api/portal/organisations/:organisationId/members": {
    access: "staff",
    path: (ids) => `${API}/organisations/${ids.organisation}/members`,
    body: (ids) => ({ personId: ids.newcomer, role: "viewer" }),
    staff: 201,
  },
  "DELETE /inbox/api/portal/organisations/:organisationId/members/:personId": {
    access: "staff",
    path: (ids) => `${API}/organisations/${ids.organisation}/members/${ids.person}`,
    staff: 204,
  },
  "GET /inbox/api/portal/people": { access: "staff", path: () => `${API}/people`, staff: 200 },
  "POST /inbox/api/portal/people": {
    access: "staff",
    path: () => `${API}/people`,
    body: () => ({ email: "matrix@lp.example", name: "Matrix Person" }),
    staff: 201,
  },
  "GET /inbox/api/portal/people/:personId": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.person}`,
    staff: 200,
  },
  "PATCH /inbox/api/portal/people/:personId": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.person}`,
    body: () => ({ name: "Renamed" }),
    staff: 200,
  },
  "POST /inbox/api/portal/people/:personId/invitation": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.newcomer}/invitation`,
    staff: 201,
  },
  "DELETE /inbox/api/portal/people/:personId/invitation": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.newcomer}/invitation`,
    staff: 204,
  },
  "POST /inbox/api/portal/people/:personId/revocation": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.newcomer}/revocation`,
    staff: 204,
  },
  "DELETE /inbox/api/portal/people/:personId/revocation": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.newcomer}/revocation`,
    staff: 204,
  },
  "POST /inbox/api/portal/inquiries/:inquiryId/invitation": {
    access: "staff",
    path: (ids) => `${API}/inquiries/${ids.inquiry}/invitation`,
    body: () => ({ organisationName: "From An Inquiry", organisationKind: "family_office", role: "finance" }),
    staff: 201,
  },
  "GET /portal/api/auth/*": {
    access: "sign-in",
    path: () => "/portal/api/auth/passkey/list-user-passkeys",
    callers: FULL_SESSION,
  },
  "POST /portal/api/auth/*": {
    access: "sign-in",
    path: () => "/portal/api/auth/revoke-other-sessions",
    body: () => ({}),
    callers: FULL_SESSION,
  },
  "GET /portal/api/session": { access: "sign-in", path: () => "/portal/api/session", callers: ANY_SESSION },
  "POST /portal/api/session/renew": {
    access: "sign-in",
    path: () => "/portal/api/session/renew",
    callers: ANY_SESSION,
  },
  "POST /portal/api/invitations/check": {
    access: "sign-in",
    path: () => "/portal/api/invitations/check",
    body: () => ({ token: STALE_TOKEN }),
    callers: NOBODY,
  },
  "POST /portal/api/invitations/accept": {
    access: "sign-in",
    path: () => "/portal/api/invitations/accept",
    body: () => ({ token: STALE_TOKEN, password: STRONG_PASSWORD }),
    callers: NOBODY,
  },
  "GET /portal/api/*": {
    access: "none",
    path: () => "/portal/api/no-such-route",

    callers: NOBODY,
  },
  "POST /portal/api/*": {
    access: "none",
    path: () => "/portal/api/no-such-route",
    body: () => ({}),
    callers: NOBODY,
  },
  "PUT /portal/api/*": {
    access: "none",
    path: () => "/portal/api/no-such-route",
    body: () => ({}),
    callers: NOBODY,
  },
  "PATCH /portal/api/*": {
    access: "none",
    path: () => "/portal/api/no-such-route",
    body: () => ({}),
    callers: NOBODY,
  },
  "DELETE /portal/api/*": {
    access: "none",
    path: () => "/portal/api/no-such-route",

    callers: NOBODY,
  },
  "GET /portal/api/me": { access: "person", path: () => "/portal/api/me" },
  "GET /portal/api/sessions": { access: "person", path: () => "/portal/api/sessions" },
  "POST /portal/api/sessions/end": {
    access: "person",
    path: () => "/portal/api/sessions/end",
    body: () => ({ id: "no-such-session" }),
    person: 404,
  },
  "GET /inbox/api/portal/deals/:dealId/updates": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.content}/updates`,
  },
  "POST /inbox/api/portal/deals/:dealId/updates": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.content}/updates`,
    body: () => ({ title: "Matrix update", bodyMd: "Posted by the matrix.", audience: "deal" }),
    staff: 201,
  },
  "GET /inbox/api/portal/deals/:dealId/updates/:updateId/reads": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.content}/updates/${ids.update}/reads`,
  },
  "PUT /inbox/api/portal/deals/:dealId/terms": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.deal}/terms`,
    body: () => ({ bodyMd: "Matrix terms." }),
  },
  "GET /inbox/api/portal/deals/:dealId/terms": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.deal}/terms`,
  },
  "GET /inbox/api/portal/deals/:dealId/questions": {
    access: "staff",
    path: (ids) => `${API}/deals/${ids.content}/questions?state=all`,
  },
  "POST /inbox/api/portal/questions/:questionId/answer": {
    access: "staff",
    path: (ids) => `${API}/questions/${ids.question}/answer`,
    body: () => ({ answerMd: "Answered by the matrix.", publish: false }),
  },
  "POST /inbox/api/portal/questions/:questionId/publication": {
    access: "staff",
    path: (ids) => `${API}/questions/${ids.question}/publication`,
  },
  "GET /inbox/api/portal/people/:personId/view-as/home": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.reader}/view-as/home`,
  },
  "GET /inbox/api/portal/people/:personId/view-as/deals/:dealId": {
    access: "staff",
    path: (ids) => `${API}/people/${ids.reader}/view-as/deals/${ids.content}`,
  },
  "GET /portal/api/home": { access: "person", path: () => "/portal/api/home" },
  "GET /portal/api/deals/:dealId": { access: "deal", path: (ids) => `/portal/api/deals/${ids.content}` },
  "GET /portal/api/deals/:dealId/terms": {
    access: "deal",
    path: (ids) => `/portal/api/deals/${ids.content}/terms`,
  },
  "POST /portal/api/deals/:dealId/terms/acceptance": {
    access: "deal",
    path: (ids) => `/portal/api/deals/${ids.content}/terms/acceptance`,
    body: () => ({ version: 1 }),
    person: 204,
  },
  "GET /portal/api/deals/:dealId/updates": {
    access: "deal",
    path: (ids) => `/portal/api/deals/${ids.content}/updates`,
  },
  "GET /portal/api/deals/:dealId/updates/:updateId": {
    access: "deal",
    path: (ids) => `/portal/api/deals/${ids.content}/updates/${ids.update}`,
  },
  "GET /portal/api/deals/:dealId/questions": {
    access: "deal",
    path: (ids) => `/portal/api/deals/${ids.content}/questions`,
  },
  "POST /portal/api/deals/:dealId/questions": {
    access: "deal",
    path: (ids) => `/portal/api/deals/${ids.content}/questions`,
    body: () => ({ body: "Asked by the matrix?" }),
    person: 201,
  },
  "GET /portal/api/settings/notifications": {
    access: "person",
    path: () => "/portal/api/settings/notifications",
  },
  "PUT /portal/api/settings/notifications": {
    access: "person",
    path: () => "/portal/api/settings/notifications",
    body: () => ({ updates: "daily" }),
  },
};

const TABLES = [
  "portal_deals",
  "portal_organisations",
  "portal_people",
  "portal_memberships",
  "portal_grants",
  "portal_user",
  "portal_invitations",
  "portal_revocations",
  "portal_session",
  "portal_updates",
  "portal_update_reads",
  "portal_deal_visits",
  "portal_terms_versions",
  "portal_terms_acceptances",
  "portal_questions",
  "portal_notification_settings",
];

describe.each(DATABASE_KINDS)("portal route matrix on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let off: TestServer;
  let staff: StaffClient;
  let half: StaffClient;
  let clients: Record<Caller, StaffClient>;
  let ids: Ids;
  const tried: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(kind, "portal_matrix");
    const env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "s".repeat(40) };
    api = await startServer({ ...env, PORTAL_ENABLED: "on" });
    // A second instance on the same database with the portal off (the default).
    off = await startServer(env);
    staff = (await enrolStaff(api.base, ORIGIN, env, "grace@ucp.example")).client;
    const invited = await runStaff(["invite", "half@ucp.example"], env);
    const token = linkToken(invited.stdout);
    half = staffClient(api.base, ORIGIN);
    await half.json("/inbox/api/invitations/accept", { body: { token, password: STRONG_PASSWORD } });
    const signIn = await half.json("/inbox/api/auth/sign-in/email", {
      body: { email: "half@ucp.example", password: STRONG_PASSWORD },
      headers: { "x-invitation-token": token },
    });
    expect(signIn.status).toBe(200);

    const make = async <T>(path: string, body: unknown) => {
      const answer = await staff.json<T>(`${API}${path}`, { body });
      if (answer.status !== 201) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    };
    const deal = await make<{ id: string }>("/deals", {
      name: "Fund V",
      kind: "fund_raise",
      status: "marketing",
    });
    const org = await make<PortalOrganisation>("/organisations", { name: "Org A", kind: "insurer" });
    const other = await make<PortalOrganisation>("/organisations", { name: "Org B", kind: "gp" });
    const person = await make<PortalPerson>("/people", { email: "a@lp.example", name: "A" });
    const newcomer = await make<PortalPerson>("/people", { email: "b@lp.example", name: "B" });
    await make(`/organisations/${org.id}/members`, { personId: person.id, role: "principal" });
    const grant = await make<PortalGrant>(`/deals/${deal.id}/grants`, { organisationId: org.id });
    await api.post(uniqueSubmission({ email: "inquirer@lp.example" }));
    const [inquiry] = await db.query("SELECT max(id) AS id FROM contact_submissions");
    const server = { base: api.base, origin: ORIGIN, staff };
    const member = [{ organisationId: org.id, role: "finance" as const }];
    const reader = await signedInPerson(server, { email: "p2@lp.example", memberships: member });
    // A deal of its own for the content routes, reached by the reader all along.
    const content = await make<{ id: string }>("/deals", {
      name: "Fund VI",
      kind: "fund_raise",
      status: "marketing",
    });
    await make(`/deals/${content.id}/grants`, { organisationId: org.id });
    const update = await make<{ id: string }>(`/deals/${content.id}/updates`, {
      title: "First",
      bodyMd: "Hello.",
      audience: "deal",
    });
    const termsPut = await staff.json(`${API}/deals/${content.id}/terms`, {
      method: "PUT",
      body: { bodyMd: "Terms." },
    });
    expect(termsPut.status).toBe(200);
    const asked = await reader.client.json<{ id: string }>(`/portal/api/deals/${content.id}/questions`, {
      body: { body: "What is the fee?" },
    });
    expect(asked.status).toBe(201);
    clients = {
      "no session": staffClient(api.base, ORIGIN),
      "staff password": half,
      staff,
      "person password": (await passwordOnlyPerson(server, { email: "p1@lp.example", memberships: member }))
        .client,
      person: reader.client,
      "revoked person": (await revokedPerson(server, { email: "p3@lp.example", memberships: member })).client,
    };
    ids = {
      deal: deal.id,
      organisation: org.id,
      other: other.id,
      person: person.id,
      newcomer: newcomer.id,
      grant: grant.id,
      inquiry: String(inquiry?.id),
      content: content.id,
      reader: reader.person.id,
      update: update.id,
      question: asked.body.id,
    };
  });
  afterAll(async () => {
    console.log(`portal route matrix on ${kind}:\n${tried.join("\n")}`);
    await off?.close();
    await api?.close();
    db?.dispose();
  });

  const counts = async () =>
    Promise.all(TABLES.map(async (table) => db.query(`SELECT count(*) AS n FROM ${table}`)));
  const attempt = async (caller: string, client: StaffClient, route: string, row: Row, guarded = true) => {
    const [method = ""] = route.split(" ");
    const path = row.path(ids);
    const response = await client.call(path, { method, body: row.body?.(ids) });
    tried.push(`${caller.padEnd(15)} ${method.padEnd(6)} ${path} -> ${response.status}`);
    if (guarded) {
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toContain("noindex");
    }
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  /** Tries every row as `caller`: each status as the rules say, each refusal in the one shape. */
  const tryAll = async (caller: Caller) => {
    for (const [route, row] of Object.entries(ROWS)) {
      const answer = await attempt(caller, clients[caller], route, row);
      const status = expected(row, caller);
      expect([route, caller, answer.status]).toEqual([route, caller, status]);
      if (status >= 400)
        expect([route, caller, answer.body]).toEqual([
          route,
          caller,
          { code: expect.any(String), message: expect.any(String) },
        ]);
    }
  };

  it("has a row for every portal route the server registered, and no row without a route", () => {
    const registered = api.app.portalRoutes.map((route) => `${route.method} ${route.url}`).sort();
    expect(registered).toEqual(Object.keys(ROWS).sort());
    for (const route of api.app.portalRoutes)
      expect([route.url, route.access]).toEqual([route.url, ROWS[`${route.method} ${route.url}`]?.access]);
    expect(off.app.portalRoutes).toEqual([]);
  });

  it("refuses every route to callers without a full session of its kind, changing nothing", async () => {
    const before = await counts();
    for (const caller of ["no session", "staff password", "person password", "revoked person"] as const)
      await tryAll(caller);
    expect(await counts()).toEqual(before);
  });

  it("serves the staff routes to a staff member with both factors, and no portal person's route", async () => {
    await tryAll("staff");
  });

  it("serves a portal person's routes to a signed-in person, and no staff route", async () => {
    await tryAll("person");
  });

  it("refuses a change sent from another site, even with a full staff session", async () => {
    const path = `${API}/deals/${ids.deal}`;
    const cookie = [...staff.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(`${api.base}${path}`, {
      method: "PATCH",
      headers: { origin: "http://evil.test", cookie, "content-type": "application/json" },
      body: JSON.stringify({ status: "preparation" }),
    });
    tried.push(`${"other site".padEnd(13)} PATCH  ${path} -> ${response.status}`);
    expect([response.status, await response.json()]).toEqual([
      403,
      { code: "origin_refused", message: expect.any(String) },
    ]);
    const [deal] = await db.query(`SELECT status FROM portal_deals WHERE id = '${ids.deal}'`);
    expect(deal?.status).toBe("closed");
  });

  it("answers 404 on every route while the portal is off, even to staff", async () => {
    const elsewhere = staffClient(off.base, ORIGIN);
    for (const [name, value] of staff.cookies) elsewhere.cookies.set(name, value);
    expect((await elsewhere.call("/inbox/api/counts")).status).toBe(200);
    for (const [route, row] of Object.entries(ROWS)) {
      if (row.access !== "staff") continue;
      const answer = await attempt("portal off", elsewhere, route, row);
      expect([route, answer]).toEqual([
        route,
        { status: 404, body: { code: "not_found", message: expect.any(String) } },
      ]);
    }
    // The people's API is not there at all: the site's own 404.
    for (const [route, row] of Object.entries(ROWS)) {
      if (row.access === "staff") continue;
      const [method = ""] = route.split(" ");
      const response = await fetch(`${off.base}${row.path(ids)}`, { method, headers: { origin: ORIGIN } });
      tried.push(`${"portal off".padEnd(15)} ${method.padEnd(6)} ${row.path(ids)} -> ${response.status}`);
      expect([route, response.status]).toEqual([route, 404]);
    }
  });
});

describe("a portal route without an access rule", () => {
  it("stops the server from starting, naming the route", async () => {
    const app = Fastify();
    trackPortalRoutes(app);
    app.register(
      async (scope) => {
        scope.get("/deals", { config: { portalAccess: "staff" } }, async () => ({}));
        scope.post("/deals/:dealId/oops", async () => ({}));
      },
      { prefix: "/inbox/api/portal" },
    );
    await expect(app.ready()).rejects.toThrow(
      "portal route without an access rule: POST /inbox/api/portal/deals/:dealId/oops",
    );
    await app.close();
  });
});
