import { type LoaderFunctionArgs, redirect } from "react-router";
import type { CapitalAccount } from "#common/reporting-api.ts";
import type { PersonNotices, SponsorRaise } from "#common/reporting-person-api.ts";
import { answerOf } from "../answers.ts";
import { api } from "../api.ts";
import { termsPath } from "../layout/paths.ts";

export const reportingApi = (dealId: string) => `/deals/${encodeURIComponent(dealId)}/reporting`;

export type ReportingPage =
  | { view: "account"; account: CapitalAccount; notices: PersonNotices }
  | { view: "raise"; raise: SponsorRaise };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An investor's capital account (as of the chosen day) and notices; a sponsor, whose
 * organisation is the deal's GP or project sponsor, gets the raise instead (the server
 * answers the raise to sponsors only). The three reads go out together.
 */
export async function reportingLoader({ request, params }: LoaderFunctionArgs): Promise<ReportingPage> {
  const base = reportingApi(params.dealId ?? "");
  const asOf = new URL(request.url).searchParams.get("asOf") ?? "";
  const query = DAY.test(asOf) ? `?${new URLSearchParams({ asOf })}` : "";
  const [raise, account, notices] = await Promise.all([
    api<SponsorRaise>(`${base}/raise`),
    api<CapitalAccount>(`${base}/account${query}`),
    api<PersonNotices>(`${base}/notices`),
  ]);
  if (raise.status === 200) return { view: "raise", raise: raise.body };
  if (account.status === 403 && account.body.code === "terms_required")
    throw redirect(termsPath(params.dealId ?? ""));
  return { view: "account", account: answerOf(account, request), notices: answerOf(notices, request) };
}
