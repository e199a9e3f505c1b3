import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";
import { type FormResult, refused, text } from "#app/staff/portal/form-result.ts";
import { read, requirePortal, segment } from "#app/staff/portal/portal-client.ts";
import type { PortalDealAccess } from "#common/portal-api.ts";
import type { RaisePosition, ReportingNotice } from "#common/reporting-api.ts";
import type { ReportingOverview as StaffReporting } from "#common/reporting-staff-api.ts";
import { readReporting, reportingHref, reportingPath, send } from "./reporting-client.ts";
import { reportingCopy as copy } from "./reporting-copy.ts";
import { listOf } from "./reporting-views.ts";

export interface Overview extends StaffReporting {
  history: RaisePosition[];
  organisations: { id: string; name: string }[];
}

/** The deal's reporting: settings, the raise with each organisation's history, notices, bank details. */
export async function overviewLoader({ params }: LoaderFunctionArgs): Promise<Overview> {
  await requirePortal();
  const [overview, history, organisations] = await Promise.all([
    readReporting<StaffReporting>(params.recordId),
    readReporting<RaisePosition[] | Record<string, RaisePosition[]>>(params.recordId, "/positions/history"),
    dealOrganisations(params.recordId),
  ]);
  return { ...overview, history: listOf(history, "items"), organisations };
}

/** The organisations that can take part in the deal's reporting: those granted access, by name. */
export async function dealOrganisations(dealId: string | undefined): Promise<{ id: string; name: string }[]> {
  const access = await read<PortalDealAccess>(`/deals/${segment(dealId)}/access`);
  const organisations = new Map<string, string>();
  for (const grant of access.grants) organisations.set(grant.organisation.id, grant.organisation.name);
  return [...organisations].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

const optional = (value: string) => (value === "" ? undefined : value);

/** Settings saved, a stage recorded, a notice drafted (then reviewed), bank details entered, approved or withdrawn. */
export async function overviewAction({
  request,
  params,
}: ActionFunctionArgs): Promise<FormResult | Response> {
  const form = await request.formData();
  const intent = text(form, "intent");
  const dealId = params.recordId ?? "";
  const path = (rest: string) => reportingPath(dealId, rest);
  switch (intent) {
    case "settings":
      return send(
        intent,
        path("/settings"),
        {
          currency: text(form, "currency").toUpperCase(),
          target: optional(text(form, "target")) ?? null,
          showInvestorNames: form.get("showInvestorNames") === "on",
        },
        copy.settings.saved,
        "PUT",
      );
    case "position": {
      const stage = text(form, "stage");
      const name = text(form, "organisationName");
      return send(
        intent,
        path("/positions"),
        {
          organisationId: text(form, "organisationId"),
          stage,
          amount: optional(text(form, "amount")),
          date: text(form, "date"),
        },
        copy.raise.recordedDone(name, copy.raise.stages[stage as keyof typeof copy.raise.stages] ?? stage),
      );
    }
    case "notice": {
      const kind = text(form, "kind");
      const answer = await send(
        intent,
        path("/notices"),
        {
          kind,
          date: text(form, "date"),
          dueDate: kind === "call" ? optional(text(form, "dueDate")) : undefined,
          total: optional(text(form, "total")),
          percentOfCommitments: optional(text(form, "percentOfCommitments")),
          purpose: kind === "call" ? optional(text(form, "purpose")) : undefined,
          distributionType: kind === "distribution" ? optional(text(form, "distributionType")) : undefined,
        },
        "",
      );
      if (!answer.ok) return answer;
      return redirect(
        reportingHref(dealId, `/notices/${encodeURIComponent((answer.body as ReportingNotice).id)}`),
      );
    }
    case "bank":
      return send(
        intent,
        path("/bank-details"),
        Object.fromEntries(
          ["accountName", "bankName", "iban", "bic", "reference"].map((key) => [key, text(form, key)]),
        ),
        copy.bank.entered,
      );
    case "approve":
      return send(
        intent,
        path(`/bank-details/${segment(text(form, "bankDetailsId"))}/approve`),
        {},
        copy.bank.approved,
      );
    case "withdraw":
      return send(
        intent,
        path(`/bank-details/${segment(text(form, "bankDetailsId"))}`),
        undefined,
        copy.bank.withdrawn,
        "DELETE",
      );
    default:
      return refused("unknown", [{ message: copy.generic }]);
  }
}
