import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PersonRemoval } from "#common/portal-person-api.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { type PortalServer, signedInPerson } from "#tests/support/portal/index.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import { enrolStaff } from "#tests/support/staff/staff.ts";

// Deleting a person: staff first read what goes with them (sign-in, memberships, reading
// records), then delete; the person's sign-in ends with the record, and the audit log keeps
// who they were. A person who asked a question is refused (the question stays on the deal).

vi.setConfig({ testTimeout: 90_000 });

const ORIGIN = "http://localhost:4995";
const API = "/inbox/api/portal";

describe.each(DATABASE_KINDS)("deleting portal people on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let server: PortalServer;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "portal_removal");
    const env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "d".repeat(40), PORTAL_ENABLED: "on" };
    api = await startServer(env);
    server = {
      base: api.base,
      origin: ORIGIN,
      staff: (await enrolStaff(api.base, ORIGIN, env, "ida@ucp.example")).client,
    };
  });
  afterAll(async () => {
    await api?.close();
    db?.dispose();
  });

  const staff = <T = Record<string, unknown>>(path: string, method = "GET", body?: unknown) =>
    server.staff.json<T>(`${API}${path}`, { method, ...(body === undefined ? {} : { body }) });

  it("says what deleting removes, then deletes the person and their sign-in, and keeps the audit", async () => {
    const organisation = await staff<{ id: string }>("/organisations", "POST", {
      name: "Fjord Capital",
      kind: "pension_fund",
    });
    const enrolled = await signedInPerson(server, {
      email: "pia@lp.example",
      name: "Pia Lund",
      memberships: [{ organisationId: organisation.body.id, role: "finance" }],
    });
    const id = enrolled.person.id;
    const removal = await staff<PersonRemoval>(`/people/${id}/removal`);
    expect(removal.body).toEqual({
      memberships: 1,
      sessions: 1,
      updateReads: 0,
      documentViews: 0,
      downloads: 0,
      questions: 0,
      deletable: true,
    });
    const deleted = await server.staff.call(`${API}/people/${id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect((await enrolled.client.json("/portal/api/me")).status).toBe(401);
    expect((await staff(`/people/${id}`)).status).toBe(404);
    expect((await staff(`/people/${id}/removal`)).body.code).toBe("not_found");
    const again = await server.staff.json(`${API}/people/${id}`, { method: "DELETE" });
    expect([again.status, again.body.code]).toEqual([404, "not_found"]);
    for (const table of ['"portal_user"', '"portal_session"', "portal_memberships"]) {
      const column =
        table === "portal_memberships" ? "user_id" : table === '"portal_user"' ? '"id"' : '"userId"';
      expect([table, await db.query(`SELECT 1 FROM ${table} WHERE ${column} = '${id}'`)]).toEqual([
        table,
        [],
      ]);
    }
    const [entry] = await db.query(
      `SELECT detail FROM staff_audit_events WHERE person_id = '${id}' AND event = 'portal_person_deleted'`,
    );
    expect(JSON.parse(String(entry?.detail))).toMatchObject({
      name: "Pia Lund",
      email: "pia@lp.example",
      memberships: 1,
    });
  });

  it("refuses to delete a person who asked a question, and removes nothing", async () => {
    const organisation = await staff<{ id: string }>("/organisations", "POST", {
      name: "Delta Endowment",
      kind: "endowment",
    });
    const deal = await staff<{ id: string }>("/deals", "POST", {
      name: "Delta Deal",
      kind: "project",
      status: "marketing",
    });
    await staff(`/deals/${deal.body.id}/grants`, "POST", { organisationId: organisation.body.id });
    const asker = await signedInPerson(server, {
      email: "ola@lp.example",
      memberships: [{ organisationId: organisation.body.id, role: "principal" }],
    });
    const asked = await asker.client.json(`/portal/api/deals/${deal.body.id}/questions`, {
      body: { body: "When is the first close?" },
    });
    expect(asked.status).toBe(201);
    expect((await staff<PersonRemoval>(`/people/${asker.person.id}/removal`)).body).toMatchObject({
      questions: 1,
      deletable: false,
    });
    const refused = await server.staff.json(`${API}/people/${asker.person.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: "has_questions", message: expect.stringContaining("revoke") });
    expect((await asker.client.json("/portal/api/me")).status).toBe(200);
  });
});
