import type { FastifyInstance } from "fastify";
import type { ReportingOverview, Valuation } from "#common/reporting-staff-api.ts";
import { bodyOf } from "#server/http/request-body.ts";
import { portalErrors } from "#server/portal/portal-errors.ts";
import { STAFF_ROUTE } from "#server/portal/route-table.ts";
import { recordPortalAudit } from "#server/portal/staff/audit-events.ts";
import { formatMoney } from "#server/reporting/engine/money.ts";
import { listBankDetails } from "../records/bank-details.ts";
import { insertCashFlow, valuations } from "../records/cash-flows.ts";
import { listNotices } from "../records/notices.ts";
import { organisationOf } from "../records/organisations.ts";
import { addPosition, currentPositions, positionHistory } from "../records/positions.ts";
import { dealHoldsMoney, readSettings, saveSettings } from "../records/settings.ts";
import { actorOf, dealOf, type ReportingDeps, reportingDealOf } from "./deps.ts";
import { reportingErrors } from "./errors.ts";
import { minorOf, positionInput, settingsInput, valuationInput } from "./inputs.ts";
import { bankDetailsView, noticeView, positionView, settingsView } from "./views.ts";

const BASE = "/deals/:dealId/reporting";

/** A deal's reporting at a glance, its settings, its raise and its NAVs. */
export function registerReportingRoutes(app: FastifyInstance, deps: ReportingDeps): void {
  app.get(BASE, STAFF_ROUTE, async (request): Promise<ReportingOverview> => {
    const dealId = await dealOf(deps, request);
    const settings = await readSettings(deps.sql, dealId);
    const bankDetails = (await listBankDetails(deps.sql, dealId)).map(bankDetailsView);
    if (!settings) return { settings: null, positions: [], notices: [], bankDetails };
    return {
      settings: settingsView(settings),
      positions: (await currentPositions(deps.sql, dealId)).map(positionView(settings.currency)),
      notices: (await listNotices(deps.sql, dealId)).map(noticeView(settings.currency)),
      bankDetails,
    };
  });

  app.put(`${BASE}/settings`, STAFF_ROUTE, async (request) => {
    const dealId = await dealOf(deps, request);
    const input = bodyOf(settingsInput, request);
    const before = await readSettings(deps.sql, dealId);
    if (before && before.currency !== input.currency && (await dealHoldsMoney(deps.sql, dealId)))
      throw reportingErrors.currencyFixed();
    const targetMinor = input.target === null ? null : minorOf(input.target, input.currency, "target");
    const settings = {
      dealId,
      currency: input.currency,
      targetMinor,
      showInvestorNames: input.showInvestorNames,
    };
    await saveSettings(deps.sql, settings, actorOf(request), new Date());
    const view = settingsView(settings);
    await recordPortalAudit(request, "portal_reporting_settings_changed", { dealId }, { ...view });
    return view;
  });

  app.get(`${BASE}/positions/history`, STAFF_ROUTE, async (request) => {
    const settings = await reportingDealOf(deps, request);
    return { items: (await positionHistory(deps.sql, settings.dealId)).map(positionView(settings.currency)) };
  });

  app.post(`${BASE}/positions`, STAFF_ROUTE, async (request, reply) => {
    const settings = await reportingDealOf(deps, request);
    const input = bodyOf(positionInput, request);
    if (!(await organisationOf(deps.sql, input.organisationId))) throw portalErrors.noOrganisation();
    const current = (await currentPositions(deps.sql, settings.dealId)).find(
      (position) => position.organisationId === input.organisationId,
    );
    // Funded without an amount keeps the commitment: what was committed is what is funded.
    const kept = input.stage === "funded" && current?.stage === "committed" ? current.amountMinor : null;
    const amountMinor = input.amount ? minorOf(input.amount, settings.currency, "amount") : kept;
    if (amountMinor === null && ["soft_circle", "committed", "funded"].includes(input.stage))
      throw reportingErrors.invalid("amount: soft circle, committed and funded take an amount.");
    const position = {
      organisationId: input.organisationId,
      stage: input.stage,
      amountMinor,
      day: input.date,
    };
    await addPosition(deps.sql, settings.dealId, position, actorOf(request), new Date());
    const dealId = settings.dealId;
    const amount = amountMinor === null ? null : formatMoney(amountMinor, settings.currency);
    await recordPortalAudit(
      request,
      "portal_raise_position_recorded",
      { dealId, organisationId: input.organisationId },
      { stage: input.stage, amount, date: input.date },
    );
    const now = await currentPositions(deps.sql, dealId);
    const recorded = now.find((row) => row.organisationId === input.organisationId);
    return reply.code(201).send(recorded ? positionView(settings.currency)(recorded) : null);
  });

  app.get(`${BASE}/valuations`, STAFF_ROUTE, async (request) => {
    const settings = await reportingDealOf(deps, request);
    const items = (await valuations(deps.sql, settings.dealId)).map(
      (row): Valuation => ({
        organisationId: row.organisationId,
        organisationName: row.organisationName,
        date: row.day,
        nav: formatMoney(row.navMinor, settings.currency),
      }),
    );
    return { items };
  });

  app.post(`${BASE}/valuations`, STAFF_ROUTE, async (request, reply) => {
    const settings = await reportingDealOf(deps, request);
    const input = bodyOf(valuationInput, request);
    const organisation = await organisationOf(deps.sql, input.organisationId);
    if (!organisation) throw portalErrors.noOrganisation();
    const navMinor = minorOf(input.nav, settings.currency, "nav");
    const dealId = settings.dealId;
    const flow = {
      dealId,
      organisationId: organisation.id,
      day: input.date,
      kind: "nav" as const,
      amountMinor: navMinor,
    };
    await insertCashFlow(deps.sql, flow, actorOf(request), new Date());
    const valuation: Valuation = {
      organisationId: organisation.id,
      organisationName: organisation.name,
      date: input.date,
      nav: formatMoney(navMinor, settings.currency),
    };
    await recordPortalAudit(
      request,
      "portal_valuation_recorded",
      { dealId, organisationId: organisation.id },
      {
        date: input.date,
        nav: valuation.nav,
      },
    );
    return reply.code(201).send(valuation);
  });
}
