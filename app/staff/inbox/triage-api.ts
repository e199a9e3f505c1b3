import type {
  InboxHistoryEntry,
  InboxInquiry,
  InboxPage,
  InquiryStatus,
  StatusCounts,
  ViewCounts,
} from "../../../common/inbox-api.ts";
import { type ApiResult, api } from "../api.ts";
import { apiQuery, type View } from "./view.ts";

/** The inbox API's calls, typed; each answers the status and the JSON body. */
export const triageApi = {
  list: (view: View): Promise<ApiResult<InboxPage>> => api(`/inquiries?${apiQuery(view)}`),
  counts: async (): Promise<ApiResult<StatusCounts>> => {
    const result = await api<ViewCounts>("/counts");
    return { status: result.status, body: result.body.statuses ?? result.body };
  },
  inquiry: (id: string): Promise<ApiResult<InboxInquiry>> => api(`/inquiries/${encodeURIComponent(id)}`),
  addNote: (id: string, body: string): Promise<ApiResult<InboxHistoryEntry>> =>
    api(`/inquiries/${encodeURIComponent(id)}/notes`, { body: { body } }),
  setStatus: (id: string, status: InquiryStatus): Promise<ApiResult<{ status: InquiryStatus }>> =>
    api(`/inquiries/${encodeURIComponent(id)}/status`, { method: "PUT", body: { status } }),
};

/** The export of a view, as a link the browser downloads (the session cookie goes along). */
export function exportHref(view: View, format: "csv" | "json"): string {
  return `/inbox/api/export?${apiQuery({ ...view, cursor: "" }, { format })}`;
}
