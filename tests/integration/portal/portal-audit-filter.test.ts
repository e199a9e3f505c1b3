import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InboxAuditPage, InboxCapabilities } from "#common/inbox-api.ts";
import type { PortalDeal, PortalGrant, PortalOrganisation, PortalPerson } from "#common/portal-api.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import { enrolStaff, type StaffClient } from "#tests/support/staff/staff.ts";

// The audit log read by the portal's records, as staff filter it on the audit screen, on
// both databases: by deal, by organisation, by person, and by several at once; each entry
// names the records it is about as they are called now; a malformed id is refused.

const ORIGIN = "http://inbox.test";
const STAFF = "audit-reader@ucp.example";

describe.each(DATABASE_KINDS)("the audit log by portal record on %s", (kind) => {
  let db: TestDatabase;
  let server: TestServer;
  let staff: StaffClient;
  const ids = { deal: "", otherDeal: "", organisation: "", otherOrganisation: "", person: "", grant: "" };

  const post = async <T>(path: string, body: unknown, method = "POST", status = 201) => {
    const answer = await staff.json<T>(`/inbox/api/portal${path}`, { method, body });
    expect([path, answer.status]).toEqual([path, status]);
    return answer.body;
  };
  const log = async (query: Record<string, string>) => {
    const answer = await staff.json<InboxAuditPage>(`/inbox/api/audit?${new URLSearchParams(query)}`);
    expect(answer.status).toBe(200);
    return answer.body.entries.map((entry) => ({
      event: entry.event,
      deal: entry.deal?.name ?? null,
      organisation: entry.organisation?.name ?? null,
      person: entry.person?.name ?? null,
    }));
  };

  beforeAll(async () => {
    db = await createTestDatabase(kind, "portal_audit_filter");
    const env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "s".repeat(40), PORTAL_ENABLED: "on" };
    server = await startServer(env);
    staff = (await enrolStaff(server.base, ORIGIN, env, STAFF)).client;
    const deal = await post<PortalDeal>("/deals", {
      name: "Harbour Wind",
      kind: "project",
      status: "marketing",
    });
    const other = await post<PortalDeal>("/deals", {
      name: "Alpine Rail",
      kind: "project",
      status: "marketing",
    });
    const org = await post<PortalOrganisation>("/organisations", {
      name: "Nordic Pension",
      kind: "pension_fund",
    });
    const otherOrg = await post<PortalOrganisation>("/organisations", { name: "Gulf Fund", kind: "gp" });
    const person = await post<PortalPerson>("/people", { email: "ines@nordic.example", name: "Ines" });
    await post(`/organisations/${org.id}/members`, { personId: person.id, role: "finance" });
    const grant = await post<PortalGrant>(`/deals/${deal.id}/grants`, { organisationId: org.id });
    await post(`/deals/${other.id}/grants`, { organisationId: otherOrg.id });
    await post(`/deals/${deal.id}/grants/${grant.id}/revoke`, {}, "POST", 200);
    Object.assign(ids, {
      deal: deal.id,
      otherDeal: other.id,
      organisation: org.id,
      otherOrganisation: otherOrg.id,
      person: person.id,
      grant: grant.id,
    });
  });
  afterAll(async () => {
    await server?.close();
    db?.dispose();
  });

  it("tells the staff app that the portal is on", async () => {
    const answer = await staff.json<InboxCapabilities>("/inbox/api/capabilities");
    expect(answer.body).toEqual({ canSendMail: false, portal: true });
  });

  it("reads the entries about one deal, newest first, each naming its records", async () => {
    expect(await log({ deal: ids.deal })).toEqual([
      { event: "portal_grant_revoked", deal: "Harbour Wind", organisation: "Nordic Pension", person: null },
      { event: "portal_grant_given", deal: "Harbour Wind", organisation: "Nordic Pension", person: null },
      { event: "portal_deal_created", deal: "Harbour Wind", organisation: null, person: null },
    ]);
    expect(await log({ deal: ids.otherDeal })).toEqual([
      { event: "portal_grant_given", deal: "Alpine Rail", organisation: "Gulf Fund", person: null },
      { event: "portal_deal_created", deal: "Alpine Rail", organisation: null, person: null },
    ]);
  });

  it("reads by organisation, by person, and by several records at once", async () => {
    expect((await log({ organisation: ids.organisation })).map((entry) => entry.event)).toEqual([
      "portal_grant_revoked",
      "portal_grant_given",
      "portal_membership_added",
      "portal_organisation_created",
    ]);
    expect(await log({ person: ids.person })).toEqual([
      { event: "portal_membership_added", deal: null, organisation: "Nordic Pension", person: "Ines" },
      { event: "portal_person_created", deal: null, organisation: null, person: "Ines" },
    ]);
    expect((await log({ deal: ids.deal, organisation: ids.organisation })).map((e) => e.event)).toEqual([
      "portal_grant_revoked",
      "portal_grant_given",
    ]);
    expect(await log({ deal: ids.otherDeal, organisation: ids.organisation })).toEqual([]);
    // With the staff member's address as well: the same entries, they made them all.
    expect(await log({ actor: STAFF.toUpperCase(), person: ids.person })).toHaveLength(2);
    expect(await log({ actor: "someone@else.example", person: ids.person })).toEqual([]);
  });

  it("names a record as it is called now, after it is renamed", async () => {
    await post(`/organisations/${ids.otherOrganisation}`, { name: "Gulf Sovereign Fund" }, "PATCH", 200);
    const [renamed] = await log({ organisation: ids.otherOrganisation });
    expect(renamed).toEqual({
      event: "portal_organisation_updated",
      deal: null,
      organisation: "Gulf Sovereign Fund",
      person: null,
    });
    const entries = await log({ organisation: ids.otherOrganisation });
    expect(entries.every((entry) => entry.organisation === "Gulf Sovereign Fund")).toBe(true);
  });

  it("refuses an id that no portal record can have, in the inbox API's shape", async () => {
    const queries: Record<string, string>[] = [
      { deal: "x" },
      { organisation: "'; DROP TABLE x; --" },
      { person: "a".repeat(23) },
    ];
    for (const query of queries) {
      const answer = await staff.json(`/inbox/api/audit?${new URLSearchParams(query)}`);
      expect([query, answer.status, answer.body]).toEqual([
        query,
        400,
        { code: "invalid_request", message: expect.any(String) },
      ]);
    }
  });
});
