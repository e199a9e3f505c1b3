import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PortalOrganisation } from "../../common/portal-api.ts";
import type { PortalMe } from "../../common/portal-person-api.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/databases.ts";
import {
  PORTAL_AUTH,
  type PortalServer,
  passwordOnlyPerson,
  portalClient,
  revokedPerson,
  signedInPerson,
  signInPerson,
} from "../support/portal-people.ts";
import { softPasskey } from "../support/soft-passkey.ts";
import { enrolStaff, STRONG_PASSWORD } from "../support/staff.ts";
import { startServer, type TestServer } from "../support/test-server.ts";

// The portal people's sign-in, as a person and as staff meet it, on both databases: an
// invited person enrols (password, authenticator), then signs in with a password and a
// code, a recovery code or a passkey. Its sessions and the staff's never open each other's
// API; a password alone opens nothing; a revoked person is out at once; every step is in
// the audit log as the portal's, with the person's id.

vi.setConfig({ testTimeout: 90_000 });

const ORIGIN = "http://localhost:4993";

describe.each(DATABASE_KINDS)("portal sign-in on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let server: PortalServer;
  let organisation: PortalOrganisation;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "portal_sign_in");
    const env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "p".repeat(40), PORTAL_ENABLED: "on" };
    api = await startServer(env);
    const staff = (await enrolStaff(api.base, ORIGIN, env, "grace@ucp.example")).client;
    server = { base: api.base, origin: ORIGIN, staff };
    const made = await staff.json<PortalOrganisation>("/inbox/api/portal/organisations", {
      body: { name: "Northern Pension", kind: "pension_fund" },
    });
    organisation = made.body;
  });
  afterAll(async () => {
    await api?.close();
    db?.dispose();
  });

  const portalEvents = async (personId: string) =>
    (
      await db.query(
        `SELECT event, realm, person_id FROM staff_audit_events WHERE person_id = '${personId}' ORDER BY id`,
      )
    ).map((row) => `${String(row.realm)} ${String(row.event)}`);

  it("enrols an invited person, who then signs in with a password and a code, or a recovery code", async () => {
    const email = "ada@lp.example";
    const { person, client, totpUri, backupCodes } = await signedInPerson(server, {
      email,
      name: "Ada Lovelace",
      memberships: [{ organisationId: organisation.id, role: "principal" }],
    });
    expect(backupCodes).toHaveLength(10);
    const me = await client.json<PortalMe>("/portal/api/me");
    expect([me.status, me.body]).toEqual([200, { id: person.id, name: "Ada Lovelace", email }]);

    const again = await signInPerson(server, email, totpUri);
    expect(again.first.body.twoFactorRedirect).toBe(true);
    expect(again.second.status).toBe(200);
    expect((await again.client.json<PortalMe>("/portal/api/me")).body.id).toBe(person.id);

    const recovery = portalClient(server);
    await recovery.json(`${PORTAL_AUTH}/sign-in/email`, { body: { email, password: STRONG_PASSWORD } });
    // Before the second step, the password's pending sign-in opens nothing.
    expect((await recovery.json("/portal/api/me")).status).toBe(401);
    const used = await recovery.json(`${PORTAL_AUTH}/two-factor/verify-backup-code`, {
      body: { code: backupCodes[0] },
    });
    expect(used.status).toBe(200);
    expect((await recovery.json("/portal/api/me")).status).toBe(200);

    const events = await portalEvents(person.id);
    for (const event of [
      "portal signed_in",
      "portal second_factor_verified",
      "portal account_updated",
      "portal invitation_used",
    ])
      expect(events, event).toContain(event);
  });
});
