import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PortalGrant, PortalOrganisation, PortalPerson } from "../../common/portal-api.ts";
import { trackPortalRoutes } from "../../server/portal/route-table.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/databases.ts";
import {
  enrolStaff,
  linkToken,
  runStaff,
  STRONG_PASSWORD,
  type StaffClient,
  staffClient,
} from "../support/staff.ts";
import { startServer, type TestServer } from "../support/test-server.ts";

// Every portal route the running server registered (collected by its onRoute hook, not
// copied from the code), tried by every kind of caller: no session, a staff session
// with the password only, a staff session with both factors. The rows are written by
// hand; a route without a row, or a row without a route, fails. With PORTAL_ENABLED off
// the same requests find nothing. The matrix tried is printed at the end.

const ORIGIN = "http://inbox.test";
const API = "/inbox/api/portal";

interface Ids {
  deal: string;
  organisation: string;
  other: string;
  person: string;
  newcomer: string;
  grant: string;
}
interface Row {
  path(ids: Ids): string;
  body?: (ids: Ids) => unknown;
  /** What a staff member with both factors gets for this valid request. */
  staff: number;
}

const ROWS: Record<string, Row> = {
  "GET /inbox/api/portal/deals": { path: () => `${API}/deals?q=fund`, staff: 200 },
  "POST /inbox/api/portal/deals": {
    path: () => `${API}/deals`,
    body: () => ({ name: "Matrix Fund", kind: "fund_raise", status: "preparation" }),
    staff: 201,
  },
  "GET /inbox/api/portal/deals/:dealId": { path: (ids) => `${API}/deals/${ids.deal}`, staff: 200 },
  "PATCH /inbox/api/portal/deals/:dealId": {
    path: (ids) => `${API}/deals/${ids.deal}`,
    body: () => ({ status: "closed" }),
    staff: 200,
  },
  "GET /inbox/api/portal/deals/:dealId/access": {
    path: (ids) => `${API}/deals/${ids.deal}/access`,
    staff: 200,
  },
  "POST /inbox/api/portal/deals/:dealId/grants": {
    path: (ids) => `${API}/deals/${ids.deal}/grants`,
    body: (ids) => ({ organisationId: ids.other }),
    staff: 201,
  },
  "POST /inbox/api/portal/deals/:dealId/grants/:grantId/revoke": {
    path: (ids) => `${API}/deals/${ids.deal}/grants/${ids.grant}/revoke`,
    staff: 200,
  },
  "GET /inbox/api/portal/organisations": { path: () => `${API}/organisations`, staff: 200 },
  "POST /inbox/api/portal/organisations": {
    path: () => `${API}/organisations`,
    body: () => ({ name: "Matrix Office", kind: "family_office" }),
    staff: 201,
  },
  "GET /inbox/api/portal/organisations/:organisationId": {
    path: (ids) => `${API}/organisations/${ids.organisation}`,
    staff: 200,
  },
  "PATCH /inbox/api/portal/organisations/:organisationId": {
    path: (ids) => `${API}/organisations/${ids.organisation}`,
    body: () => ({ kind: "endowment" }),
    staff: 200,
  },
  "POST /inbox/api/portal/organisations/:organisationId/members": {
    path: (ids) => `${API}/organisations/${ids.organisation}/members`,
    body: (ids) => ({ personId: ids.newcomer, role: "viewer" }),
    staff: 201,
  },
  "DELETE /inbox/api/portal/organisations/:organisationId/members/:personId": {
    path: (ids) => `${API}/organisations/${ids.organisation}/members/${ids.person}`,
    staff: 204,
  },
  "GET /inbox/api/portal/people": { path: () => `${API}/people`, staff: 200 },
  "POST /inbox/api/portal/people": {
    path: () => `${API}/people`,
    body: () => ({ email: "matrix@lp.example", name: "Matrix Person" }),
    staff: 201,
  },
  "GET /inbox/api/portal/people/:personId": { path: (ids) => `${API}/people/${ids.person}`, staff: 200 },
  "PATCH /inbox/api/portal/people/:personId": {
    path: (ids) => `${API}/people/${ids.person}`,
    body: () => ({ name: "Renamed" }),
    staff: 200,
  },
};

const TABLES = [
  "portal_deals",
  "portal_organisations",
  "portal_people",
  "portal_memberships",
  "portal_grants",
];

describe.each(DATABASE_KINDS)("portal route matrix on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let off: TestServer;
  let staff: StaffClient;
  let half: StaffClient;
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
    ids = {
      deal: deal.id,
      organisation: org.id,
      other: other.id,
      person: person.id,
      newcomer: newcomer.id,
      grant: grant.id,
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
  const attempt = async (caller: string, client: StaffClient, route: string, row: Row) => {
    const [method = ""] = route.split(" ");
    const path = row.path(ids);
    const response = await client.call(path, { method, body: row.body?.(ids) });
    tried.push(`${caller.padEnd(13)} ${method.padEnd(6)} ${path} -> ${response.status}`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };

  it("has a row for every portal route the server registered, and no row without a route", () => {
    const registered = api.app.portalRoutes.map((route) => `${route.method} ${route.url}`).sort();
    expect(registered).toEqual(Object.keys(ROWS).sort());
    expect(api.app.portalRoutes.every((route) => route.access === "staff")).toBe(true);
    expect(off.app.portalRoutes).toEqual([]);
  });

  it("refuses every route without a session (401) and with the password only (403), changing nothing", async () => {
    const before = await counts();
    for (const [route, row] of Object.entries(ROWS)) {
      for (const [caller, client, status, code] of [
        ["no session", staffClient(api.base, ORIGIN), 401, "unauthenticated"],
        ["password only", half, 403, "second_factor_required"],
      ] as const) {
        const answer = await attempt(caller, client, route, row);
        expect([route, caller, answer]).toEqual([
          route,
          caller,
          { status, body: { code, message: expect.any(String) } },
        ]);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it("serves every route to a staff member with both factors", async () => {
    for (const [route, row] of Object.entries(ROWS)) {
      const answer = await attempt("staff", staff, route, row);
      expect([route, answer.status]).toEqual([route, row.staff]);
    }
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
      const answer = await attempt("portal off", elsewhere, route, row);
      expect([route, answer]).toEqual([
        route,
        { status: 404, body: { code: "not_found", message: expect.any(String) } },
      ]);
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
