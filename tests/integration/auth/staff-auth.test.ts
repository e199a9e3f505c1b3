import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import { withinOneLimitWindow } from "#tests/support/staff/limit-window.ts";
import {
  enrolStaff,
  linkToken,
  runStaff,
  STRONG_PASSWORD,
  staffClient,
  staffInProcess,
  totpCode,
} from "#tests/support/staff/staff.ts";

// Staff sign-in against the real server and each database: two factors on every path,
// refusals in the inbox API's shape, and an audit row for each event.

// Each test runs the operator command (a Node process) and hashes passwords: on a busy
// machine that takes longer than the default.
vi.setConfig({ testTimeout: 90_000 });

const ORIGIN = "http://localhost:4999";

const FULL_ROUTES: [string, string][] = [
  ["GET", "/inbox/api/staff/me"],
  ["POST", "/inbox/api/auth/change-password"],
  ["POST", "/inbox/api/auth/two-factor/generate-backup-codes"],
  ["GET", "/inbox/api/auth/passkey/generate-register-options"],
  ["POST", "/inbox/api/auth/passkey/verify-registration"],
  ["GET", "/inbox/api/auth/passkey/list-user-passkeys"],
  ["POST", "/inbox/api/auth/passkey/delete-passkey"],
  ["POST", "/inbox/api/auth/revoke-other-sessions"],
  ["GET", "/inbox/api/sessions"],
  ["POST", "/inbox/api/sessions/end"],
];

describe.each(DATABASE_KINDS)("staff sign-in on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "staff_auth");
    // Renewal on every call, so that the test sees "session renewed" at once.
    env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "s".repeat(40), AUTH_RENEW_AFTER_SECONDS: "0" };
    api = await startServer(env);
  });
  afterAll(async () => {
    await api?.close();
    db?.dispose();
  });

  const events = async (email: string) =>
    (
      await db.query(
        `SELECT event, detail, ip, user_agent FROM staff_audit_events WHERE actor_email = '${email}' OR subject = '${email}' ORDER BY id`,
      )
    ).map((row) => String(row.event));

  it("enrols by invitation, then needs both factors; the audit log holds each step", async () => {
    const email = "ada@example.com";
    const { totpUri, backupCodes } = await enrolStaff(api.base, ORIGIN, env, email);
    expect(backupCodes).toHaveLength(10);

    const person = staffClient(api.base, ORIGIN);
    const first = await person.json("/inbox/api/auth/sign-in/email", {
      body: { email, password: STRONG_PASSWORD },
    });
    expect(first.status).toBe(200);
    expect(first.body.twoFactorRedirect).toBe(true);
    // The password alone gives no session.
    expect((await person.json("/inbox/api/staff/me")).status).toBe(401);
    const wrong = await person.json("/inbox/api/auth/two-factor/verify-totp", { body: { code: "000000" } });
    expect(wrong.status).toBe(401);
    const code = totpCode(totpUri, 1);
    const ok = await person.json("/inbox/api/auth/two-factor/verify-totp", { body: { code } });
    expect(ok.status).toBe(200);
    expect(JSON.stringify(ok.body)).not.toContain("token");
    const me = await person.json<{ staff: { email: string } }>("/inbox/api/staff/me");
    expect(me.status).toBe(200);
    expect(me.body.staff.email).toBe(email);

    // The same code again, from a fresh sign-in: refused.
    const replay = staffClient(api.base, ORIGIN);
    await replay.json("/inbox/api/auth/sign-in/email", { body: { email, password: STRONG_PASSWORD } });
    const again = await replay.json("/inbox/api/auth/two-factor/verify-totp", { body: { code } });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe("authenticator_code_used");
    expect((await replay.json("/inbox/api/staff/me")).status).toBe(401);

    // A recovery code works once.
    const recovery = backupCodes[0] ?? "";
    for (const expected of [200, 401]) {
      const client = staffClient(api.base, ORIGIN);
      await client.json("/inbox/api/auth/sign-in/email", { body: { email, password: STRONG_PASSWORD } });
      const used = await client.json("/inbox/api/auth/two-factor/verify-backup-code", {
        body: { code: recovery },
      });
      expect(used.status).toBe(expected);
    }

    const signedOut = await person.json("/inbox/api/auth/sign-out", { body: {} });
    expect(signedOut.status).toBe(200);
    expect((await person.json("/inbox/api/staff/me")).status).toBe(401);

    const logged = await events(email);
    for (const event of [
      "invitation_created",
      "signed_in",
      "second_factor_verified",
      "account_updated",
      "invitation_used",
      "sign_in_failed",
      "signed_out",
    ]) {
      expect(logged, event).toContain(event);
    }
    const rows = await db.query(
      "SELECT ip, user_agent, at FROM staff_audit_events WHERE event = 'signed_out'",
    );
    expect(rows[0]?.ip).toBe("127.0.0.1");
    expect(rows[0]?.user_agent).toBe("staff-test");
    await expect(db.exec("DELETE FROM staff_audit_events")).rejects.toThrow(/append-only/);
  });

  it("answers 401 without a session and 403 before the second factor, on every private route", async () => {
    const anonymous = staffClient(api.base, ORIGIN);
    const invited = await staffInProcess(["invite", "half@example.com"], env);
    expect(invited.code).toBe(0);
    const token = linkToken(invited.stdout);
    const half = staffClient(api.base, ORIGIN);
    expect(
      (await half.json("/inbox/api/invitations/accept", { body: { token, password: STRONG_PASSWORD } }))
        .status,
    ).toBe(200);
    const signIn = await half.json("/inbox/api/auth/sign-in/email", {
      body: { email: "half@example.com", password: STRONG_PASSWORD },
      headers: { "x-invitation-token": token },
    });
    expect(signIn.status).toBe(200);
    for (const [method, path] of FULL_ROUTES) {
      const body = method === "POST" ? {} : undefined;
      const none = await anonymous.json(path, { method, body });
      expect([path, none.status, none.body.code]).toEqual([path, 401, "unauthenticated"]);
      const partial = await half.json(path, { method, body });
      expect([path, partial.status, partial.body.code]).toEqual([path, 403, "second_factor_required"]);
      expect(partial.response.headers.get("cache-control")).toBe("no-store");
      expect(partial.response.headers.get("x-robots-tag")).toContain("noindex");
    }
    // Without the link's token, the same password is refused like a wrong one.
    const plain = await staffClient(api.base, ORIGIN).json("/inbox/api/auth/sign-in/email", {
      body: { email: "half@example.com", password: STRONG_PASSWORD },
    });
    expect(plain.status).toBe(401);
    // Sign-up and other library endpoints are not reachable.
    const signUp = await anonymous.json("/inbox/api/auth/sign-up/email", {
      body: { email: "x@example.com", password: STRONG_PASSWORD, name: "X" },
    });
    expect(signUp.status).toBe(404);
  });

  it("refuses a state-changing request from another origin", async () => {
    const evil = staffClient(api.base, "https://evil.example");
    const answer = await evil.json("/inbox/api/auth/sign-in/email", {
      body: { email: "ada@example.com", password: STRONG_PASSWORD },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: "origin_refused", message: expect.stringContaining(ORIGIN) });
  });

  it("answers an unknown address exactly like a wrong password, and limits attempts with 429", async () => {
    await withinOneLimitWindow();
    const client = staffClient(api.base, ORIGIN);
    const unknown = await client.json("/inbox/api/auth/sign-in/email", {
      body: { email: "nobody@example.com", password: "wrong password 123" },
    });
    const wrong = await client.json("/inbox/api/auth/sign-in/email", {
      body: { email: "ada@example.com", password: "wrong password 123" },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    let last = wrong;
    for (let attempt = 0; attempt < 12 && last.status !== 429; attempt++) {
      last = await client.json("/inbox/api/auth/sign-in/email", {
        body: { email: "ada@example.com", password: "wrong password 123" },
      });
    }
    expect(last.status).toBe(429);
    expect(Number(last.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last.body.code).toBe("too_many_attempts");
  });

  it("signs a revoked member out at the next request and blocks sign-in", async () => {
    const email = "revoked@example.com";
    const { client, totpUri } = await enrolStaff(api.base, ORIGIN, env, email);
    expect((await client.json("/inbox/api/staff/me")).status).toBe(200);
    const revoked = await runStaff(["revoke", email], env);
    expect(revoked.code).toBe(0);
    expect((await client.json("/inbox/api/staff/me")).status).toBe(401);
    const again = staffClient(api.base, ORIGIN);
    // The right password of a revoked account is answered like a wrong one.
    const password = await again.json("/inbox/api/auth/sign-in/email", {
      body: { email, password: STRONG_PASSWORD },
    });
    expect(password.status).toBe(401);
    const code = await again.json("/inbox/api/auth/two-factor/verify-totp", {
      body: { code: totpCode(totpUri, 1) },
    });
    expect(code.status).not.toBe(200);
    expect((await again.json("/inbox/api/staff/me")).status).toBe(401);
    expect(await events(email)).toContain("access_revoked");
  });

  it("lists sessions without their tokens, ends another one, and renews in use", async () => {
    const email = "tabs@example.com";
    const { client: laptop, totpUri } = await enrolStaff(api.base, ORIGIN, env, email);
    const phone = staffClient(api.base, ORIGIN, "phone-agent");
    await phone.json("/inbox/api/auth/sign-in/email", { body: { email, password: STRONG_PASSWORD } });
    expect(
      (await phone.json("/inbox/api/auth/two-factor/verify-totp", { body: { code: totpCode(totpUri, 1) } }))
        .status,
    ).toBe(200);

    const listed =
      await laptop.json<{ id: string; current: boolean; userAgent: string }[]>("/inbox/api/sessions");
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(2);
    expect(JSON.stringify(listed.body)).not.toMatch(/token/i);
    const other = listed.body.find((row) => !row.current);
    expect(other?.userAgent).toBe("phone-agent");
    expect((await laptop.json("/inbox/api/sessions/end", { body: { id: other?.id } })).status).toBe(200);
    expect((await phone.json("/inbox/api/staff/me")).status).toBe(401);

    const before = await laptop.json<{ expiresAt: string }>("/inbox/api/session");
    const renewed = await laptop.json<{ expiresAt: string }>("/inbox/api/session/renew", { body: {} });
    expect(renewed.status).toBe(200);
    expect(Date.parse(renewed.body.expiresAt)).toBeGreaterThanOrEqual(Date.parse(before.body.expiresAt));
    expect(await events(email)).toContain("session_renewed");
  });
});
