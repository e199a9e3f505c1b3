import { INQUIRY_STATUSES, type InquiryStatus } from "#common/inbox-api.ts";
import type { StoredInquiry } from "#server/store/inquiry-types.ts";

export { INQUIRY_STATUSES, type InquiryStatus };

/** Inquiries to a page of the inbox list. */
export const INBOX_PAGE_SIZE = 50;

/** What the inbox list shows; every field narrows the view, none is required. */
export interface InboxFilter {
  status?: InquiryStatus;
  fundType?: string;
  aum?: string;
  /** Received at or after this instant. */
  from?: Date;
  /** Received before this instant. */
  to?: Date;
  /** Words that must each start a word of the name, address or message (already split). */
  words?: string[];
  /** Owned by this staff member; null: owned by nobody; absent: anyone's. */
  ownerId?: string | null;
}

/**
 * Where the next page starts: the last row of the previous page (newest first). `at` is
 * the time as the database holds it, to the microsecond on PostgreSQL: a cursor rounded
 * to milliseconds would skip rows stored within the same millisecond.
 */
export interface InboxCursor {
  at: string;
  id: string;
}

export interface InboxInquiry extends StoredInquiry {
  status: InquiryStatus;
  /** The staff member who owns it, or null. */
  ownerId: string | null;
  /** This row's place in the list, for the cursor of the page after it. */
  position: InboxCursor;
}

export type DeliveryState = "sent" | "pending" | "failing" | "none";

export interface Delivery {
  state: DeliveryState;
  attempts: number;
  sentAt: Date | null;
  lastError: string | null;
}

/** A staff member as the history and the audit log remember them. */
export interface Actor {
  id: string | null;
  email: string | null;
  /** Their name now, when read back and the account still exists. */
  name?: string | null;
}

interface EntryBase {
  id: string;
  at: Date;
  actor: Actor;
}

export type StatusChange = EntryBase & {
  kind: "status";
  from: InquiryStatus;
  to: InquiryStatus;
  /** The entry this one reverted (an undo). */
  undoOf?: string | null;
};

/** An owner as the history holds it: the id, and the account's name when it still exists. */
export type OwnerRef = { id: string; name: string | null } | null;

export type OwnerChange = EntryBase & { kind: "owner"; from: OwnerRef; to: OwnerRef; undoOf: string | null };

export type ReplyEntry = EntryBase & {
  kind: "reply";
  subject: string;
  body: string;
  delivery: Delivery & { state: "pending" | "sent" | "failing" };
};

export type HistoryEntry =
  | StatusChange
  | OwnerChange
  | ReplyEntry
  | (EntryBase & { kind: "note"; body: string });

/** One inquiry with its notification's delivery; its history is paged apart (TriageRecords). */
export interface InboxInquiryDetail extends InboxInquiry {
  delivery: Delivery;
}

export type StatusCounts = Record<InquiryStatus, number>;

export interface ErasureCounts {
  inquiries: number;
  notes: number;
  statusChanges: number;
  notifications: number;
}

export interface AuditEntry {
  id: string;
  at: Date;
  actorId: string | null;
  actorEmail: string | null;
  event: string;
  subject: string | null;
  detail: string | null;
  /** The portal records the entry is about, and their names now (null once erased). */
  deal: AuditRecord | null;
  organisation: AuditRecord | null;
  person: AuditRecord | null;
  /** An opening of a document: its reading, the page reads the list leaves out (audit-readings.ts). */
  reading?: AuditReading;
}

/** What one opening of a document came to: its time and the pages the reader spent time on. */
export interface AuditReading {
  title: string;
  version: number;
  seconds: number;
  /** Null for a file with no pages. */
  pageCount: number | null;
  /** From 0, with the seconds spent on each. */
  pages: { page: number; seconds: number }[];
}

export interface AuditRecord {
  id: string;
  name: string | null;
}

export interface AuditFilter {
  actor?: string;
  /** Entries about this deal, organisation or person (the log's portal columns). */
  deal?: string;
  organisation?: string;
  person?: string;
  from?: Date;
  to?: Date;
  /** Entries older than this id (paging newest first). */
  before?: string;
  limit: number;
}

/**
 * A place in the stream of stored inquiries, as text: the newest id a reader holds and,
 * on PostgreSQL, `.` and the oldest transaction still running when it was read
 * (`pg_snapshot_xmin`). Ids come from a sequence, so an inquiry can commit after a newer
 * one: a read can hold id 11 but not 10, still being stored. Every row it could not see
 * then is newer than that id or was written by a transaction at or past that one, so a
 * catch-up asks for both. On SQLite writes take turns: ids are in commit order.
 */
export type LivePoint = string;

export const LIVE_POINT = /^\d{1,18}(?:\.\d{1,20})?$/;

/** The point after `id`, read when `running` was the oldest transaction still running. */
export const livePointOf = (id: string, running?: string): LivePoint =>
  running === undefined ? id : `${id}.${running}`;

/** A point's parts: the newest id, and on PostgreSQL the oldest transaction then running. */
export function livePointParts(point: LivePoint): { id: string; running?: string } {
  const [id = "0", running] = point.split(".");
  return running === undefined ? { id } : { id, running };
}

/**
 * What the staff inbox reads and writes. Two implementations (SQLite, PostgreSQL)
 * behave the same; the inbox API never knows which one it talks to.
 */
export interface InboxRecords {
  /** Up to `limit` inquiries matching `filter`, newest first, after `cursor`. */
  page(filter: InboxFilter, cursor: InboxCursor | undefined, limit: number): Promise<InboxInquiry[]>;
  counts(): Promise<StatusCounts>;
  get(id: string): Promise<InboxInquiryDetail | undefined>;
  /** Resolves to the entry, or undefined when there is no such inquiry. */
  addNote(id: string, actor: Actor, body: string): Promise<HistoryEntry | undefined>;
  /**
   * Sets the status and records the change; a status equal to the current one records
   * nothing. Resolves to undefined when there is no such inquiry.
   */
  setStatus(id: string, actor: Actor, status: InquiryStatus): Promise<StatusChange | null | undefined>;
  /** Inquiries with these ids (new ones the live feed announces), newest first. */
  byIds(ids: readonly string[]): Promise<InboxInquiry[]>;
  /** Where a live stream opened now catches up from (null: nothing stored yet); see `LivePoint`. */
  livePoint(): Promise<LivePoint | null>;
  /**
   * Up to `limit` inquiries stored after `point` was read, oldest first (some already
   * seen may come again), and `running` for the points that follow them.
   */
  after(point: LivePoint, limit: number): Promise<{ inquiries: InboxInquiry[]; running?: string }>;
  /** Deletes everything about this address: inquiries, notes, statuses, notifications, index entries. */
  erase(email: string): Promise<ErasureCounts>;
  audit(filter: AuditFilter): Promise<AuditEntry[]>;
}
