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
const RECORD_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * The capital account's and the notices' queries from the page's address: the day and the
 * organisation chosen (a person may reach a deal through several), when well formed.
 */
export function accountQueries(url: string): { account: string; notices: string } {
  const params = new URL(url).searchParams;
  const asOf = params.get("asOf") ?? "";
  const organisationId = params.get("organisation") ?? "";
  const chosen: [string, string][] = RECORD_ID.test(organisationId)
    ? [["organisationId", organisationId]]
    : [];
  const query = (pairs: [string, string][]) => (pairs.length > 0 ? `?${new URLSearchParams(pairs)}` : "");
  const day: [string, string][] = DAY.test(asOf) ? [["asOf", asOf]] : [];
  return { account: query([...day, ...chosen]), notices: query(chosen) };
}

/**
 * An investor's capital account (as of the chosen day) and notices; a sponsor, whose
 * organisation is the deal's GP or project sponsor, gets the raise instead (the server
 * answers the raise to sponsors only). The three reads go out together.
 */
export async function reportingLoader({ request, params }: LoaderFunctionArgs): Promise<ReportingPage> {
  const base = reportingApi(params.dealId ?? "");
  const query = accountQueries(request.url);
  const [raise, account, notices] = await Promise.all([
    api<SponsorRaise>(`${base}/raise`),
    api<CapitalAccount>(`${base}/account${query.account}`),
    api<PersonNotices>(`${base}/notices${query.notices}`),
  ]);
  if (raise.status === 200) return { view: "raise", raise: raise.body };
  if (account.status === 403 && account.body.code === "terms_required")
    throw redirect(termsPath(params.dealId ?? ""));
  return { view: "account", account: answerOf(account, request), notices: answerOf(notices, request) };
}
