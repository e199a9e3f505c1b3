import type { ActionFunctionArgs } from "react-router";
import type { ActionReceipt, InboxHistoryEntry } from "#common/inbox-api.ts";
import { triageApi } from "../triage-api.ts";
import { triageCopy } from "../triage-copy.ts";

export type InquiryActionResult =
  | { intent: "note" | "reply"; ok: true; entry: InboxHistoryEntry; receipt: ActionReceipt | null }
  | { intent: "note" | "reply"; ok: false; error: string; mailNotConfigured?: boolean };

/**
 * The inquiry's forms post here: an internal note, or a reply. A reply carries the
 * requestId its composer made, so a second click or a retried request sends it once.
 */
export async function inquiryAction({ request }: ActionFunctionArgs): Promise<InquiryActionResult> {
  const id = new URL(request.url).searchParams.get("id") ?? "";
  const form = await request.formData();
  const intent = form.get("intent") === "reply" ? "reply" : "note";
  const body = String(form.get("body") ?? "");
  if (intent === "note") {
    const answer = await triageApi.addNote(id, body);
    return answer.status === 201
      ? { intent, ok: true, entry: answer.body, receipt: null }
      : { intent, ok: false, error: errorText(answer.status, answer.body.message) };
  }
  const answer = await triageApi.reply(id, String(form.get("requestId") ?? ""), body);
  if (answer.status === 200 || answer.status === 201)
    return { intent, ok: true, entry: answer.body.entry, receipt: answer.body.action };
  return {
    intent,
    ok: false,
    error:
      answer.body.code === "mail_not_configured"
        ? triageCopy.composer.noMail
        : errorText(answer.status, answer.body.message),
    mailNotConfigured: answer.body.code === "mail_not_configured",
  };
}

function errorText(status: number, message: string | undefined): string {
  if (status === 0) return triageCopy.errors.offline;
  return message ?? triageCopy.errors.generic;
}
