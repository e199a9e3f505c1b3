// A portal with content for tests, on one database: a server with the portal on and mail
// to a real SMTP sink, a second instance without mail (its invitations hand the link back,
// as people.ts expects) where people enrol and sign in, a staff member with both
// factors, and helpers that create deals, organisations, signed-in people, memberships and
// grants through the staff API.
import type { PortalGrant, PortalRole } from "#common/portal-api.ts";
import {
  createTestDatabase,
  type DatabaseKind,
  type TestDatabase,
} from "#tests/support/database/databases.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/servers/smtp.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";
import { enrolStaff, type StaffClient, staffClient } from "#tests/support/staff/staff.ts";
import { type EnrolledPerson, STAFF_API, signedInPerson } from "./people.ts";

export interface Person {
  id: string;
  email: string;
  client: EnrolledPerson["client"];
  /** GET (or `method` with a JSON body) under /portal/api, as this person's browser. */
  call<T = unknown>(path: string, method?: string, body?: unknown): Promise<{ status: number; body: T }>;
}

export const ORIGIN = "http://inbox.test";

export interface PortalContentFixture {
  db: TestDatabase;
  api: TestServer;
  /** The same portal without mail, where people sign in. */
  people: TestServer;
  smtp: SmtpSink;
  staff: StaffClient;
  /** The server's settings: start a second instance on the same database with them. */
  env: Record<string, string>;
  /** POST/PUT/PATCH through the staff API; throws unless the answer is `status`. */
  make<T>(path: string, body: unknown, status?: number, method?: string): Promise<T>;
  deal(name: string, termsRequired?: boolean): Promise<string>;
  organisation(name: string): Promise<string>;
  /** A person with these memberships, enrolled and signed in with both factors (on `people`). */
  person(name: string, organisations: [string, PortalRole][]): Promise<Person>;
  grant(dealId: string, organisationId: string): Promise<PortalGrant>;
  close(): Promise<void>;
}

let counter = 0;

export async function portalContentFixture(kind: DatabaseKind, label: string): Promise<PortalContentFixture> {
  const db = await createTestDatabase(kind, label);
  const smtp = await startSmtpSink();
  const env = {
    ...db.env,
    PUBLIC_SITE_URL: ORIGIN,
    AUTH_SECRET: "c".repeat(40),
    PORTAL_ENABLED: "on",
    SMTP_URL: smtp.url,
    MAIL_FROM: "UCP <web@ucp.example>",
    NOTIFY_TO: "team@ucp.example",
  };
  const api = await startServer(env);
  const { SMTP_URL: _smtp, ...mailless } = env;
  const people = await startServer(mailless);
  const { client: staff } = await enrolStaff(api.base, ORIGIN, env, "grace@ucp.example", "Grace Staff");
  const make = async <T>(path: string, body: unknown, status = 201, method = "POST") => {
    const answer = await staff.json<T>(`${STAFF_API}${path}`, { method, body });
    if (answer.status !== status)
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const id = async (path: string, body: unknown) => (await make<{ id: string }>(path, body)).id;
  return {
    db,
    api,
    people,
    smtp,
    staff,
    env,
    make,
    deal: (name, termsRequired = false) =>
      id("/deals", { name, kind: "fund_raise", status: "marketing", termsRequired }),
    organisation: (name) => id("/organisations", { name, kind: "pension_fund" }),
    async person(name, organisations) {
      const email = `p${++counter}-${kind}@lp.example`;
      const onPeople = staffClient(people.base, ORIGIN);
      for (const [cookie, value] of staff.cookies) onPeople.cookies.set(cookie, value);
      const memberships = organisations.map(([organisationId, role]) => ({ organisationId, role }));
      const { person, client } = await signedInPerson(
        { base: people.base, origin: ORIGIN, staff: onPeople },
        { email, name, memberships },
      );
      return {
        id: person.id,
        email,
        client,
        async call(path, method = "GET", body = undefined) {
          const answer = await client.json(`/portal/api${path}`, { method, body });
          return { status: answer.status, body: answer.body as never };
        },
      };
    },
    grant: (dealId, organisationId) => make<PortalGrant>(`/deals/${dealId}/grants`, { organisationId }),
    async close() {
      await people.close();
      await api.close();
      await smtp.stop();
      db.dispose();
    },
  };
}

/** The messages the sink received for `address`, with their text. */
export function mailTo(smtp: SmtpSink, address: string) {
  return smtp.messages
    .filter((message) => message.envelope.to.includes(address))
    .map((message) => ({
      subject: message.parsed?.subject ?? "",
      text: message.parsed?.text ?? "",
      attachments: message.parsed?.attachments.length ?? 0,
      raw: message.raw,
    }));
}
