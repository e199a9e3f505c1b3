import type { ContactSubmission } from "#common/contact-schema.ts";
import type { ReplyOutbox } from "#server/inbox/records/triage/records.ts";
import type { TriageRecords } from "#server/inbox/records/triage/types.ts";
import type { InboxRecords } from "#server/inbox/records/types.ts";
import type { InquiryRecords } from "./inquiry-types.ts";
import type { NotificationOutbox } from "./outbox-types.ts";

/** What happened to a submission: stored as a new row, or recognised as a recent duplicate. */
export type InsertOutcome = { outcome: "stored"; id: string } | { outcome: "duplicate" };

/**
 * Where contact submissions live. Two implementations (SQLite, PostgreSQL) behave the
 * same; the HTTP layer never knows which one it talks to.
 */
export interface SubmissionStore {
  readonly kind: "sqlite" | "postgres";
  /**
   * Resolves only once the row is committed and flushed to disk (or found to repeat
   * an identical submission from the last ten minutes); rejects otherwise.
   */
  insert(submission: ContactSubmission): Promise<InsertOutcome>;
  /**
   * Calls `listener` after each commit that stored at least one new inquiry (and so
   * queued its notification), with the new ids, to wake the notification worker without
   * polling and to show them in open inboxes. Only inserts made by this process.
   */
  onStored(listener: (ids: string[]) => void): void;
  /** Pending e-mail notifications, queued by `insert` in the inquiry's transaction. */
  readonly outbox: NotificationOutbox;
  /** Reading, exporting, erasing and purging inquiries (operator commands, retention). */
  readonly inquiries: InquiryRecords;
  /** The staff inbox: statuses, notes, search, erasure, audit log. */
  readonly inbox: InboxRecords;
  /** Triage: assignment, undoable actions, replies, bounded notes and history, view counts. */
  readonly triage: TriageRecords;
  /** Replies to visitors waiting for delivery (the mail worker's second outbox). */
  readonly replies: ReplyOutbox;
  /** Rejects when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  /** Waits for queued inserts, then releases the database. */
  close(): Promise<void>;
}

/** A submission identical in every field to one stored within this window is stored once. */
export const DUPLICATE_WINDOW_SECONDS = 10 * 60;
