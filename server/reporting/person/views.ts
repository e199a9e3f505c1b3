import type { CapitalAccount } from "#common/reporting-api.ts";
import type { PersonNotices, SponsorRaise } from "#common/reporting-person-api.ts";
import { ApiError } from "#server/http/api-error.ts";
import type { Viewer } from "#server/portal/access.ts";
import { portalErrors } from "#server/portal/portal-errors.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import type { Sql } from "#server/store/sql.ts";
import { capitalAccount } from "../engine/capital-account.ts";
import { formatMoney } from "../engine/money.ts";
import { approvedBankDetails } from "../records/bank-details.ts";
import { accountFlows, engineFlows } from "../records/cash-flows.ts";
import { organisationsOf } from "../records/organisations.ts";
import { commitmentAsOf, engagement, ownNotices, replacedEarlierDetails } from "../records/person-reads.ts";
import { positionHistory } from "../records/positions.ts";
import { readSettings } from "../records/settings.ts";
import { type ReportingQuery, seesBankDetails } from "./query.ts";
import { sponsorRaise } from "./raise.ts";

// What investors and sponsors see of a deal's figures, as functions of the records and the
// access rule's Viewer: the person's own routes and staff's "view as" call the same ones.

export interface ReportingDeps {
  records: Pick<PortalRecords, "getDeal" | "accessPaths" | "accessEnded" | "termsState">;
  sql: Sql;
}

/** A deal whose figures staff have not set up (no currency yet): there is nothing to show. */
const noReporting = () => new ApiError(404, "no_reporting", "This deal has no figures to show yet.");

/** Bank details that replaced others are flagged for this long. */
export const CHANGE_FLAGGED_MS = 30 * 24 * 3600 * 1000;

async function dealAndSettings(deps: ReportingDeps, dealId: string) {
  const [deal, settings] = await Promise.all([deps.records.getDeal(dealId), readSettings(deps.sql, dealId)]);
  if (!deal) throw portalErrors.access(404, "not_found");
  if (!settings) throw noReporting();
  return { deal, settings };
}

export async function accountFor(
  deps: ReportingDeps,
  viewer: Viewer,
  organisationId: string,
  { asOf }: ReportingQuery,
): Promise<CapitalAccount> {
  // Every read at once: on PostgreSQL each takes its own connection, so the page waits for
  // the slowest read instead of the sum of two rounds.
  const [{ deal, settings }, organisations, commitment, flows] = await Promise.all([
    dealAndSettings(deps, viewer.dealId),
    organisationsOf(deps.sql, viewer.through),
    commitmentAsOf(deps.sql, viewer.dealId, organisationId, asOf),
    accountFlows(deps.sql, viewer.dealId, organisationId, asOf),
  ]);
  const figures = capitalAccount({
    currency: settings.currency,
    commitment,
    asOf,
    flows: engineFlows(flows),
  });
  return {
    dealId: deal.id,
    dealName: deal.name,
    organisationId,
    organisationName: organisations.find((organisation) => organisation.id === organisationId)?.name ?? "",
    ...figures,
    organisations: organisations.map(({ id, name }) => ({ id, name })),
  };
}

export async function noticesFor(
  deps: ReportingDeps,
  viewer: Viewer,
  organisationId: string,
  now: Date,
): Promise<PersonNotices> {
  const { settings } = await dealAndSettings(deps, viewer.dealId);
  const withDetails = seesBankDetails(viewer, organisationId);
  const [notices, details, replaced] = await Promise.all([
    ownNotices(deps.sql, viewer.dealId, organisationId),
    withDetails ? approvedBankDetails(deps.sql, viewer.dealId) : null,
    withDetails ? replacedEarlierDetails(deps.sql, viewer.dealId) : false,
  ]);
  const answer: PersonNotices = {
    dealId: viewer.dealId,
    organisationId,
    currency: settings.currency,
    notices: notices.map(({ day, dueDay, amountMinor, ...notice }) => ({
      ...notice,
      date: day,
      dueDate: dueDay,
      amount: formatMoney(amountMinor, settings.currency),
    })),
  };
  if (!withDetails) return answer;
  const approvedAt = details?.approvedAt ?? null;
  answer.bankDetails =
    details && approvedAt
      ? {
          accountName: details.accountName,
          bankName: details.bankName,
          iban: details.iban,
          bic: details.bic,
          reference: details.reference,
          approvedAt,
          changedRecently: replaced && now.getTime() - Date.parse(approvedAt) < CHANGE_FLAGGED_MS,
        }
      : null;
  return answer;
}

/** The raise as a sponsor sees it: only through a GP or project-sponsor organisation. */
export async function raiseFor(deps: ReportingDeps, viewer: Viewer): Promise<SponsorRaise> {
  // The reads run at once, the sponsor check among them; nothing is answered before it passes.
  const [kinds, dealAndItsSettings, history, counts] = await Promise.all([
    organisationsOf(deps.sql, viewer.through),
    dealAndSettings(deps, viewer.dealId).catch((error: unknown) => error as Error),
    positionHistory(deps.sql, viewer.dealId),
    engagement(deps.sql, viewer.dealId),
  ]);
  if (!kinds.some((org) => org.kind === "gp" || org.kind === "project_sponsor"))
    throw portalErrors.access(403, "not_allowed");
  if (dealAndItsSettings instanceof Error) throw dealAndItsSettings;
  const { deal, settings } = dealAndItsSettings;
  return sponsorRaise(deal, settings, history, counts);
}
