import { type BrowserContext, expect, type TestInfo } from "@playwright/test";
import type { PortalDeal, PortalOrganisation, PortalRole } from "#common/portal-api.ts";
import { signedInPerson } from "#tests/support/portal/people.ts";
import { enrolStaff, type StaffClient } from "#tests/support/staff/staff.ts";
import { INBOX_ORIGIN, SERVER_ENV, signedInContext, uniqueEmail } from "../inbox/staff-support.ts";
import { uniqueName } from "./portal-support.ts";

// The reporting's e2e setting, made as staff make it through the staff API: a deal in USD,
// two investors committed (1,000,000.00 and 3,000,000.00) and a sponsor, bank details entered
// by one staff member and approved by a second. The screens under test do the rest.

export type Call = <T = Record<string, unknown>>(path: string, body?: unknown, method?: string) => Promise<T>;

function caller(staff: StaffClient): Call {
  return async <T>(path: string, body?: unknown, method?: string) => {
    const answer = await staff.json<T>(`/inbox/api/portal${path}`, { body, method });
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body;
  };
}

export async function reportingSetting(context: BrowserContext, testInfo: TestInfo) {
  const staff = (await signedInContext(context, uniqueEmail("report-staff", testInfo.project.name))).client;
  const call = caller(staff);
  const names = {
    deal: uniqueName("Harbour Infrastructure Fund", testInfo),
    alder: uniqueName("Alder Pension", testInfo),
    birch: uniqueName("Birch Family Office", testInfo),
    sponsor: uniqueName("Cedar Partners GP", testInfo),
  };
  const deal = await call<PortalDeal>("/deals", {
    name: names.deal,
    kind: "fund_raise",
    status: "marketing",
  });
  const organisation = async (name: string, kind: string) => {
    const made = await call<PortalOrganisation>("/organisations", { name, kind });
    await call(`/deals/${deal.id}/grants`, { organisationId: made.id });
    return made;
  };
  const alder = await organisation(names.alder, "pension_fund");
  const birch = await organisation(names.birch, "family_office");
  const sponsor = await organisation(names.sponsor, "gp");
  const reporting = `/deals/${deal.id}/reporting`;
  await call(
    `${reporting}/settings`,
    { currency: "USD", target: "10000000.00", showInvestorNames: false },
    "PUT",
  );
  for (const [org, amount] of [
    [alder, "1000000.00"],
    [birch, "3000000.00"],
  ] as const)
    await call(`${reporting}/positions`, {
      organisationId: org.id,
      stage: "committed",
      amount,
      date: "2026-01-05",
    });
  const bank = await call<{ id: string }>(`${reporting}/bank-details`, {
    accountName: "Harbour Fund LP",
    bankName: "Example Bank",
    iban: "GB33BUKB20201555555555",
    bic: "BUKBGB22",
    reference: "HARBOUR-CALL",
  });
  const approver = await enrolStaff(
    INBOX_ORIGIN,
    INBOX_ORIGIN,
    SERVER_ENV,
    uniqueEmail("report-approver", testInfo.project.name),
  );
  await caller(approver.client)(`${reporting}/bank-details/${bank.id}/approve`, {});
  /** A person signed in, a member of the organisation and of any `more` (several investors' staff). */
  const person = (
    organisationId: string,
    role: PortalRole,
    label: string,
    more: { organisationId: string; role: PortalRole }[] = [],
  ) =>
    signedInPerson(
      { base: INBOX_ORIGIN, origin: INBOX_ORIGIN, staff },
      {
        email: uniqueEmail(label.toLowerCase().replaceAll(" ", "-"), testInfo.project.name),
        name: label,
        memberships: [{ organisationId, role }, ...more],
      },
    );
  return { call, names, deal, alder, birch, sponsor, person };
}

/** A portal person's session in a browser context (its cookie under /portal/). */
export async function asPersonIn(context: BrowserContext, client: StaffClient) {
  await context.addCookies(
    [...client.cookies].map(([name, value]) => ({ name, value, url: `${INBOX_ORIGIN}/portal/` })),
  );
}

/** A quarter of the administrator's file: one line names no organisation on the deal. */
export function quarterFile(names: { alder: string; birch: string }): string {
  return [
    "organisation,date,kind,amount",
    `${names.alder},2026-01-15,contribution,250000.00`,
    `${names.birch},2026-01-15,contribution,750000.00`,
    `${names.alder},2026-03-31,nav,260000.00`,
    "Birch F.O. (administrator's spelling),2026-03-31,nav,780000.00",
  ].join("\n");
}
