import type { FastifyInstance } from "fastify";
import type { CapitalAccount } from "#common/reporting-api.ts";
import { portalErrors } from "#server/portal/portal-errors.ts";
import { paramOf } from "#server/portal/request-input.ts";
import { STAFF_ROUTE } from "#server/portal/route-table.ts";
import { recordPortalAudit } from "#server/portal/staff/audit-events.ts";
import { capitalAccount } from "#server/reporting/engine/capital-account.ts";
import { accountFlows, engineFlows } from "../records/cash-flows.ts";
import { organisationOf } from "../records/organisations.ts";
import { commitments } from "../records/positions.ts";
import { type ReportingDeps, reportingDealOf } from "./deps.ts";
import { reportingErrors } from "./errors.ts";
import { asOfQuery } from "./inputs.ts";

const today = () => new Date().toISOString().slice(0, 10);

/** Staff's own view of an organisation's capital account, as of a day (today by default). */
export function registerAccountRoute(app: FastifyInstance, deps: ReportingDeps): void {
  app.get("/deals/:dealId/reporting/capital-accounts/:organisationId", STAFF_ROUTE, async (request) => {
    const settings = await reportingDealOf(deps, request);
    const organisationId = paramOf(request, "organisationId", portalErrors.noOrganisation);
    const query = asOfQuery.safeParse(request.query ?? {});
    if (!query.success) throw reportingErrors.invalid("asOf: a day as YYYY-MM-DD.");
    const asOf = query.data.asOf ?? today();
    const [deal, organisation] = [
      await deps.records.getDeal(settings.dealId),
      await organisationOf(deps.sql, organisationId),
    ];
    if (!deal || !organisation) throw portalErrors.noOrganisation();
    const commitment = (await commitments(deps.sql, settings.dealId)).find(
      (row) => row.organisationId === organisationId,
    );
    const flows = await accountFlows(deps.sql, settings.dealId, organisationId, asOf);
    const figures = capitalAccount({
      currency: settings.currency,
      commitment: commitment?.amountMinor ?? 0n,
      asOf,
      flows: engineFlows(flows),
    });
    const account: CapitalAccount = {
      dealId: settings.dealId,
      dealName: deal.name,
      organisationId,
      organisationName: organisation.name,
      organisations: [{ id: organisation.id, name: organisation.name }],
      ...figures,
    };
    await recordPortalAudit(
      request,
      "portal_capital_account_viewed",
      { dealId: settings.dealId, organisationId },
      { asOf },
    );
    return account;
  });
}
