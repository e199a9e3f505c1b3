import { INQUIRY_STATUSES, type InquiryStatus, VIEW_PARAMS } from "../../../common/inbox-api.ts";

/** The list's view, exactly as the address bar holds it: back, forward and shared links restore it. */
export interface View {
  status: InquiryStatus | undefined;
  owner: string;
  type: string;
  size: string;
  from: string;
  to: string;
  q: string;
  cursor: string;
}

export const LIST_PATH = "/inbox";

export function viewFrom(search: URLSearchParams): View {
  const status = search.get("status");
  return {
    // No status in the address means the New tab: every inquiry starts there.
    status: INQUIRY_STATUSES.includes(status as InquiryStatus) ? (status as InquiryStatus) : "new",
    owner: search.get("owner") ?? "",
    type: search.get("type") ?? "",
    size: search.get("size") ?? "",
    from: search.get("from") ?? "",
    to: search.get("to") ?? "",
    q: search.get("q") ?? "",
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

/** The API's query for a view: dates typed as days become instants at the viewer's midnight. */
export function apiQuery(view: View, extra: Record<string, string> = {}): string {
  const params = viewParams({ ...view, from: "", to: "" });
  if (view.from) params.set("from", new Date(`${view.from}T00:00:00`).toISOString());
  // "Until" a day includes that whole day.
  if (view.to)
    params.set("to", new Date(new Date(`${view.to}T00:00:00`).getTime() + 86_400_000).toISOString());
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params.toString();
}
