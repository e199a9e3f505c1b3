import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/servers/smtp.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import { enrolStaff, staffClient, totpCode } from "#tests/support/staff/staff.ts";

// "Forgot password" against a real SMTP server: the link arrives for an account, the
// answer never tells whether an address has one, and the second factor is still needed.

// Each test runs the operator command (a Node process) and hashes passwords: on a busy
// machine that takes longer than the default.
vi.setConfig({ testTimeout: 90_000 });

const ORIGIN = "http://localhost:4998";
const NEW_PASSWORD = "a different long passphrase 7";

describe.each(DATABASE_KINDS)("password recovery on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let smtp: SmtpSink;
  let env: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "staff_recovery");
    smtp = await startSmtpSink();
    env = {
      ...db.env,
      PUBLIC_SITE_URL: ORIGIN,
      AUTH_SECRET: "r".repeat(40),
      SMTP_URL: smtp.url,
      MAIL_FROM: "UCP Website <web@ucp.example>",
      NOTIFY_TO: "team@ucp.example",
    };
    api = await startServer(env);
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.stop();
    db?.dispose();
  });

  it("mails a one-time link to an account only, answering every address alike; 2FA still holds", async () => {
    const email = "grace@example.com";
    const { totpUri } = await enrolStaff(api.base, ORIGIN, { ...db.env, PUBLIC_SITE_URL: ORIGIN }, email);
    const client = staffClient(api.base, ORIGIN);
    const ask = (address: string) =>
      client.json("/inbox/api/auth/request-password-reset", {
        body: { email: address, redirectTo: "/inbox/reset-password" },
      });
    const known = await ask(email);
    const unknown = await ask("nobody@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);

    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelope.to).toEqual([email]);
    const link = /https?:\/\/\S+\/inbox\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
      mail?.parsed?.text ?? "",
    );
    expect(link?.[0].startsWith(`${ORIGIN}/inbox/reset-password?token=`)).toBe(true);
    const token = link?.[1] ?? "";
    // No mail for the unknown address, even given time for it.
    await ask(email);
    await smtp.waitFor(2);
    expect(smtp.messages.map((message) => message.envelope.to[0])).toEqual([email, email]);

    const common = await client.json("/inbox/api/auth/reset-password", {
      body: { token, newPassword: "passwordpassword" },
    });
    expect(common.status).toBe(400);
    expect(common.body.code).toBe("password_common");
    const reset = await client.json("/inbox/api/auth/reset-password", {
      body: { token, newPassword: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    const reused = await client.json("/inbox/api/auth/reset-password", {
      body: { token, newPassword: NEW_PASSWORD },
    });
    expect(reused.status).not.toBe(200);
    // The reset made no session, and the new password still needs a code.
    expect((await client.json("/inbox/api/staff/me")).status).toBe(401);
    const signIn = await client.json("/inbox/api/auth/sign-in/email", {
      body: { email, password: NEW_PASSWORD },
    });
    expect(signIn.body.twoFactorRedirect).toBe(true);
    expect((await client.json("/inbox/api/staff/me")).status).toBe(401);
    const verified = await client.json("/inbox/api/auth/two-factor/verify-totp", {
      body: { code: totpCode(totpUri, 1) },
    });
    expect(verified.status).toBe(200);
    expect((await client.json("/inbox/api/staff/me")).status).toBe(200);
    const audit = await db.query(
      `SELECT detail FROM staff_audit_events WHERE event = 'account_updated' AND actor_email = '${email}'`,
    );
    expect(audit.map((row) => JSON.parse(String(row.detail)).change)).toContain("password_reset");
  });
});
