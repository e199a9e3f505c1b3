import type { StaffUpdateView } from "#common/portal-person-api.ts";
import { contentCopy } from "../content-copy.ts";
import {
  apiRefusal,
  checkText,
  done,
  type FormProblem,
  type FormResult,
  refused,
  text,
} from "../form-result.ts";
import { portalApi, segment } from "../portal-client.ts";
import { undoCopy } from "../undo-copy.ts";

/** An update's title and text, as posting and editing both check them. */
export function updateText(form: FormData, problems: FormProblem[]) {
  return {
    title: checkText(form, "title", contentCopy.updates.title, 200, problems),
    bodyMd: checkText(form, "bodyMd", contentCopy.updates.body, 50_000, problems),
  };
}

/** An update edited or withdrawn from the deal's updates; null when the form was neither. */
export async function updateChangeAction(form: FormData, dealPath: string): Promise<FormResult | null> {
  const intent = text(form, "intent");
  const update = `${dealPath}/updates/${segment(text(form, "updateId"))}`;
  if (intent === "withdraw-update") {
    const answer = await portalApi<StaffUpdateView>(`${update}/withdrawal`, { method: "POST", body: {} });
    return answer.status === 200 ? done(intent, undoCopy.updates.withdrawnDone) : apiRefusal(intent, answer);
  }
  if (intent !== "edit-update") return null;
  const problems: FormProblem[] = [];
  const body = updateText(form, problems);
  if (problems.length) return refused(intent, problems);
  const answer = await portalApi<StaffUpdateView>(update, { method: "PATCH", body });
  return answer.status === 200 ? done(intent, undoCopy.updates.saved) : apiRefusal(intent, answer);
}
