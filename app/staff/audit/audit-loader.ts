import type { LoaderFunctionArgs } from "react-router";
import { loadFailure } from "#app/ui/load-failure.ts";
import type { InboxAuditPage } from "#common/inbox-api.ts";
import { api } from "../api.ts";

/** The portal records the log can be read by; their ids come in the address (links from their screens). */
export const AUDIT_RECORDS = ["deal", "organisation", "person"] as const;

/** A day typed in a date field ("2026-11-23") as the instant its midnight is for the viewer. */
function midnight(day: string, plusDays = 0): string | null {
  const at = new Date(`${day}T00:00:00`).getTime();
  return Number.isNaN(at) ? null : new Date(at + plusDays * 86_400_000).toISOString();
}

/**
 * The API's query for the filters in the address: days become instants at the viewer's
 * midnight, and "until" includes its whole day. A date the address mangled is left out
 * rather than failing the screen.
 */
export function auditQuery(search: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  const actor = search.get("actor");
  const from = midnight(search.get("from") ?? "");
  const to = midnight(search.get("to") ?? "", 1);
  const before = search.get("before");
  if (actor) query.set("actor", actor);
  for (const record of AUDIT_RECORDS) {
    const id = search.get(record);
    if (id) query.set(record, id);
  }
  if (from) query.set("from", from);
  if (to) query.set("to", to);
  if (before) query.set("before", before);
  return query;
}

/** One page of the log for the filters in the address; a failure is the route's error. */
export async function auditLoader({ request }: LoaderFunctionArgs): Promise<InboxAuditPage> {
  const answer = await api<InboxAuditPage>(`/audit?${auditQuery(new URL(request.url).searchParams)}`);
  if (answer.status !== 200) loadFailure(answer);
  return answer.body;
}
