import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/servers/smtp.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import { enrolStaff, runStaff, staffClient } from "#tests/support/staff/staff.ts";

// Password reset: the token has one way in (the body) and the audit names whose password
// changed; the answer to "forgot password" does the same work for every address; without
// SMTP it says so, and the operator prints a link instead.

vi.setConfig({ testTimeout: 90_000 });

const ORIGIN = "http://localhost:4995";
const NEW_PASSWORD = "another long passphrase 99";
const RESET_LINK = /https?:\/\/\S+\/inbox\/reset-password\?token=([A-Za-z0-9_-]+)/;

/** Makes every insert of a one-time row fail, as a full disk or a lost connection would. */
function refuseVerificationInserts(db: TestDatabase): Promise<void> {
  return db.kind === "sqlite"
    ? db.exec(`CREATE TRIGGER refuse_verification BEFORE INSERT ON "staff_verification"
               BEGIN SELECT RAISE(ABORT, 'refused by the test'); END;`)
    : db.exec(`CREATE FUNCTION refuse_verification() RETURNS trigger LANGUAGE plpgsql AS
               $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
               CREATE TRIGGER refuse_verification BEFORE INSERT ON "staff_verification"
               FOR EACH ROW EXECUTE FUNCTION refuse_verification();`);
}

const allowVerificationInserts = (db: TestDatabase) =>
  db.exec(
    db.kind === "sqlite"
      ? "DROP TRIGGER refuse_verification"
      : `DROP TRIGGER refuse_verification ON "staff_verification"; DROP FUNCTION refuse_verification();`,
  );

describe.each(DATABASE_KINDS)("password reset on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let mailless: TestServer;
  let smtp: SmtpSink;
  let env: Record<string, string>;
  const email = "reset@example.com";

  beforeAll(async () => {
    db = await createTestDatabase(kind, "staff_reset");
    smtp = await startSmtpSink();
    env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "p".repeat(40) };
    api = await startServer({
      ...env,
      SMTP_URL: smtp.url,
      MAIL_FROM: "UCP Website <web@ucp.example>",
      NOTIFY_TO: "team@ucp.example",
    });
    mailless = await startServer(env);
    await enrolStaff(api.base, ORIGIN, env, email);
  });
  afterAll(async () => {
    await api?.close();
    await mailless?.close();
    await smtp?.stop();
    db?.dispose();
  });

  const ask = (server: TestServer, address: string) =>
    staffClient(server.base, ORIGIN).json("/inbox/api/auth/request-password-reset", {
      body: { email: address, redirectTo: "/inbox/reset-password" },
    });

  it("takes the token from the body only, and the audit names whose password it was", async () => {
    expect((await ask(api, email)).status).toBe(200);
    const [mail] = await smtp.waitFor(1);
    const token = RESET_LINK.exec(mail?.parsed?.text ?? "")?.[1] ?? "";
    const client = staffClient(api.base, ORIGIN);
    const inQuery = await client.json(`/inbox/api/auth/reset-password?token=${token}`, {
      body: { newPassword: NEW_PASSWORD },
    });
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.code).toBe("reset_token_in_query");
    const inBody = await client.json("/inbox/api/auth/reset-password", {
      body: { token, newPassword: NEW_PASSWORD },
    });
    expect(inBody.status).toBe(200);
    const rows = await db.query(
      "SELECT actor_email, detail FROM staff_audit_events WHERE event = 'account_updated' ORDER BY id",
    );
    const resets = rows.filter((row) => JSON.parse(String(row.detail)).change === "password_reset");
    expect(resets.map((row) => row.actor_email)).toEqual([email]);
  });

  it("answers a reset request alike for an account and an unknown address, whatever the work after", async () => {
    await refuseVerificationInserts(db);
    try {
      const known = await ask(api, email);
      const unknown = await ask(api, "nobody@example.com");
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
    } finally {
      await allowVerificationInserts(db);
    }
  });

  it("says, without SMTP, that no mail can be sent, for every address alike", async () => {
    const known = await ask(mailless, email);
    const unknown = await ask(mailless, "nobody@example.com");
    expect(known.status).toBe(503);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({
      code: "reset_mail_unavailable",
      message: expect.stringContaining("npm run staff -- reset-password"),
    });
  });

  it("prints a reset link with `npm run staff -- reset-password`", async () => {
    const printed = await runStaff(["reset-password", email], env);
    expect(printed.code).toBe(0);
    const link = RESET_LINK.exec(printed.stdout);
    expect(link?.[0].startsWith(`${ORIGIN}/inbox/reset-password?token=`)).toBe(true);
    const client = staffClient(mailless.base, ORIGIN);
    const reset = await client.json("/inbox/api/auth/reset-password", {
      body: { token: link?.[1], newPassword: "yet another long passphrase" },
    });
    expect(reset.status).toBe(200);
    const unknown = await runStaff(["reset-password", "nobody@example.com"], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("no staff account for nobody@example.com");
    const audit = await db.query(
      "SELECT subject FROM staff_audit_events WHERE event = 'reset_link_created' ORDER BY id",
    );
    expect(audit.map((row) => row.subject)).toEqual([email]);
  });
});
