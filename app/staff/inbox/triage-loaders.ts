import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router";
import { loadFailure as failure } from "#app/ui/load-failure.ts";
import type { InboxCapabilities, InboxPage, ViewCounts } from "#common/inbox-api.ts";
import { capabilities as serverCapabilities } from "../capabilities.ts";
import { triageApi } from "./triage-api.ts";
import { viewFrom } from "./view.ts";

export interface ListData {
  page: InboxPage;
  counts: ViewCounts | null;
  capabilities: InboxCapabilities;
  /** The server stopped this view's read at its time limit (503 `query_timeout`). */
  timedOut: boolean;
}

/** The list and the counts of the view in the address; the inquiry beside it loads apart. */
export async function listLoader({ request }: LoaderFunctionArgs): Promise<ListData> {
  const view = viewFrom(new URL(request.url).searchParams);
  const [page, counts, capabilities] = await Promise.all([
    triageApi.list(view),
    triageApi.counts(view),
    serverCapabilities(),
  ]);
  // A search stopped at the time limit is the search's fault, not the screen's: the list
  // stays, with its search field, and says what to change (list-notice.tsx).
  const timedOut = page.status === 503 && page.body.code === "query_timeout";
  if (page.status !== 200 && !timedOut) failure(page);
  return {
    timedOut,
    page: timedOut ? { items: [], nextCursor: null, liveFrom: null } : page.body,
    counts: counts.status === 200 && counts.body.statuses ? counts.body : null,
    capabilities,
  };
}

/**
 * Opening another inquiry changes only `id`: the list beside it stays as it is (and keeps
 * its selection and scroll). A change of view, a form sent, or an explicit revalidation
 * fetches it again.
 */
export function listShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  // Compared as views: "/inbox" and "/inbox/inquiry?status=new&id=…" show the same list.
  const view = (url: URL) => JSON.stringify(viewFrom(url.searchParams));
  return view(currentUrl) !== view(nextUrl) && defaultShouldRevalidate;
}

/** One inquiry with its newest history. */
export async function inquiryLoader({ request }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get("id") ?? "";
  const answer = await triageApi.inquiry(id);
  if (answer.status === 404 || answer.status === 400) return { inquiry: null };
  if (answer.status !== 200) failure(answer);
  return { inquiry: answer.body };
}
