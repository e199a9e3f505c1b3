import { type BrowserContext, expect, type TestInfo } from "@playwright/test";
import type { PortalDeal, PortalGrant, PortalOrganisation } from "#common/portal-api.ts";
import { signedInPerson } from "#tests/support/portal/index.ts";
import { INBOX_ORIGIN, signedInContext, uniqueEmail } from "../inbox/staff-support.ts";
import { uniqueName } from "./portal-support.ts";

/**
 * A staff member signed in in `context`, and a deal an organisation reaches through a live
 * grant, with one person of it signed in with both factors (calling /portal/api as their
 * browser would).
 */
export async function undoSetting(context: BrowserContext, testInfo: TestInfo, label: string) {
  const staff = (await signedInContext(context, uniqueEmail(label, testInfo.project.name))).client;
  const call = async <T>(path: string, body?: unknown, method?: string) => {
    const answer = await staff.json<T>(`/inbox/api/portal${path}`, { body, method });
    expect(answer.status, path).toBeLessThan(300);
    return answer.body;
  };
  const names = {
    deal: uniqueName("Harbour Wind", testInfo),
    organisation: uniqueName("Alder Pension", testInfo),
    person: uniqueName("Ada Alder", testInfo),
  };
  const deal = await call<PortalDeal>("/deals", {
    name: names.deal,
    kind: "fund_raise",
    status: "marketing",
  });
  const organisation = await call<PortalOrganisation>("/organisations", {
    name: names.organisation,
    kind: "pension_fund",
  });
  const grant = await call<PortalGrant>(`/deals/${deal.id}/grants`, { organisationId: organisation.id });
  const person = await signedInPerson(
    { base: INBOX_ORIGIN, origin: INBOX_ORIGIN, staff },
    {
      email: uniqueEmail(`${label}-lp`, testInfo.project.name),
      name: names.person,
      memberships: [{ organisationId: organisation.id, role: "principal" }],
    },
  );
  const asPerson = <T>(path: string, body?: unknown) => person.client.json<T>(`/portal/api${path}`, { body });
  return { staff, call, names, deal, organisation, grant, person, asPerson };
}
