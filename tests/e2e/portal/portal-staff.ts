import { expect } from "@playwright/test";
import type { ReceivedMail } from "#tests/support/servers/smtp.ts";
import { enrolStaff, type StaffClient } from "#tests/support/staff/staff.ts";
import type { PortalServer } from "./portal-server.ts";

// The firm's side of the portal's e2e tests: a staff member calling the staff API as the
// staff app does (records, access, content, invitations), and the mail the sink received.

/** The staff side of a test: a member signed in with both factors, calling the staff API. */
export interface Staff {
  client: StaffClient;
  /** A call of /inbox/api/portal that must succeed; its JSON body. */
  call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T>;
}

export async function signInStaff(server: PortalServer, email: string): Promise<Staff> {
  const { client } = await enrolStaff(server.base, server.base, server.env, email, "Sam Staff");
  return {
    client,
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const answer = await client.json<T>(`/inbox/api/portal${path}`, {
        method,
        ...(body === undefined ? {} : { body }),
      });
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      return answer.body;
    },
  };
}

export interface Setting {
  organisationId: string;
  dealId: string;
  grantId: string;
}

/** An organisation with a live grant on a new deal; terms published when the deal asks for them. */
export async function dealFor(
  staff: Staff,
  names: { organisation: string; deal: string },
  terms?: string,
): Promise<Setting> {
  const organisation = await staff.call<{ id: string }>("POST", "/organisations", {
    name: names.organisation,
    kind: "pension_fund",
  });
  const deal = await staff.call<{ id: string }>("POST", "/deals", {
    name: names.deal,
    kind: "fund_raise",
    status: "marketing",
    termsRequired: terms !== undefined,
  });
  if (terms !== undefined) await staff.call("PUT", `/deals/${deal.id}/terms`, { bodyMd: terms });
  const grant = await staff.call<{ id: string }>("POST", `/deals/${deal.id}/grants`, {
    organisationId: organisation.id,
  });
  return { organisationId: organisation.id, dealId: deal.id, grantId: grant.id };
}

/** A person in `organisationId` with `role`, invited: their id and the link of the invitation's e-mail. */
export async function invitePerson(
  server: PortalServer,
  staff: Staff,
  person: { email: string; name: string; organisationId: string; role?: string },
): Promise<{ personId: string; link: string }> {
  const created = await staff.call<{ id: string }>("POST", "/people", {
    email: person.email,
    name: person.name,
  });
  await staff.call("POST", `/organisations/${person.organisationId}/members`, {
    personId: created.id,
    role: person.role ?? "principal",
  });
  await staff.call("POST", `/people/${created.id}/invitation`);
  const mail = await mailTo(server, person.email, (message) =>
    /\/portal\/invitation\?token=/.test(textOf(message)),
  );
  const link = /https?:\/\/\S+\/portal\/invitation\?token=[A-Za-z0-9_-]+/.exec(textOf(mail))?.[0];
  if (!link) throw new Error(`no invitation link in: ${textOf(mail)}`);
  return { personId: created.id, link };
}

export function textOf(mail: ReceivedMail): string {
  return `${mail.parsed?.subject ?? ""}\n${mail.parsed?.text ?? ""}\n${mail.parsed?.html ?? ""}`;
}

/** The first message to `email` that `matches`, waiting for it to arrive. */
export async function mailTo(
  server: PortalServer,
  email: string,
  matches: (mail: ReceivedMail) => boolean,
): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await server.sink.idle();
    const found = server.sink.messages.find(
      (mail) => mail.envelope.to.some((to) => to.toLowerCase() === email.toLowerCase()) && matches(mail),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail to ${email}`);
    await server.sink
      .waitFor(server.sink.messages.length + 1, Math.max(1, deadline - Date.now()))
      .catch(() => undefined);
  }
}
