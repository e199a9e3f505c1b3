// A portal with content for tests, on one database: a server with the portal on and mail
// to a real SMTP sink, a staff member with both factors, the portal's records opened on
// the same database (for what people see until they sign in over HTTP), and helpers that
// create deals, organisations, people, memberships and grants through the staff API.
import type { PortalGrant } from "../../common/portal-api.ts";
import { openPortalRecords, type PortalRecords } from "../../server/store/index.ts";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "./databases.ts";
import { type SmtpSink, startSmtpSink } from "./smtp.ts";
import { enrolStaff, type StaffClient } from "./staff.ts";
import { startServer, type TestServer } from "./test-server.ts";

export const ORIGIN = "http://inbox.test";
export const PORTAL_API = "/inbox/api/portal";

export interface PortalContentFixture {
  db: TestDatabase;
  api: TestServer;
  smtp: SmtpSink;
  staff: StaffClient;
  records: PortalRecords;
  /** The server's settings: start a second instance on the same database with them. */
  env: Record<string, string>;
  /** POST/PUT/PATCH through the staff API; throws unless the answer is `status`. */
  make<T>(path: string, body: unknown, status?: number, method?: string): Promise<T>;
  deal(name: string, termsRequired?: boolean): Promise<string>;
  organisation(name: string): Promise<string>;
  person(name: string, organisations: [string, string][]): Promise<{ id: string; email: string }>;
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
  const { client: staff } = await enrolStaff(api.base, ORIGIN, env, "grace@ucp.example", "Grace Staff");
  const records = openPortalRecords({
    DATABASE_URL: db.env.DATABASE_URL,
    SQLITE_PATH: db.env.SQLITE_PATH ?? "",
  });
  const make = async <T>(path: string, body: unknown, status = 201, method = "POST") => {
    const answer = await staff.json<T>(`${PORTAL_API}${path}`, { method, body });
    if (answer.status !== status)
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const id = async (path: string, body: unknown) => (await make<{ id: string }>(path, body)).id;
  return {
    db,
    api,
    smtp,
    staff,
    records,
    env,
    make,
    deal: (name, termsRequired = false) =>
      id("/deals", { name, kind: "fund_raise", status: "marketing", termsRequired }),
    organisation: (name) => id("/organisations", { name, kind: "pension_fund" }),
    async person(name, organisations) {
      const email = `p${++counter}-${kind}@lp.example`;
      const personId = await id("/people", { name, email });
      for (const [organisationId, role] of organisations)
        await make(`/organisations/${organisationId}/members`, { personId, role });
      return { id: personId, email };
    },
    grant: (dealId, organisationId) => make<PortalGrant>(`/deals/${dealId}/grants`, { organisationId }),
    async close() {
      await records.close();
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
