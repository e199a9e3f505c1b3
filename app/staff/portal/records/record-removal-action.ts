import { redirect } from "react-router";
import type { RecordImpact } from "#common/portal-undo-api.ts";
import { apiRefusal, done, type FormResult, text } from "../form-result.ts";
import { portalApi, segment } from "../portal-client.ts";
import { undoCopy } from "../undo-copy.ts";

/** Archive, bring back or delete a deal or an organisation; null when the form was none of these. */
export async function recordRemovalAction(
  form: FormData,
  kind: "deal" | "organisation",
  id: string,
): Promise<FormResult | Response | null> {
  const intent = text(form, "intent");
  const path = `/${kind}s/${segment(id)}`;
  if (intent === "archive" || intent === "unarchive") {
    const answer = await portalApi<RecordImpact>(
      `${path}/archive`,
      intent === "archive" ? { method: "POST", body: {} } : { method: "DELETE" },
    );
    if (answer.status !== 200) return apiRefusal(intent, answer);
    return done(intent, intent === "archive" ? undoCopy.records.archiveDone : undoCopy.records.unarchived);
  }
  if (intent !== "delete") return null;
  const answer = await portalApi(path, { method: "DELETE" });
  // Gone: its screen has nothing left to show, so back to the list it was in.
  return answer.status === 204 ? redirect(`/inbox/portal/${kind}s`) : apiRefusal(intent, answer);
}
