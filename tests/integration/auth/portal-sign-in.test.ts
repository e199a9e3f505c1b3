import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PortalOrganisation } from "#common/portal-api.ts";
import type { PortalMe } from "#common/portal-person-api.ts";
import { PRIVATE_APP_CSP } from "#server/auth/origins/private-guard.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import {
  PORTAL_AUTH,
  type PortalServer,
  passwordOnlyPerson,
  portalClient,
  signedInPerson,
  signInPerson,
} from "#tests/support/portal/index.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import { withinOneLimitWindow } from "#tests/support/staff/limit-window.ts";
import { softPasskey } from "#tests/support/staff/soft-passkey.ts";
import { enrolStaff, STRONG_PASSWORD } from "#tests/support/staff/staff.ts";
import { staffClientFrom } from "#tests/support/staff/staff-inject.ts";

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

  it("keeps the realms apart: a staff cookie opens nothing of the portal, a portal cookie nothing of the inbox", async () => {
    const email = "bea@lp.example";
    const { client, totpUri } = await signedInPerson(server, { email });
    const fresh = await signInPerson(server, email, totpUri);
    const cookies = fresh.second.response.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith("ucp-portal.session_token="))).toBe(true);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^ucp-portal\./);
      expect(cookie).toMatch(/; Path=\/portal\/(;|$)/);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Strict/i);
    }

    // The test clients send every cookie they hold to every path, as a browser would not:
    // what refuses them here is the server, not the browser.
    for (const path of [
      "/portal/api/me",
      "/portal/api/sessions",
      "/portal/api/auth/passkey/list-user-passkeys",
    ]) {
      const answer = await server.staff.json(path);
      expect([path, answer.status, answer.body.code]).toEqual([path, 401, "unauthenticated"]);
    }
    for (const path of [
      "/inbox/api/staff/me",
      "/inbox/api/counts",
      "/inbox/api/portal/people",
      "/inbox/api/sessions",
    ]) {
      const answer = await client.json(path);
      expect([path, answer.status, answer.body.code]).toEqual([path, 401, "unauthenticated"]);
    }
    // The same signed token under the other realm's cookie name is no session there either.
    const token = client.cookies.get("ucp-portal.session_token") ?? "";
    const renamed = portalClient(server);
    renamed.cookies.set("ucp-staff.session_token", token);
    expect((await renamed.json("/inbox/api/staff/me")).status).toBe(401);
  });

  it("gives a password alone nothing but enrolment: 403 second_factor_required", async () => {
    const { client } = await passwordOnlyPerson(server, { email: "cem@lp.example" });
    const me = await client.json("/portal/api/me");
    expect([me.status, me.body]).toEqual([
      403,
      { code: "second_factor_required", message: expect.any(String) },
    ]);
    const session = await client.json<{ secondFactor: boolean }>("/portal/api/session");
    expect([session.status, session.body.secondFactor]).toEqual([200, false]);
    const passkeys = await client.json(`${PORTAL_AUTH}/passkey/list-user-passkeys`);
    expect(passkeys.status).toBe(403);
  });

  it("signs in with a passkey, and shuts a revoked person out at once, however they sign in", async () => {
    const email = "dan@lp.example";
    const { person, client, totpUri } = await signedInPerson(server, { email });
    const key = softPasskey(ORIGIN, "localhost");
    const options = await client.json<{ challenge: string }>(
      `${PORTAL_AUTH}/passkey/generate-register-options`,
    );
    expect(options.status).toBe(200);
    const added = await client.json(`${PORTAL_AUTH}/passkey/verify-registration`, {
      body: key.register(options.body),
    });
    expect(added.status).toBe(200);
    const passkeySignIn = async () => {
      const fresh = portalClient(server);
      const challenge = await fresh.json<{ challenge: string }>(
        `${PORTAL_AUTH}/passkey/generate-authenticate-options`,
      );
      const answer = await fresh.json(`${PORTAL_AUTH}/passkey/verify-authentication`, {
        body: key.authenticate(challenge.body),
      });
      return { client: fresh, answer };
    };
    const byKey = await passkeySignIn();
    expect(byKey.answer.status).toBe(200);
    expect((await byKey.client.json<PortalMe>("/portal/api/me")).body.email).toBe(email);

    const revoked = await server.staff.json(`/inbox/api/portal/people/${person.id}/revocation`, {
      method: "POST",
    });
    expect(revoked.status).toBe(204);
    for (const signedIn of [client, byKey.client]) {
      const me = await signedIn.json("/portal/api/me");
      expect([me.status, me.body.code]).toEqual([401, "unauthenticated"]);
    }
    const password = await portalClient(server).json(`${PORTAL_AUTH}/sign-in/email`, {
      body: { email, password: STRONG_PASSWORD },
    });
    expect([password.status, password.body.code]).toEqual([401, "sign_in_refused"]);
    const refusedKey = await passkeySignIn();
    expect([refusedKey.answer.status, refusedKey.answer.body.code]).toEqual([401, "passkey_refused"]);
    const restored = await server.staff.json(`/inbox/api/portal/people/${person.id}/revocation`, {
      method: "DELETE",
    });
    expect(restored.status).toBe(204);
    const back = await signInPerson(server, email, totpUri);
    expect(back.second.status).toBe(200);
    expect((await back.client.json("/portal/api/me")).status).toBe(200);

    // A revocation written while this session was being made (the row is there, the
    // session was not deleted with the others): the session is refused and ended.
    await db.query(
      `INSERT INTO portal_revocations (user_id, revoked_at, revoked_by) VALUES ('${person.id}', '${new Date().toISOString()}', 'test')`,
    );
    expect((await back.client.json("/portal/api/me")).status).toBe(401);
    const sessions = await db.query(
      `SELECT count(*) AS n FROM "portal_session" WHERE "userId" = '${person.id}'`,
    );
    expect(Number(sessions[0]?.n)).toBe(0);

    const events = await portalEvents(person.id);
    expect(events).toContain("staff portal_access_revoked");
    expect(events).toContain("staff portal_access_restored");
    expect(events).toContain("portal sign_in_failed");
  });

  it("answers every portal API call privately, under the strict policy, and refuses other sites' changes", async () => {
    const { client } = await signedInPerson(server, { email: "eve@lp.example" });
    for (const [path, status] of [
      ["/portal/api/me", 200],
      ["/portal/api/nothing-here", 404],
      [`${PORTAL_AUTH}/sign-up/email`, 404],
    ] as const) {
      const answer = await client.json(path);
      expect([path, answer.status]).toEqual([path, status]);
      const headers = answer.response.headers;
      expect(headers.get("cache-control")).toBe("no-store");
      expect(headers.get("x-robots-tag")).toContain("noindex");
      expect(headers.get("content-security-policy")).toBe(PRIVATE_APP_CSP);
      expect(headers.get("content-security-policy")).not.toContain("unsafe-inline");
      if (status === 404) expect(answer.body).toEqual({ code: "not_found", message: expect.any(String) });
    }
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const forged = await fetch(`${api.base}/portal/api/sessions/end`, {
      method: "POST",
      headers: { origin: "http://evil.test", cookie, "content-type": "application/json" },
      body: JSON.stringify({ id: "x" }),
    });
    expect([forged.status, ((await forged.json()) as { code: string }).code]).toEqual([
      403,
      "origin_refused",
    ]);
  });

  it("counts the portal's sign-in limits apart from the staff's, in the same shared table", async () => {
    await withinOneLimitWindow();
    const email = "fay@lp.example";
    await signedInPerson(server, { email });
    // A staff account with the same address: the same person may be both.
    const attacker = staffClientFrom(api.app, ORIGIN, "127.0.0.9");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push(
        (
          await attacker.json(`${PORTAL_AUTH}/sign-in/email`, {
            body: { email, password: "wrong wrong wrong" },
          })
        ).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The same network and address on the staff's sign-in has its own count.
    const staffAttempt = await attacker.json("/inbox/api/auth/sign-in/email", {
      body: { email, password: "wrong wrong wrong" },
    });
    expect(staffAttempt.status).toBe(401);
    const failures = await db.query(
      `SELECT count(*) AS n FROM staff_audit_events WHERE event = 'sign_in_failed' AND realm = 'portal' AND subject = '${email}'`,
    );
    expect(Number(failures[0]?.n)).toBe(5);
  });

  it("signs in with the address staff gave the person last: the record is the one place it is kept", async () => {
    const { person, totpUri } = await signedInPerson(server, { email: "gus@lp.example", name: "Gus" });
    const changed = await server.staff.json(`/inbox/api/portal/people/${person.id}`, {
      method: "PATCH",
      body: { email: "Gus.Moved@LP.example", name: "Gus Moved" },
    });
    expect(changed.status).toBe(200);
    const old = await portalClient(server).json(`${PORTAL_AUTH}/sign-in/email`, {
      body: { email: "gus@lp.example", password: STRONG_PASSWORD },
    });
    expect([old.status, old.body.code]).toEqual([401, "sign_in_refused"]);
    const moved = await signInPerson(server, "gus.moved@lp.example", totpUri);
    expect(moved.second.status).toBe(200);
    const me = await moved.client.json<PortalMe>("/portal/api/me");
    expect(me.body).toEqual({ id: person.id, name: "Gus Moved", email: "gus.moved@lp.example" });
  });

  it("answers a forgotten password for the portal in the portal's words", async () => {
    const answer = await portalClient(server).json(`${PORTAL_AUTH}/request-password-reset`, {
      body: { email: "anyone@lp.example", redirectTo: "/portal/reset-password" },
    });
    expect([answer.status, answer.body.code]).toEqual([503, "reset_mail_unavailable"]);
    expect(String(answer.body.message)).not.toContain("npm run staff");
  });

  it("lists the person's sessions, ends one, and keeps none past 30 idle minutes or 12 hours", async () => {
    const email = "hal@lp.example";
    const { person, client, totpUri, backupCodes } = await signedInPerson(server, { email });
    const other = await signInPerson(server, email, totpUri);
    const listed = await client.json<{ id: string; current: boolean }[]>("/portal/api/sessions");
    expect(listed.status).toBe(200);
    expect(listed.body.map((session) => session.current).sort()).toEqual([false, true]);
    const otherId = listed.body.find((session) => !session.current)?.id;
    const ended = await client.json("/portal/api/sessions/end", { body: { id: otherId } });
    expect([ended.status, ended.body]).toEqual([200, { ended: true }]);
    expect((await other.client.json("/portal/api/me")).status).toBe(401);
    expect(await portalEvents(person.id)).toContain("portal account_updated");

    const sessionAt = (column: "expiresAt" | "createdAt", at: Date) =>
      db.query(
        `UPDATE "portal_session" SET "${column}" = '${at.toISOString()}' WHERE "userId" = '${person.id}'`,
      );
    await sessionAt("createdAt", new Date(Date.now() - 12 * 3_600_000 - 60_000));
    expect((await client.json("/portal/api/me")).status).toBe(401);
    // A new sign-in (a recovery code: the authenticator's codes of this minute are used).
    const next = portalClient(server);
    await next.json(`${PORTAL_AUTH}/sign-in/email`, { body: { email, password: STRONG_PASSWORD } });
    await next.json(`${PORTAL_AUTH}/two-factor/verify-backup-code`, { body: { code: backupCodes[0] } });
    expect((await next.json("/portal/api/me")).status).toBe(200);
    await sessionAt("expiresAt", new Date(Date.now() - 1000));
    expect((await next.json("/portal/api/me")).status).toBe(401);
  });
});
