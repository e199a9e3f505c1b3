import type { FastifyRequest } from "fastify";
import type { Receipt, TriageChange } from "#server/inbox/records/triage/types.ts";
import type { HistoryEntry, InboxFilter } from "#server/inbox/records/types.ts";
import type { SubmissionStore } from "#server/store/index.ts";
import { actionContext } from "./inbox-audit.ts";
import { inboxErrors } from "./inbox-error.ts";
import { triageMessages } from "./triage-text.ts";

/**
 * One change for these inquiries, all or none: an id that no longer exists is a 404 and
 * changes nothing; an owner who is not an active staff member is a 400.
 */
export async function applyChange(
  store: SubmissionStore,
  request: FastifyRequest,
  ids: readonly string[],
  change: TriageChange,
  detail: Record<string, unknown> = {},
  view?: InboxFilter,
): Promise<{ receipt: Receipt | null; entries: HistoryEntry[] }> {
  const outcome = await store.triage.change(ids, change, actionContext(request), detail, view);
  if ("invalidOwner" in outcome) throw inboxErrors.refused(400, "invalid_owner", triageMessages.noOwner);
  if ("missing" in outcome) {
    if (ids.length === 1) throw inboxErrors.notFound();
    throw inboxErrors.refused(404, "not_found", triageMessages.missing(outcome.missing));
  }
  return outcome;
}
