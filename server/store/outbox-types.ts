import type { StoredInquiry } from "./inquiry-types.ts";

/** A notification a worker has claimed: the inquiry to announce and its attempts so far. */
export interface ClaimedNotification {
  inquiry: StoredInquiry;
  /** Finished attempts before this one. */
  attempts: number;
}

export interface NotificationFailure {
  id: string;
  /** Retry no sooner than this many milliseconds from now (the database's now). */
  retryInMs: number;
  /** One line, already truncated and stripped of credentials. */
  error: string;
}

export interface OutboxCounts {
  pending: number;
  /** Pending notifications whose last attempt failed. */
  failing: number;
  sent: number;
  oldestPending: Date | null;
}

/**
 * The notification outbox, seen by the worker. Rows are written by the store's insert,
 * in the inquiry's own transaction; the worker only claims and settles them. Every
 * method that settles a row names the claimer, so an instance whose lease lapsed and
 * whose row was retaken cannot overwrite the new claim.
 */
export interface NotificationOutbox {
  /**
   * Claims up to `limit` due rows for `leaseMs` (rows locked by another instance are
   * skipped, never waited for) and returns them with their inquiries, oldest due first.
   */
  claim(claimer: string, limit: number, leaseMs: number): Promise<ClaimedNotification[]>;
  markSent(claimer: string, ids: readonly string[]): Promise<void>;
  markFailed(claimer: string, failures: readonly NotificationFailure[]): Promise<void>;
  /** Gives claimed rows back without counting an attempt (a clean stop). */
  release(claimer: string, ids: readonly string[]): Promise<void>;
  counts(): Promise<OutboxCounts>;
}
