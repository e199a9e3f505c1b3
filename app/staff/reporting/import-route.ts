import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";
import { apiRefusal, type FormResult, refused, text } from "#app/staff/portal/form-result.ts";
import { requirePortal, segment } from "#app/staff/portal/portal-client.ts";
import type { ReportingImport, ReportingOverview } from "#common/reporting-staff-api.ts";
import { dealOrganisations } from "./overview-route.ts";
import { readReporting, reportingHref, reportingPath, send, upload } from "./reporting-client.ts";
import { reportingCopy as copy } from "./reporting-copy.ts";

/** The upload form needs nothing but the portal. */
export async function uploadLoader(): Promise<null> {
  await requirePortal();
  return null;
}

/** The administrator's file sent whole; its preview (match table) opens next. */
export async function uploadAction({ request, params }: ActionFunctionArgs): Promise<FormResult | Response> {
  const file = (await request.formData()).get("file");
  if (!(file instanceof File) || file.size === 0)
    return refused("upload", [{ field: "file", message: copy.imports.noFile }]);
  const answer = await upload(reportingPath(params.recordId, "/imports"), file);
  if (answer.status !== 201) return apiRefusal("upload", answer as never, "file");
  return redirect(
    reportingHref(params.recordId ?? "", `/imports/${encodeURIComponent(String(answer.body.id))}`),
  );
}

export interface ImportPreview {
  preview: ReportingImport;
  currency: string;
  organisations: { id: string; name: string }[];
}

export async function importLoader({ params }: LoaderFunctionArgs): Promise<ImportPreview> {
  await requirePortal();
  const [preview, overview, organisations] = await Promise.all([
    readReporting<ReportingImport>(params.recordId, `/imports/${segment(params.importId)}`),
    readReporting<ReportingOverview>(params.recordId),
    dealOrganisations(params.recordId),
  ]);
  return { preview, currency: overview.settings?.currency ?? "USD", organisations };
}

/** Matches saved, the import applied whole, or undone as one step. */
export async function importAction({ request, params }: ActionFunctionArgs): Promise<FormResult> {
  const form = await request.formData();
  const intent = text(form, "intent");
  const path = reportingPath(params.recordId, `/imports/${segment(params.importId)}`);
  if (intent === "matches") {
    const matches = [...form.entries()]
      .filter(([name, value]) => name.startsWith("line-") && value !== "")
      .map(([name, value]) => ({ line: Number(name.slice(5)), organisationId: String(value) }));
    return send(intent, `${path}/matches`, { matches }, copy.imports.matchesSaved, "PUT");
  }
  if (intent === "apply") return send(intent, `${path}/apply`, {}, copy.imports.applied);
  if (intent === "undo") return send(intent, `${path}/undo`, {}, copy.imports.undone);
  return refused("unknown", [{ message: copy.generic }]);
}
