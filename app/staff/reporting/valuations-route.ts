import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { type FormResult, text } from "#app/staff/portal/form-result.ts";
import { requirePortal } from "#app/staff/portal/portal-client.ts";
import type { ReportingOverview as StaffReporting, Valuation } from "#common/reporting-staff-api.ts";
import { readReporting, reportingPath, send } from "./reporting-client.ts";
import { reportingCopy as copy } from "./reporting-copy.ts";
import { listOf } from "./reporting-views.ts";

export interface Valuations {
  valuations: Valuation[];
  currency: string;
  organisations: { id: string; name: string }[];
}

/** Each organisation's NAV per quarter, and whom a new one can be recorded for. */
export async function valuationsLoader({ params }: LoaderFunctionArgs): Promise<Valuations> {
  await requirePortal();
  const [list, overview] = await Promise.all([
    readReporting<Valuation[] | Record<string, Valuation[]>>(params.recordId, "/valuations"),
    readReporting<StaffReporting>(params.recordId),
  ]);
  return {
    valuations: listOf(list, "items"),
    currency: overview.settings?.currency ?? "USD",
    organisations: overview.positions.map((p) => ({ id: p.organisationId, name: p.organisationName })),
  };
}

export async function valuationsAction({ request, params }: ActionFunctionArgs): Promise<FormResult> {
  const form = await request.formData();
  return send(
    "valuation",
    reportingPath(params.recordId, "/valuations"),
    { organisationId: text(form, "organisationId"), date: text(form, "date"), nav: text(form, "nav") },
    copy.valuations.saved,
  );
}
