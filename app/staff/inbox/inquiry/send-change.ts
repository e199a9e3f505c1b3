import type { ActionReceipt, BulkChange, StaffMember } from "#common/inbox-api.ts";
import { triageApi } from "../triage-api.ts";
import { triageCopy } from "../triage-copy.ts";
import { apiParams, type View } from "../view.ts";

/** What an action is for: some inquiries by id, or every inquiry the view matches. */
export type Target = { ids: string[] } | { view: View };

export interface ChangeResult {
  ok: boolean;
  text: string;
  receipt: ActionReceipt | null;
}

/** The view as the bulk route takes it: the list's own API parameters, without the page. */
function bulkView(view: View): Record<string, string> {
  const params = apiParams({ ...view, cursor: "" });
  return Object.fromEntries(params);
}

function describeChange(change: BulkChange, owner: StaffMember | null | undefined): string {
  if ("status" in change) return triageCopy.statusDone[change.status];
  return triageCopy.assign.done(owner?.name ?? null);
}

/**
 * Sends one change in one request: a single inquiry through its own route, several (or a
 * whole view) through the bulk route. Answers what to announce and the undo receipt.
 */
export async function sendChange(
  target: Target,
  change: BulkChange,
  owner?: StaffMember | null,
): Promise<ChangeResult> {
  const single = "ids" in target && target.ids.length === 1 ? target.ids[0] : undefined;
  const answer = single
    ? "status" in change
      ? await triageApi.setStatus(single, change.status)
      : await triageApi.setOwner(single, change.ownerId)
    : await triageApi.bulk(
        "ids" in target ? { ids: target.ids, set: change } : { view: bulkView(target.view), set: change },
      );
  if (answer.status !== 200) {
    const text =
      answer.status === 0 ? triageCopy.errors.offline : (answer.body.message ?? triageCopy.errors.generic);
    return { ok: false, text, receipt: null };
  }
  const receipt = answer.body.action;
  const what = describeChange(change, owner);
  const count = receipt?.changed.length ?? 0;
  return { ok: true, text: single ? what : triageCopy.bulk.done(what, count), receipt };
}
