import type {
  ActionAnswer,
  BulkRequest,
  HistoryPage,
  InboxHistoryEntry,
  InboxInquiry,
  InboxPage,
  InquiryStatus,
  ReplyAnswer,
  StaffMember,
  UndoAnswer,
  ViewCounts,
} from "#common/inbox-api.ts";
import { type ApiResult, api } from "../api.ts";
import { apiParams, apiQuery, type View } from "./view.ts";

const inquiry = (id: string) => `/inquiries/${encodeURIComponent(id)}`;

/** The inbox API's calls, typed; each answers the status and the JSON body. */
export const triageApi = {
  list: (view: View): Promise<ApiResult<InboxPage>> => api(`/inquiries?${apiQuery(view)}`),
  /** Counts of the view's search and filters, for every tab. */
  counts: (view: View): Promise<ApiResult<ViewCounts>> => {
    const params = apiParams(view);
    params.delete("status");
    params.delete("cursor");
    return api(`/counts?${params}`);
  },
  inquiry: (id: string): Promise<ApiResult<InboxInquiry>> => api(inquiry(id)),
  olderHistory: (id: string, before: string): Promise<ApiResult<HistoryPage>> =>
    api(`${inquiry(id)}/history?${new URLSearchParams({ before })}`),
  addNote: (id: string, body: string): Promise<ApiResult<InboxHistoryEntry>> =>
    api(`${inquiry(id)}/notes`, { body: { body } }),
  setStatus: (id: string, status: InquiryStatus): Promise<ApiResult<ActionAnswer>> =>
    api(`${inquiry(id)}/status`, { method: "PUT", body: { status } }),
  setOwner: (id: string, ownerId: string | null): Promise<ApiResult<ActionAnswer>> =>
    api(`${inquiry(id)}/owner`, { method: "PUT", body: { ownerId } }),
  bulk: (request: BulkRequest): Promise<ApiResult<ActionAnswer>> => api("/inquiries/bulk", { body: request }),
  undo: (actionId: string): Promise<ApiResult<UndoAnswer>> =>
    api(`/actions/${encodeURIComponent(actionId)}/undo`, { body: {} }),
  reply: (id: string, requestId: string, body: string): Promise<ApiResult<ReplyAnswer>> =>
    api(`${inquiry(id)}/replies`, { body: { requestId, body } }),
  staff: (): Promise<ApiResult<StaffMember[]>> => api("/staff"),
};

/** The export of a view, as a link the browser downloads (the session cookie goes along). */
export function exportHref(view: View, format: "csv" | "json"): string {
  return `/inbox/api/export?${apiQuery({ ...view, cursor: "" }, { format })}`;
}
