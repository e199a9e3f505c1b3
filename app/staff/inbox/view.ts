import { INQUIRY_STATUSES, type InquiryStatus, OWNER_VIEWS, VIEW_PARAMS } from "#common/inbox-api.ts";

/** A status tab, or "all": every status at once. */
export type StatusTab = InquiryStatus | "all";

/** The list's view, exactly as the address bar holds it: back, forward and shared links restore it. */
export interface View {
  status: StatusTab;
  owner: string;
  type: string;
  size: string;
  from: string;
  to: string;
  q: string;
  cursor: string;
}

export const LIST_PATH = "/inbox";
export const INQUIRY_PATH = "/inbox/inquiry";
/** The filters folded behind the one "Filters" control (search and tabs stay in view). */
export const FILTER_PARAMS = ["type", "size", "from", "to"] as const;

export function viewFrom(search: URLSearchParams): View {
  const status = search.get("status");
  const owner = search.get("owner") ?? "";
  const q = search.get("q") ?? "";
  const chosen = status === "all" || INQUIRY_STATUSES.includes(status as InquiryStatus);
  return {
    // Without a tab in the address a search covers every status; the plain list starts at New.
    status: chosen ? (status as StatusTab) : q ? "all" : "new",
    owner: (OWNER_VIEWS as readonly string[]).includes(owner) ? owner : "",
    type: search.get("type") ?? "",
    size: search.get("size") ?? "",
    from: search.get("from") ?? "",
    to: search.get("to") ?? "",
    q,
    cursor: search.get("cursor") ?? "",
  };
}

/** Search parameters of a view; empty values are left out. */
export function viewParams(view: Partial<View>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of VIEW_PARAMS) {
    const value = view[name];
    if (value) params.set(name, value);
  }
  return params;
}

export function viewPath(view: Partial<View>): string {
  const query = viewParams(view).toString();
  return query ? `${LIST_PATH}?${query}` : LIST_PATH;
}

/** One inquiry opened from a view: the view stays in the address, so the list beside it holds. */
export function inquiryPath(id: string, view: Partial<View>): string {
  const params = viewParams(view);
  params.set("id", id);
  return `${INQUIRY_PATH}?${params}`;
}

/** The API's query for a view: dates typed as days become instants at the viewer's midnight. */
export function apiParams(view: View, extra: Record<string, string> = {}): URLSearchParams {
  const params = viewParams({
    ...view,
    status: view.status === "all" ? undefined : view.status,
    from: "",
    to: "",
  } as Partial<View>);
  if (view.from) params.set("from", new Date(`${view.from}T00:00:00`).toISOString());
  // "Until" a day includes that whole day.
  if (view.to)
    params.set("to", new Date(new Date(`${view.to}T00:00:00`).getTime() + 86_400_000).toISOString());
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params;
}

export function apiQuery(view: View, extra: Record<string, string> = {}): string {
  return apiParams(view, extra).toString();
}

/** Does an inquiry of this status still belong in the view's tab? */
export function statusFits(view: View, status: InquiryStatus): boolean {
  return view.status === "all" || view.status === status;
}
