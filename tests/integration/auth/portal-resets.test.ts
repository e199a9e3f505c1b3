import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PortalPersonDetail } from "#common/portal-api.ts";
import type { PortalMe, PortalReset } from "#common/portal-person-api.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import {
  createPortalPerson,
  invitePortalPerson,
  PORTAL_AUTH,
  type PortalServer,
  portalClient,
  signedInPerson,
  signInPerson,
} from "#tests/support/portal/index.ts";
import { eventually, type SmtpSink, startSmtpSink } from "#tests/support/servers/smtp.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import {
  enrolStaff,
  linkToken,
  runStaff,
  STRONG_PASSWORD,
  staffClient,
  totpCode,
} from "#tests/support/staff/staff.ts";

// A locked-out person gets back in through staff: a second-factor reset (factors gone,
// sessions ended, a link with which the kept password enrols a new authenticator) or a
// password-reset link, from the staff API or the operator's command, with or without a
// mail server, each in the audit log. Neither lets anyone in with one factor.

vi.setConfig({ testTimeout: 120_000 });

const ORIGIN = "http://localhost:4995";
const API = "/inbox/api/portal";
const NEW_PASSWORD = "a brand new portal passphrase 7";

describe.each(DATABASE_KINDS)("portal resets by staff on %s", (kind) => {
  let db: TestDatabase;
  let sink: SmtpSink;
  let api: TestServer;
  let mailing: TestServer;
  let env: Record<string, string>;
  let server: PortalServer;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "portal_resets");
    sink = await startSmtpSink();
    env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "r".repeat(40), PORTAL_ENABLED: "on" };
    api = await startServer(env);
    mailing = await startServer({
      ...env,
      SMTP_URL: sink.url,
      MAIL_FROM: "UCP <portal@ucp.example>",
      NOTIFY_TO: "inquiries@ucp.example",
    });
    const staff = (await enrolStaff(api.base, ORIGIN, env, "hana@ucp.example")).client;
    server = { base: api.base, origin: ORIGIN, staff };
  });
  afterAll(async () => {
    await mailing?.close();
    await api?.close();
    await sink?.stop();
    db?.dispose();
  });

  const audit = async (personId: string) =>
    (
      await db.query(
        `SELECT realm, event, detail FROM staff_audit_events WHERE person_id = '${personId}' ORDER BY id`,
      )
    ).map((row) => ({
      event: `${String(row.realm)} ${String(row.event)}`,
      detail: JSON.parse(String(row.detail)),
    }));
  const stateOf = async (personId: string) =>
    (await server.staff.json<PortalPersonDetail>(`${API}/people/${personId}`)).body.signIn;
  const me = (client: ReturnType<typeof portalClient>) => client.json<PortalMe>("/portal/api/me");

  it("resets a second factor: sessions end, the password alone and the link alone are refused, both enrol a new authenticator", async () => {
    const email = "ines@lp.example";
    const enrolled = await signedInPerson(server, { email, name: "Ines Roth" });
    expect((await stateOf(enrolled.person.id))?.stage).toBe("enrolled");
    expect((await stateOf(enrolled.person.id))?.lastSignedInAt).toEqual(expect.any(String));

    const reset = await server.staff.json<PortalReset>(
      `${API}/people/${enrolled.person.id}/second-factor-reset`,
      {
        method: "POST",
      },
    );
    expect(reset.status).toBe(201);
    expect(reset.body).toMatchObject({ personId: enrolled.person.id, email, sessionsEnded: 1 });
    expect(reset.body.link).toMatch(new RegExp(`^${ORIGIN}/portal/invitation\\?token=[A-Za-z0-9_-]{43}$`));
    const token = linkToken(reset.body.link ?? "");
    expect((await me(enrolled.client)).status).toBe(401);
    expect(await stateOf(enrolled.person.id)).toMatchObject({
      stage: "second_factor_reset",
      linkExpiresAt: expect.any(String),
    });

    // The old authenticator is gone: password and its code no longer sign in.
    const old = await signInPerson(server, email, enrolled.totpUri);
    expect(old.second.status).not.toBe(200);
    expect((await me(old.client)).status).toBe(401);
    // The link alone cannot choose a password, and an invitation cannot replace it.
    const check = await portalClient(server).json("/portal/api/invitations/check", { body: { token } });
    expect(check.body).toEqual({ email, name: "Ines Roth", keepPassword: true });
    const accept = await portalClient(server).json("/portal/api/invitations/accept", {
      body: { token, password: NEW_PASSWORD },
    });
    expect([accept.status, accept.body.code]).toEqual([409, "invitation_keeps_password"]);
    const invite = await server.staff.json(`${API}/people/${enrolled.person.id}/invitation`, {
      method: "POST",
    });
    expect([invite.status, invite.body.code]).toEqual([409, "second_factor_reset"]);
    // The password alone, or the link with a wrong password, is refused like a wrong password.
    const bare = await portalClient(server).json(`${PORTAL_AUTH}/sign-in/email`, {
      body: { email, password: STRONG_PASSWORD },
    });
    expect([bare.status, bare.body.code]).toEqual([401, "sign_in_refused"]);
    const wrong = await portalClient(server).json(`${PORTAL_AUTH}/sign-in/email`, {
      body: { email, password: NEW_PASSWORD },
      headers: { "x-invitation-token": token },
    });
    expect([wrong.status, wrong.body.code]).toEqual([401, "sign_in_refused"]);

    const client = portalClient(server);
    const signIn = await client.json(`${PORTAL_AUTH}/sign-in/email`, {
      body: { email, password: STRONG_PASSWORD },
      headers: { "x-invitation-token": token },
    });
    expect(signIn.status).toBe(200);
    expect((await me(client)).status).toBe(403);
    const enabled = await client.json<{ totpURI: string }>(`${PORTAL_AUTH}/two-factor/enable`, {
      body: { password: STRONG_PASSWORD },
    });
    expect(enabled.body.totpURI).not.toBe(enrolled.totpUri);
    const verified = await client.json(`${PORTAL_AUTH}/two-factor/verify-totp`, {
      body: { code: totpCode(enabled.body.totpURI) },
    });
    expect(verified.status).toBe(200);
    expect((await me(client)).body.email).toBe(email);
    expect((await stateOf(enrolled.person.id))?.stage).toBe("enrolled");

    const entries = await audit(enrolled.person.id);
    expect(entries.find((entry) => entry.event === "staff portal_second_factor_reset")?.detail).toEqual({
      personId: enrolled.person.id,
      mailed: false,
      sessionsEnded: 1,
    });
    expect(entries.map((entry) => entry.event)).toEqual(
      expect.arrayContaining(["portal signed_in", "portal invitation_used"]),
    );
  });

  it("mails a password-reset link when there is a mail server; it ends the sessions and the code is still asked", async () => {
    const email = "jonas@lp.example";
    const enrolled = await signedInPerson(server, { email });
    const staffMailing = staffClient(mailing.base, ORIGIN);
    for (const [name, value] of server.staff.cookies) staffMailing.cookies.set(name, value);
    const sent = await staffMailing.json<PortalReset>(`${API}/people/${enrolled.person.id}/password-reset`, {
      method: "POST",
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ link: null, sessionsEnded: 1, email });
    expect((await me(enrolled.client)).status).toBe(401);
    const mail = await eventually(
      () => sink.messages.find((message) => message.envelope.to.includes(email)),
      "the reset e-mail",
    );
    expect(mail.parsed?.subject).toBe("UCP portal: choose a new password");
    expect(mail.parsed?.text).toContain(`${ORIGIN}/portal/reset-password?token=`);
    const reset = await portalClient(server).json(`${PORTAL_AUTH}/reset-password`, {
      body: { token: linkToken(mail.parsed?.text ?? ""), newPassword: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    const client = portalClient(server);
    const first = await client.json<{ twoFactorRedirect?: boolean }>(`${PORTAL_AUTH}/sign-in/email`, {
      body: { email, password: NEW_PASSWORD },
    });
    expect(first.body.twoFactorRedirect).toBe(true);
    expect((await me(client)).status).toBe(401);
    await client.json(`${PORTAL_AUTH}/two-factor/verify-totp`, {
      body: { code: totpCode(enrolled.totpUri, 1) },
    });
    expect((await me(client)).status).toBe(200);
    const events = (await audit(enrolled.person.id)).map((entry) => entry.event);
    expect(events).toEqual(
      expect.arrayContaining(["staff portal_password_reset_sent", "portal account_updated"]),
    );
  });

  it("refuses an unknown person, one who never enrolled, and a revoked one, in the API's shape", async () => {
    const invited = await createPortalPerson(server, { email: "kai@lp.example" });
    await invitePortalPerson(server, invited.id);
    expect((await stateOf(invited.id))?.stage).toBe("invited");
    for (const path of ["password-reset", "second-factor-reset"]) {
      const unknown = await server.staff.json(`${API}/people/AAAAAAAAAAAAAAAAAAAAAA/${path}`, {
        method: "POST",
      });
      expect([unknown.status, unknown.body.code]).toEqual([404, "not_found"]);
      const early = await server.staff.json(`${API}/people/${invited.id}/${path}`, { method: "POST" });
      expect(early.body).toEqual({ code: "not_enrolled", message: expect.stringContaining("invitation") });
    }
    const enrolled = await signedInPerson(server, { email: "lea@lp.example" });
    await server.staff.call(`${API}/people/${enrolled.person.id}/revocation`, { method: "POST" });
    expect((await stateOf(enrolled.person.id))?.stage).toBe("revoked");
    const revoked = await server.staff.json(`${API}/people/${enrolled.person.id}/second-factor-reset`, {
      method: "POST",
    });
    expect([revoked.status, revoked.body.code]).toEqual([409, "revoked"]);
    expect((await audit(invited.id)).map((entry) => entry.event)).not.toContain(
      "staff portal_password_reset_sent",
    );
  });

  it("resets from the operator's command: the link is printed, sessions end, the audit names the operator", async () => {
    const email = "mona@lp.example";
    const enrolled = await signedInPerson(server, { email });
    const mfa = await runStaff(["portal-reset-mfa", email.toUpperCase()], env);
    expect(mfa.code).toBe(0);
    expect(mfa.stdout).toContain(`${ORIGIN}/portal/invitation?token=`);
    expect(mfa.stdout).toContain("1 portal session(s) ended.");
    expect((await me(enrolled.client)).status).toBe(401);
    const client = portalClient(server);
    const signIn = await client.json(`${PORTAL_AUTH}/sign-in/email`, {
      body: { email, password: STRONG_PASSWORD },
      headers: { "x-invitation-token": linkToken(mfa.stdout) },
    });
    expect(signIn.status).toBe(200);

    const pending = await runStaff(["portal-reset-password", email], env);
    expect([pending.code, pending.stderr]).toEqual([1, expect.stringContaining("portal-invite")]);
    const other = await signedInPerson(server, { email: "nils@lp.example" });
    const password = await runStaff(["portal-reset-password", "nils@lp.example"], env);
    expect(password.stdout).toContain(`${ORIGIN}/portal/reset-password?token=`);
    const changed = await portalClient(server).json(`${PORTAL_AUTH}/reset-password`, {
      body: { token: linkToken(password.stdout), newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect((await me(other.client)).status).toBe(401);
    const nobody = await runStaff(["portal-reset-password", "nobody@lp.example"], env);
    expect([nobody.code, nobody.stderr.trim()]).toEqual([1, "staff: nobody@lp.example has no portal person"]);
    const entries = await db.query(
      `SELECT ip, event FROM staff_audit_events WHERE person_id = '${enrolled.person.id}' AND ip = 'operator'`,
    );
    expect(entries.map((row) => row.event)).toEqual(["portal_second_factor_reset"]);
  });
});
