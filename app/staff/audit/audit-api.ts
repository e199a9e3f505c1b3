import type { InboxAuditPage } from "../../../common/inbox-api.ts";
import { type ApiResult, api } from "../api.ts";

/** One page of the audit log for a query (actor, from, to, before). */
export function fetchAudit(query: URLSearchParams): Promise<ApiResult<InboxAuditPage>> {
  return api(`/audit?${query}`);
}
