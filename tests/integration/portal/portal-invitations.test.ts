import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PortalOrganisation, PortalOrganisationDetail } from "#common/portal-api.ts";
import type { FromInquiryResult, PortalInvitation, PortalMe } from "#common/portal-person-api.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import {
  createPortalPerson,
  PORTAL_AUTH,
  type PortalServer,
  portalClient,
  signedInPerson,
} from "#tests/support/portal/index.ts";
import { eventually, type SmtpSink, startSmtpSink } from "#tests/support/servers/smtp.ts";
import { startServer, type TestServer, uniqueSubmission } from "#tests/support/servers/test-server.ts";
import {
  enrolStaff,
  linkToken,
  runStaff,
  STRONG_PASSWORD,
  staffClient,
  totpCode,
} from "#tests/support/staff/staff.ts";

// Invitations to the portal as staff send them (the staff app's API, "Invite to the
// portal" on an inquiry, the operator's command) and as a person receives one: by e-mail
// through the real SMTP sink when the server has a mail server, else as a link handed to
// staff. A newer link replaces an older one, a withdrawn link stops working, and each
// invitation is in the audit log under the person's id.

vi.setConfig({ testTimeout: 90_000 });

const ORIGIN = "http://localhost:4995";
const API = "/inbox/api/portal";

describe.each(DATABASE_KINDS)("portal invitations on %s", (kind) => {
  let db: TestDatabase;
  let sink: SmtpSink;
  let api: TestServer;
  let mailing: TestServer;
  let env: Record<string, string>;
  let server: PortalServer;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "portal_invitations");
    sink = await startSmtpSink();
    env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "i".repeat(40), PORTAL_ENABLED: "on" };
    api = await startServer(env);
    // A second instance on the same database that has a mail server.
    mailing = await startServer({
      ...env,
      SMTP_URL: sink.url,
      MAIL_FROM: "UCP <portal@ucp.example>",
      NOTIFY_TO: "inquiries@ucp.example",
    });
    const staff = (await enrolStaff(api.base, ORIGIN, env, "grace@ucp.example")).client;
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
        `SELECT realm, event, actor_email FROM staff_audit_events WHERE person_id = '${personId}' ORDER BY id`,
      )
    ).map((row) => `${String(row.realm)} ${String(row.event)}`);
  const check = (token: string) =>
    portalClient(server).json("/portal/api/invitations/check", { body: { token } });

  it("e-mails the invitation when there is a mail server; its link enrols the person", async () => {
    const email = "mia@lp.example";
    const person = await createPortalPerson(server, { email, name: "Mia Chen" });
    // The staff member's session works on every instance: one database.
    const staffMailing = staffClient(mailing.base, ORIGIN);
    for (const [name, value] of server.staff.cookies) staffMailing.cookies.set(name, value);
    const invited = await staffMailing.json<PortalInvitation>(`${API}/people/${person.id}/invitation`, {
      method: "POST",
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toEqual({ personId: person.id, email, expiresAt: expect.any(String), link: null });
    const hours = (Date.parse(invited.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const mail = await eventually(
      () => sink.messages.find((message) => message.envelope.to.includes(email)),
      "the invitation e-mail",
    );
    expect(mail.parsed?.subject).toBe("UCP GP/LP Portal: your invitation");
    const text = mail.parsed?.text ?? "";
    expect(text).toContain(`${ORIGIN}/portal/invitation?token=`);
    const token = linkToken(text);

    const checked = await check(token);
    expect([checked.status, checked.body]).toEqual([200, { email, name: "Mia Chen" }]);
    const client = portalClient(server);
    const accepted = await client.json("/portal/api/invitations/accept", {
      body: { token, password: STRONG_PASSWORD },
    });
    expect(accepted.status).toBe(200);
    // Without the link's token, the password alone is refused like a wrong one.
    const bare = await portalClient(server).json(`${PORTAL_AUTH}/sign-in/email`, {
      body: { email, password: STRONG_PASSWORD },
    });
    expect([bare.status, bare.body.code]).toEqual([401, "sign_in_refused"]);
    const signIn = await client.json(`${PORTAL_AUTH}/sign-in/email`, {
      body: { email, password: STRONG_PASSWORD },
      headers: { "x-invitation-token": token },
    });
    expect(signIn.status).toBe(200);
    const enabled = await client.json<{ totpURI: string }>(`${PORTAL_AUTH}/two-factor/enable`, {
      body: { password: STRONG_PASSWORD },
    });
    const verified = await client.json(`${PORTAL_AUTH}/two-factor/verify-totp`, {
      body: { code: totpCode(enabled.body.totpURI) },
    });
    expect(verified.status).toBe(200);
    expect((await client.json<PortalMe>("/portal/api/me")).body).toEqual({
      id: person.id,
      name: "Mia Chen",
      email,
    });
    // Enrolment used the link up.
    expect((await check(token)).status).toBe(404);
    expect(await audit(person.id)).toEqual(
      expect.arrayContaining([
        "staff portal_invitation_created",
        "portal signed_in",
        "portal invitation_used",
      ]),
    );
  });

  it("hands the link to staff without a mail server; a newer link replaces it; withdrawn, it stops working", async () => {
    const person = await createPortalPerson(server, { email: "noah@lp.example", name: "Noah Berg" });
    const invite = () =>
      server.staff.json<PortalInvitation>(`${API}/people/${person.id}/invitation`, { method: "POST" });
    const first = await invite();
    expect(first.status).toBe(201);
    expect(first.body.link).toMatch(new RegExp(`^${ORIGIN}/portal/invitation\\?token=[A-Za-z0-9_-]{43}$`));
    const second = await invite();
    const [older, newer] = [linkToken(first.body.link ?? ""), linkToken(second.body.link ?? "")];
    expect((await check(older)).status).toBe(404);
    expect((await check(newer)).status).toBe(200);

    const withdrawn = await server.staff.call(`${API}/people/${person.id}/invitation`, { method: "DELETE" });
    expect(withdrawn.status).toBe(204);
    expect((await check(newer)).status).toBe(404);
    const again = await server.staff.json(`${API}/people/${person.id}/invitation`, { method: "DELETE" });
    expect([again.status, again.body.code]).toEqual([404, "not_found"]);

    for (const path of [
      `${API}/people/AAAAAAAAAAAAAAAAAAAAAA/invitation`,
      `${API}/people/not-an-id/invitation`,
    ]) {
      const answer = await server.staff.json(path, { method: "POST" });
      expect([path, answer.status, answer.body]).toEqual([
        path,
        404,
        { code: "not_found", message: expect.any(String) },
      ]);
    }
    const revoked = await server.staff.call(`${API}/people/${person.id}/revocation`, { method: "POST" });
    expect(revoked.status).toBe(204);
    const refused = await invite();
    expect([refused.status, refused.body]).toEqual([409, { code: "revoked", message: expect.any(String) }]);
    expect(await audit(person.id)).toEqual([
      "staff portal_person_created",
      "staff portal_invitation_created",
      "staff portal_invitation_created",
      "staff portal_invitation_withdrawn",
      "staff portal_access_revoked",
    ]);

    const enrolled = await signedInPerson(server, { email: "olga@lp.example" });
    const twice = await server.staff.json(`${API}/people/${enrolled.person.id}/invitation`, {
      method: "POST",
    });
    expect([twice.status, twice.body.code]).toEqual([409, "already_enrolled"]);
  });

  it("invites from an inquiry, making the person and organisation, or linking those that exist", async () => {
    const email = "pia@family.example";
    await api.post(uniqueSubmission({ name: "Pia Larsen", email }));
    const [row] = await db.query("SELECT max(id) AS id FROM contact_submissions");
    const inquiryId = String(row?.id);
    const path = `${API}/inquiries/${inquiryId}/invitation`;

    const unnamed = await server.staff.json(path, { body: { role: "principal" } });
    expect([unnamed.status, unnamed.body.code]).toEqual([400, "invalid_request"]);
    const made = await server.staff.json<FromInquiryResult>(path, {
      body: {
        organisationName: "Larsen Family Office",
        organisationKind: "family_office",
        role: "principal",
      },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ createdPerson: true, createdOrganisation: true });
    expect(made.body.invitation.link).toContain("/portal/invitation?token=");
    const organisation = await server.staff.json<PortalOrganisationDetail>(
      `${API}/organisations/${made.body.organisationId}`,
    );
    expect(organisation.body.inquiryId).toBe(inquiryId);
    expect(organisation.body.members.map((member) => [member.person.email, member.role])).toEqual([
      [email, "principal"],
    ]);

    // Again from the same inquiry: its organisation and the person are found, not made.
    const linked = await server.staff.json<FromInquiryResult>(path, { body: { role: "finance" } });
    expect(linked.status).toBe(201);
    expect(linked.body).toMatchObject({
      personId: made.body.personId,
      organisationId: made.body.organisationId,
      createdPerson: false,
      createdOrganisation: false,
    });
    // A chosen organisation.
    const other = await server.staff.json<PortalOrganisation>(`${API}/organisations`, {
      body: { name: "Nordic Endowment", kind: "endowment" },
    });
    const chosen = await server.staff.json<FromInquiryResult>(path, {
      body: { organisationId: other.body.id, role: "legal" },
    });
    expect(chosen.body).toMatchObject({ organisationId: other.body.id, createdOrganisation: false });

    for (const [bad, status] of [
      [`${API}/inquiries/999999/invitation`, 404],
      [`${API}/inquiries/nope/invitation`, 404],
    ] as const) {
      const answer = await server.staff.json(bad, { body: { role: "viewer" } });
      expect([bad, answer.status, answer.body]).toEqual([
        bad,
        status,
        { code: "not_found", message: expect.any(String) },
      ]);
    }
    const wrongRole = await server.staff.json(path, { body: { role: "owner" } });
    expect([wrongRole.status, wrongRole.body.code]).toEqual([400, "invalid_request"]);
  });

  it("lets the operator invite from the command line, making the person when needed", async () => {
    const invited = await runStaff(["portal-invite", "Quinn@LP.example", "--name", "Quinn Adams"], env);
    expect([invited.code, invited.stderr]).toEqual([0, ""]);
    expect(invited.stdout).toContain(`${ORIGIN}/portal/invitation?token=`);
    const checked = await check(linkToken(invited.stdout));
    expect([checked.status, checked.body]).toEqual([200, { email: "quinn@lp.example", name: "Quinn Adams" }]);
    const [person] = await db.query("SELECT id FROM portal_people WHERE email = 'quinn@lp.example'");
    expect(await audit(String(person?.id))).toEqual([
      "staff portal_person_created",
      "staff portal_invitation_created",
    ]);

    const enrolled = await signedInPerson(server, { email: "rosa@lp.example" });
    const refused = await runStaff(["portal-invite", "rosa@lp.example"], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("already set up");
    expect(enrolled.person.email).toBe("rosa@lp.example");
  });
});
