import type { Actor, HistoryEntry, InboxFilter, InquiryStatus } from "../types.ts";

/** How long an action may be undone, from the moment it was committed. */
export const UNDO_WINDOW_MS = 10_000;

/** A staff member who may own inquiries: enrolled (two factors) and not revoked. */
export interface StaffMember {
  id: string;
  name: string;
  email: string;
}

/** Who acts, and from where: for the history and the audit rows written in the same transaction. */
export interface ActionContext {
  actor: Actor & { id: string; email: string };
  ip: string | null;
  userAgent: string | null;
}

export type TriageChange = { status: InquiryStatus } | { ownerId: string | null };

export interface Receipt {
  id: string;
  undoUntil: Date;
  /** Inquiries the action changed; those already in that state are left out. */
  changed: string[];
}

/** An action's outcome: a receipt (null when nothing changed), or the ids that do not exist. */
export type ChangeOutcome = { receipt: Receipt | null; entries: HistoryEntry[] } | { missing: string[] };

export type UndoOutcome =
  | { undone: number }
  | { refused: "not_found" | "not_yours" | "undo_expired" | "already_undone" | "changed_since" };

export interface HistoryPage {
  /** Newest first. */
  entries: HistoryEntry[];
  /** The oldest entry's id when older ones exist. */
  nextBefore: string | null;
}

export type NoteOutcome = HistoryEntry | "not_found" | "too_many";

export interface ReplyRequest {
  inquiryId: string;
  requestId: string;
  body: string;
  subject: string;
  replyTo: { name: string; address: string };
}

export type ReplyOutcome =
  | { entry: HistoryEntry; receipt: Receipt | null; repeated: boolean }
  | { refused: "not_found" | "request_reused" };

export interface ViewCountRows {
  statuses: Record<InquiryStatus, number>;
  all: number;
  atLeast: boolean;
}

export interface ErasurePreviewCounts {
  inquiries: number;
  notes: number;
  replies: number;
  pendingMails: number;
}

/** What the export adds to each inquiry beyond its own columns. */
export interface ExportExtras {
  status: string;
  ownerName: string | null;
  notes: number;
  lastNote: string | null;
}

/**
 * The inbox's triage: assignment, undoable actions, replies, bounded notes and history,
 * counts per view. Every write happens in one transaction with its history and audit
 * rows, on either database.
 */
export interface TriageRecords {
  activeStaff(): Promise<StaffMember[]>;
  /** Names of staff accounts by id (any that still exist). */
  names(ids: readonly string[]): Promise<Map<string, string>>;
  /**
   * One change for every id, all or nothing: any id that does not exist changes none.
   * With `view`, the ids are a view's matches read before: those no longer in it (or no
   * longer there) are left out, tested under the rows' lock.
   */
  change(
    ids: readonly string[],
    change: TriageChange,
    context: ActionContext,
    detail?: Record<string, unknown>,
    view?: InboxFilter,
  ): Promise<ChangeOutcome | { invalidOwner: true }>;
  undo(actionId: string, context: ActionContext): Promise<UndoOutcome>;
  history(inquiryId: string, before: string | undefined, limit: number): Promise<HistoryPage | undefined>;
  addNote(inquiryId: string, context: ActionContext, body: string, max: number): Promise<NoteOutcome>;
  reply(request: ReplyRequest, context: ActionContext): Promise<ReplyOutcome>;
  /** Per-status counts of a view, reading at most `cap` matching inquiries. */
  counts(filter: InboxFilter, cap: number): Promise<ViewCountRows>;
  erasurePreview(email: string): Promise<ErasurePreviewCounts>;
  exportExtras(ids: readonly string[]): Promise<Map<string, ExportExtras>>;
}
