// Portal people for tests, made as staff make them: a person record (with memberships)
// through the staff API, an invitation whose link the API hands back (no SMTP in tests),
// and the enrolment a browser goes through at /portal/invitation: the password, a sign-in
// with the link's token, an authenticator confirmed by a code. Each helper returns a
// cookie-keeping client of the portal's API, signed in the way its name says.
import type { PortalPerson, PortalRole } from "#common/portal-api.ts";
import type { PortalInvitation } from "#common/portal-person-api.ts";
import {
  linkToken,
  STRONG_PASSWORD,
  type StaffClient,
  staffClient,
  totpCode,
} from "#tests/support/staff/staff.ts";

export const PORTAL_AUTH = "/portal/api/auth";
/** The staff API's portal routes, where staff make the records people are tried on. */
export const STAFF_API = "/inbox/api/portal";

export interface PortalServer {
  /** The server's address (http://127.0.0.1:PORT). */
  base: string;
  /** The origin the browser is on (PUBLIC_SITE_URL). */
  origin: string;
  /** A staff member with both factors (enrolStaff in staff.ts). */
  staff: StaffClient;
}

export interface PersonSpec {
  email: string;
  name?: string;
  memberships?: { organisationId: string; role: PortalRole; delegate?: boolean }[];
}

export interface EnrolledPerson {
  person: PortalPerson;
  /** Signed in with both factors (password, then an authenticator code). */
  client: StaffClient;
  totpUri: string;
  backupCodes: string[];
}

async function expectStatus<T>(answer: Promise<{ status: number; body: T }>, status: number, what: string) {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`${what}: ${got} ${JSON.stringify(body)}`);
  return body;
}

/** A person record with the given memberships, through the staff API. */
export async function createPortalPerson(server: PortalServer, spec: PersonSpec): Promise<PortalPerson> {
  const person = await expectStatus(
    server.staff.json<PortalPerson>(`${STAFF_API}/people`, {
      body: { email: spec.email, name: spec.name ?? spec.email.split("@")[0] },
    }),
    201,
    "create person",
  );
  for (const { organisationId, ...membership } of spec.memberships ?? []) {
    await expectStatus(
      server.staff.json(`${STAFF_API}/organisations/${organisationId}/members`, {
        body: { personId: person.id, ...membership },
      }),
      201,
      "add membership",
    );
  }
  return person;
}

/** Staff invite the person; the answer carries the link (no mail server in tests). */
export async function invitePortalPerson(server: PortalServer, personId: string): Promise<string> {
  const invitation = await expectStatus(
    server.staff.json<PortalInvitation>(`${STAFF_API}/people/${personId}/invitation`, { method: "POST" }),
    201,
    "invite",
  );
  if (!invitation.link) throw new Error("the invitation came without a link");
  return linkToken(invitation.link);
}

/** A portal client: keeps cookies and sends the site's Origin, like the browser. */
export function portalClient(server: Pick<PortalServer, "base" | "origin">): StaffClient {
  return staffClient(server.base, server.origin, "portal-test");
}

/**
 * Invited, password chosen, signed in with the link's token: the enrolment session, which
 * has the password only (every person route answers 403 second_factor_required).
 */
export async function passwordOnlyPerson(server: PortalServer, spec: PersonSpec) {
  const person = await createPortalPerson(server, spec);
  const token = await invitePortalPerson(server, person.id);
  const client = portalClient(server);
  await expectStatus(
    client.json("/portal/api/invitations/accept", { body: { token, password: STRONG_PASSWORD } }),
    200,
    "accept",
  );
  await expectStatus(
    client.json(`${PORTAL_AUTH}/sign-in/email`, {
      body: { email: spec.email, password: STRONG_PASSWORD },
      headers: { "x-invitation-token": token },
    }),
    200,
    "enrolment sign-in",
  );
  return { person, client, token };
}

/** A person enrolled (password and authenticator) and signed in with both factors. */
export async function signedInPerson(server: PortalServer, spec: PersonSpec): Promise<EnrolledPerson> {
  const { person, client } = await passwordOnlyPerson(server, spec);
  const enabled = await expectStatus(
    client.json<{ totpURI: string; backupCodes: string[] }>(`${PORTAL_AUTH}/two-factor/enable`, {
      body: { password: STRONG_PASSWORD },
    }),
    200,
    "enable",
  );
  await expectStatus(
    client.json(`${PORTAL_AUTH}/two-factor/verify-totp`, { body: { code: totpCode(enabled.totpURI) } }),
    200,
    "verify",
  );
  return { person, client, totpUri: enabled.totpURI, backupCodes: enabled.backupCodes };
}

/** A person signed in with both factors whom staff then revoked: the client kept its cookie. */
export async function revokedPerson(server: PortalServer, spec: PersonSpec): Promise<EnrolledPerson> {
  const enrolled = await signedInPerson(server, spec);
  await expectStatus(
    server.staff.json(`${STAFF_API}/people/${enrolled.person.id}/revocation`, { method: "POST" }),
    204,
    "revoke",
  );
  return enrolled;
}

/** A fresh sign-in of an enrolled person: password, then the code `offsetPeriods` from now. */
export async function signInPerson(
  server: Pick<PortalServer, "base" | "origin">,
  email: string,
  totpUri: string,
  offsetPeriods = 1,
) {
  const client = portalClient(server);
  const first = await client.json<{ twoFactorRedirect?: boolean }>(`${PORTAL_AUTH}/sign-in/email`, {
    body: { email, password: STRONG_PASSWORD },
  });
  const second = await client.json(`${PORTAL_AUTH}/two-factor/verify-totp`, {
    body: { code: totpCode(totpUri, offsetPeriods) },
  });
  return { client, first, second };
}
