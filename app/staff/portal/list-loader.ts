import type { LoaderFunctionArgs } from "react-router";
import type { PortalList } from "../../../common/portal-api.ts";
import { read, requirePortal } from "./portal-client.ts";
import type { RecordKind } from "./portal-copy.ts";

/** The list's query from the address: the words searched for and the page (a cursor). */
export function listQuery(search: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  const q = search.get("q")?.trim().slice(0, 100);
  const cursor = search.get("cursor");
  if (q) query.set("q", q);
  if (cursor) query.set("cursor", cursor);
  return query;
}

/** A page of deals, organisations or people for the words and page in the address. */
export function listLoader(kind: RecordKind) {
  return async ({ request }: LoaderFunctionArgs): Promise<PortalList<unknown>> => {
    await requirePortal();
    return read(`/${kind}?${listQuery(new URL(request.url).searchParams)}`);
  };
}
