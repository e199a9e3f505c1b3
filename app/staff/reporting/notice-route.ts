import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";
import { type FormResult, refused, text } from "#app/staff/portal/form-result.ts";
import { requirePortal, segment } from "#app/staff/portal/portal-client.ts";
import type { ReportingNotice, ReportingSettings } from "#common/reporting-api.ts";
import type { ReportingOverview as StaffReporting } from "#common/reporting-staff-api.ts";
import { readReporting, reportingHref, reportingPath, send } from "./reporting-client.ts";
import { reportingCopy as copy } from "./reporting-copy.ts";

export interface NoticeReview {
  notice: ReportingNotice;
  settings: ReportingSettings | null;
}

/** A call or distribution with its allocation table, to review before it is published. */
export async function noticeLoader({ params }: LoaderFunctionArgs): Promise<NoticeReview> {
  await requirePortal();
  const [notice, overview] = await Promise.all([
    readReporting<ReportingNotice>(params.recordId, `/notices/${segment(params.noticeId)}`),
    readReporting<StaffReporting>(params.recordId),
  ]);
  return { notice, settings: overview.settings };
}

/** Publish the reviewed draft, or delete it (back to the deal's reporting). */
export async function noticeAction({ request, params }: ActionFunctionArgs): Promise<FormResult | Response> {
  const intent = text(await request.formData(), "intent");
  const path = reportingPath(params.recordId, `/notices/${segment(params.noticeId)}`);
  if (intent === "publish") return send(intent, `${path}/publish`, {}, copy.review.published);
  if (intent === "delete") {
    const answer = await send(intent, path, undefined, "", "DELETE");
    return answer.ok ? redirect(reportingHref(params.recordId ?? "")) : answer;
  }
  return refused("unknown", [{ message: copy.generic }]);
}
