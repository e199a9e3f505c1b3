import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PortalDeal, PortalOrganisation } from "#common/portal-api.ts";
import type { Viewer } from "#server/portal/access.ts";
import { openPortalRecords, type PortalRecords } from "#server/portal/records/open-records.ts";
import { dealRoute, PERSON_ROUTE } from "#server/portal/route-table.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { type PortalServer, passwordOnlyPerson, signedInPerson } from "#tests/support/portal/index.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import type { StaffClient } from "#tests/support/staff/staff.ts";
import { enrolStaff } from "#tests/support/staff/staff.ts";

// The options a deal route of the portal is declared with (dealRoute): the person's
// session first, then the access rule on the deal in the URL, read on each request. Tried
// on routes of a small app that shares the running server's sign-in and database, as the
// portal's deal routes will be declared.

vi.setConfig({ testTimeout: 90_000 });

const ORIGIN = "http://localhost:4996";
const API = "/inbox/api/portal";

describe.each(DATABASE_KINDS)("deal routes' access on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let records: PortalRecords;
  let probe: FastifyInstance;
  let server: PortalServer;
  let deal: PortalDeal;
  let termsDeal: PortalDeal;
  let viewer: StaffClient;
  let outsider: StaffClient;
  let enrolling: StaffClient;
  let viewerId: string;
  let organisation: PortalOrganisation;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "portal_deal_route");
    const env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "d".repeat(40), PORTAL_ENABLED: "on" };
    api = await startServer(env);
    const staff = (await enrolStaff(api.base, ORIGIN, env, "grace@ucp.example")).client;
    server = { base: api.base, origin: ORIGIN, staff };
    const make = async <T>(path: string, body: unknown) =>
      (await staff.json<T>(`${API}${path}`, { body })).body;
    deal = await make<PortalDeal>("/deals", { name: "Fund I", kind: "fund_raise", status: "marketing" });
    termsDeal = await make<PortalDeal>("/deals", {
      name: "Fund II",
      kind: "fund_raise",
      status: "marketing",
      termsRequired: true,
    });
    organisation = await make<PortalOrganisation>("/organisations", { name: "LP One", kind: "endowment" });
    const elsewhere = await make<PortalOrganisation>("/organisations", { name: "LP Two", kind: "insurer" });
    for (const dealId of [deal.id, termsDeal.id])
      await make(`/deals/${dealId}/grants`, { organisationId: organisation.id });
    const member = [{ organisationId: organisation.id, role: "viewer" as const }];
    const seen = await signedInPerson(server, { email: "vic@lp.example", memberships: member });
    viewer = seen.client;
    viewerId = seen.person.id;
    outsider = (
      await signedInPerson(server, {
        email: "otto@lp.example",
        memberships: [{ organisationId: elsewhere.id, role: "principal" }],
      })
    ).client;
    enrolling = (await passwordOnlyPerson(server, { email: "ena@lp.example", memberships: member })).client;

    records = openPortalRecords({ DATABASE_URL: db.env.DATABASE_URL, SQLITE_PATH: db.env.SQLITE_PATH ?? "" });
    probe = Fastify();
    probe.decorate("portalAuth", api.app.portalAuth);
    probe.decorate("authDb", api.app.authDb);
    const answer = async (request: { portalViewer?: Viewer }) => request.portalViewer;
    probe.get("/portal/api/deals/:dealId", dealRoute(records, { resource: "deal", action: "read" }), answer);
    probe.post(
      "/portal/api/deals/:dealId/questions",
      dealRoute(records, { resource: "question", action: "ask" }),
      answer,
    );
    probe.get("/portal/api/whoami", PERSON_ROUTE, async (request) => request.portalPerson);
  });
  afterAll(async () => {
    await probe?.close();
    await records?.close();
    await api?.close();
    db?.dispose();
  });

  const call = async (client: StaffClient | undefined, method: "GET" | "POST", url: string) => {
    const cookie = client ? [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ") : "";
    const answer = await probe.inject({ method, url, headers: cookie ? { cookie } : {} });
    return {
      status: answer.statusCode,
      body: answer.body ? (JSON.parse(answer.body) as Record<string, unknown>) : {},
    };
  };
  const refusal = (status: number, code: string) => ({ status, body: { code, message: expect.any(String) } });

  it("lets a person reach a deal through a live grant, and tells them nothing else", async () => {
    const reached = await call(viewer, "GET", `/portal/api/deals/${deal.id}`);
    expect(reached).toEqual({
      status: 200,
      body: {
        personId: viewerId,
        dealId: deal.id,
        mode: "self",
        organisations: [{ organisationId: organisation.id, role: "viewer", delegate: false }],
        through: [organisation.id],
      },
    });
    expect(await call(outsider, "GET", `/portal/api/deals/${deal.id}`)).toEqual(refusal(404, "not_found"));
    expect(await call(viewer, "GET", "/portal/api/deals/AAAAAAAAAAAAAAAAAAAAAA")).toEqual(
      refusal(404, "not_found"),
    );
    expect(await call(viewer, "GET", "/portal/api/deals/not-a-deal")).toEqual(refusal(404, "not_found"));
    expect(await call(viewer, "GET", `/portal/api/deals/${termsDeal.id}`)).toEqual(
      refusal(403, "terms_required"),
    );
    expect(await call(viewer, "POST", `/portal/api/deals/${deal.id}/questions`)).toEqual(
      refusal(403, "not_allowed"),
    );
  });

  it("asks for both factors first, and a session of the portal", async () => {
    expect(await call(undefined, "GET", `/portal/api/deals/${deal.id}`)).toEqual(
      refusal(401, "unauthenticated"),
    );
    expect(await call(server.staff, "GET", `/portal/api/deals/${deal.id}`)).toEqual(
      refusal(401, "unauthenticated"),
    );
    expect(await call(enrolling, "GET", `/portal/api/deals/${deal.id}`)).toEqual(
      refusal(403, "second_factor_required"),
    );
    const me = await call(viewer, "GET", "/portal/api/whoami");
    expect(me.body).toMatchObject({ id: viewerId, email: "vic@lp.example", sessionId: expect.any(String) });
  });

  it("reads the grant on every request: revoked, the deal is gone at once", async () => {
    const access = await server.staff.json<{ grants: { id: string; organisationId: string }[] }>(
      `${API}/deals/${deal.id}/access`,
    );
    const grant = access.body.grants.find((item) => item.organisationId === organisation.id);
    const revoked = await server.staff.json(`${API}/deals/${deal.id}/grants/${grant?.id}/revoke`, {
      body: {},
    });
    expect(revoked.status).toBe(200);
    // The person is told their access ended, not that the deal does not exist.
    expect(await call(viewer, "GET", `/portal/api/deals/${deal.id}`)).toEqual(refusal(403, "access_ended"));
  });
});
