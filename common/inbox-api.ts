// The inbox API's JSON, as the server sends it and the inbox client reads it.

export const INQUIRY_STATUSES = ["new", "open", "replied", "archived", "spam"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** A piece of text, marked when it matches a searched word. Rendered as text, never HTML. */
export interface Segment {
  text: string;
  match: boolean;
}

/** A staff member, as the assignment list and the owner column show them. */
export interface StaffMember {
  id: string;
  name: string;
  email: string;
}

/** Who owns an inquiry: one staff member, or nobody. */
export type InquiryOwner = { id: string; name: string } | null;

/** The owner views beside the status tabs: mine, nobody's, or everyone's (no parameter). */
export const OWNER_VIEWS = ["me", "none"] as const;
export type OwnerView = (typeof OWNER_VIEWS)[number];

export interface InboxListItem {
  id: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  name: string;
  email: string;
  fundType: string | null;
  aum: string | null;
  status: InquiryStatus;
  owner: InquiryOwner;
  highlights: { name: Segment[]; email: Segment[]; message: Segment[] };
}

export interface InboxPage {
  items: InboxListItem[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
  /**
   * Where the live stream opened after the list starts from (`/events?since=`), so that an
   * inquiry stored in between is not missed: the newest inquiry stored when the list was
   * read, whatever the view, and on PostgreSQL what was still being stored (null: none
   * yet). Opaque: passed back as it is.
   */
  liveFrom: string | null;
}

export type StatusCounts = Record<InquiryStatus, number>;

/**
 * `GET /counts` with the list's view parameters except status and cursor: how many
 * inquiries of each status match the view (the search, the owner view, the filters).
 * `atLeast` is true when the server stopped counting at its cap: show "5,000+".
 */
export interface ViewCounts {
  all: number;
  statuses: StatusCounts;
  atLeast: boolean;
}

export type ReplyDeliveryState = "pending" | "sent" | "failing";

/**
 * The history of an inquiry, newest last. `by` is the staff member's address; `byName`
 * their name when the account still exists. An entry that undid an earlier one names it
 * in `undoOf`.
 */
export type InboxHistoryEntry =
  | { kind: "note"; id: string; at: string; by: string | null; byName: string | null; body: string }
  | {
      kind: "status";
      id: string;
      at: string;
      by: string | null;
      byName: string | null;
      from: InquiryStatus;
      to: InquiryStatus;
      undoOf: string | null;
    }
  | {
      kind: "owner";
      id: string;
      at: string;
      by: string | null;
      byName: string | null;
      from: InquiryOwner;
      to: InquiryOwner;
      undoOf: string | null;
    }
  | {
      kind: "reply";
      id: string;
      at: string;
      by: string | null;
      byName: string | null;
      subject: string;
      body: string;
      delivery: {
        state: ReplyDeliveryState;
        attempts: number;
        sentAt: string | null;
        lastError: string | null;
      };
    };

/** `GET /inquiries/:id/history?before=ID`: older history, newest first, a page at a time. */
export interface HistoryPage {
  entries: InboxHistoryEntry[];
  nextBefore: string | null;
}

/**
 * Every status change, assignment, bulk action and reply's status change answers with a
 * receipt: `POST /actions/:id/undo` reverts it until `undoUntil` (10 s), if nothing has
 * changed those inquiries since. Only the person who acted can undo.
 */
export interface ActionReceipt {
  id: string;
  undoUntil: string;
  /** Ids of the inquiries the action changed (an inquiry already in that state is left out). */
  changed: string[];
}

/** `PUT /inquiries/:id/status` `{status}` and `PUT /inquiries/:id/owner` `{ownerId}` answer this. */
export interface ActionAnswer {
  action: ActionReceipt | null;
}

/**
 * `POST /inquiries/bulk`: `{ids, set}` acts on those inquiries (at most BULK_MAX); `{view,
 * set}` acts on every inquiry the view matches (the list's parameters, status included), at
 * most BULK_MAX. One request, one transaction, one receipt.
 */
export const BULK_MAX = 500;
export type BulkChange = { status: InquiryStatus } | { ownerId: string | null };
export type BulkRequest =
  | { ids: string[]; set: BulkChange }
  | { view: Partial<Record<(typeof VIEW_PARAMS)[number] | "owner", string>>; set: BulkChange };

/** `POST /actions/:id/undo`: how many inquiries went back to how they were. */
export interface UndoAnswer {
  undone: number;
}

/**
 * `POST /inquiries/:id/replies` `{requestId, body}`: the reply is queued in the outbox once
 * per requestId (a retried request answers the same entry), from the firm's MAIL_FROM with
 * Reply-To the staff member, subject REPLY_SUBJECT, and the inquiry becomes Replied.
 * 503 `mail_not_configured` when the server has no SMTP.
 */
export const REPLY_SUBJECT = "Re: Your inquiry to UCP";
export const REPLY_MAX_LENGTH = 20_000;
export interface ReplyAnswer {
  entry: InboxHistoryEntry;
  action: ActionReceipt | null;
}

/** `GET /capabilities`: what this server can do for the staff app. */
export interface InboxCapabilities {
  canSendMail: boolean;
  /** PORTAL_ENABLED is on: the portal's screens and its API under /inbox/api/portal exist. */
  portal: boolean;
}

/** Notes an inquiry may hold; the next one is refused with 409 `too_many_notes`. */
export const NOTES_PER_INQUIRY_MAX = 200;
/** History entries sent with an inquiry; older ones come from its history route. */
export const HISTORY_PAGE_SIZE = 50;

export interface InboxInquiry {
  id: string;
  receivedAt: string;
  name: string;
  email: string;
  message: string;
  fundType: string | null;
  aum: string | null;
  status: InquiryStatus;
  owner: InquiryOwner;
  delivery: {
    state: "sent" | "pending" | "failing" | "none";
    attempts: number;
    sentAt: string | null;
    lastError: string | null;
  };
  /** The newest HISTORY_PAGE_SIZE entries, oldest first. */
  history: InboxHistoryEntry[];
  /** Pass as `before` to the history route for older entries; null when there are none. */
  olderHistory: string | null;
}

/** `GET /erasures/preview?email=`: what an erasure of that address would remove. */
export interface ErasurePreview {
  inquiries: number;
  notes: number;
  replies: number;
  pendingMails: number;
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
  /** The staff member's name when the account still exists. */
  actorName: string | null;
  event: string;
  subject: string | null;
  detail: unknown;
  /** The portal records the entry is about, with their names now (null once erased). */
  deal: InboxAuditRecord | null;
  organisation: InboxAuditRecord | null;
  person: InboxAuditRecord | null;
  /**
   * An opening of a document: what the reading came to. Its page images, page texts and
   * page times are not listed as entries of their own.
   */
  reading?: InboxAuditReading;
}

/** One reading of a document: its time, and the pages (from 0) the reader spent time on. */
export interface InboxAuditReading {
  title: string;
  version: number;
  seconds: number;
  pageCount: number | null;
  pages: { page: number; seconds: number }[];
}

export interface InboxAuditRecord {
  id: string;
  name: string | null;
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
export const VIEW_PARAMS = ["status", "owner", "type", "size", "from", "to", "q", "cursor"] as const;
