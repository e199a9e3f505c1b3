// The inbox API's JSON, as the server sends it and the inbox client reads it.

export const INQUIRY_STATUSES = ["new", "open", "replied", "archived", "spam"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** A piece of text, marked when it matches a searched word. Rendered as text, never HTML. */
export interface Segment {
  text: string;
  match: boolean;
}

export interface InboxListItem {
  id: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  name: string;
  email: string;
  fundType: string | null;
  aum: string | null;
  status: InquiryStatus;
  highlights: { name: Segment[]; email: Segment[]; message: Segment[] };
}

export interface InboxPage {
  items: InboxListItem[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export type StatusCounts = Record<InquiryStatus, number>;

export type InboxHistoryEntry =
  | { kind: "note"; id: string; at: string; by: string | null; body: string }
  | { kind: "status"; id: string; at: string; by: string | null; from: InquiryStatus; to: InquiryStatus };

export interface InboxInquiry {
  id: string;
  receivedAt: string;
  name: string;
  email: string;
  message: string;
  fundType: string | null;
  aum: string | null;
  status: InquiryStatus;
  delivery: {
    state: "sent" | "pending" | "failing" | "none";
    attempts: number;
    sentAt: string | null;
    lastError: string | null;
  };
  history: InboxHistoryEntry[];
}

export interface ErasureResult {
  inquiries: number;
  notes: number;
  statusChanges: number;
  notifications: number;
}

export interface InboxAuditEntry {
  id: string;
  at: string;
  actorEmail: string | null;
  event: string;
  subject: string | null;
  detail: unknown;
}

export interface InboxAuditPage {
  entries: InboxAuditEntry[];
  nextBefore: string | null;
}

/** Every inbox API error: `{code, message}` with a fitting HTTP status. */
export interface InboxApiError {
  code: string;
  message: string;
}

/** The view a list URL describes; the same search parameters go to the list and export API. */
export const VIEW_PARAMS = ["status", "type", "size", "from", "to", "q", "cursor"] as const;
