import type { LoaderFunctionArgs } from "react-router";
import type { PortalList } from "#common/portal-api.ts";
import type { WaitingQuestions } from "#common/portal-undo-api.ts";
import { portalApi, read, requirePortal } from "../portal-client.ts";
import type { RecordKind } from "../portal-copy.ts";

/** The list's query from the address: the words searched for and the page (a cursor). */
export function listQuery(search: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  const q = search.get("q")?.trim().slice(0, 100);
  const cursor = search.get("cursor");
  if (q) query.set("q", q);
  if (cursor) query.set("cursor", cursor);
  // A picker asks only for records one can still choose (not archived).
  if (search.get("state") === "active") query.set("state", "active");
  return query;
}

/** The questions waiting for an answer; null when they cannot be read (the section still shows). */
export async function waitingLoader(): Promise<WaitingQuestions | null> {
  const answer = await portalApi<WaitingQuestions>("/questions/waiting");
  return answer.status === 200 ? answer.body : null;
}

/** A page of deals, organisations or people for the words and page in the address. */
export function listLoader(kind: RecordKind) {
  return async ({ request }: LoaderFunctionArgs): Promise<PortalList<unknown>> => {
    await requirePortal();
    return read(`/${kind}?${listQuery(new URL(request.url).searchParams)}`);
  };
}
