import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { AccountView } from "#app/portal/reporting/account-view.tsx";
import { RaiseView } from "#app/portal/reporting/raise-view.tsx";
import { accountQueries } from "#app/portal/reporting/reporting-loader.ts";
import "#app/portal/reporting/reporting.css";
import { contentCopy } from "#app/staff/portal/content-copy.ts";
import { portalApi, read, requirePortal, segment } from "#app/staff/portal/portal-client.ts";
import { PreviewBanner } from "#app/staff/portal/view-as/preview-banner.tsx";
import { loadFailure } from "#app/ui/load-failure.ts";
import type { PortalPerson } from "#common/portal-api.ts";
import type { CapitalAccount } from "#common/reporting-api.ts";
import type { PersonNotices, SponsorRaise } from "#common/reporting-person-api.ts";
import { reportingCopy } from "./reporting-copy.ts";

type ViewAsReporting = { person: PortalPerson } & (
  | { view: "account"; account: CapitalAccount; notices: PersonNotices }
  | { view: "raise"; raise: SponsorRaise }
);

/** A deal's reporting as the person sees it (the server records the preview), read only. */
export async function viewAsReportingLoader({
  params,
  request,
}: LoaderFunctionArgs): Promise<ViewAsReporting> {
  await requirePortal();
  const person = await read<PortalPerson>(`/people/${segment(params.recordId)}`);
  const base = `/people/${segment(params.recordId)}/view-as/deals/${segment(params.dealId)}/reporting`;
  const query = accountQueries(request.url);
  const [raise, account] = await Promise.all([
    portalApi<SponsorRaise>(`${base}/raise`),
    portalApi<CapitalAccount>(`${base}/account${query.account}`),
  ]);
  // The server answers the raise to sponsors only: what the person sees first.
  if (raise.status === 200) return { person, view: "raise", raise: raise.body };
  if (account.status !== 200) loadFailure(account);
  return {
    person,
    view: "account",
    account: account.body,
    notices: await read<PersonNotices>(`${base}/notices${query.notices}`),
  };
}

export function ViewAsReportingScreen() {
  const page = useLoaderData() as ViewAsReporting;
  const deal = page.view === "account" ? page.account.dealName : page.raise.dealName;
  const preview = {
    banner: <PreviewBanner person={page.person} />,
    title: contentCopy.viewAs.title(page.person.name, `${deal} · ${reportingCopy.tab}`),
  };
  return page.view === "account" ? (
    <AccountView account={page.account} notices={page.notices} preview={preview} />
  ) : (
    <RaiseView raise={page.raise} preview={preview} />
  );
}
