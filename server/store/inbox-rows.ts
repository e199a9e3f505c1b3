import type { Delivery, HistoryEntry, InquiryStatus } from "./inbox-types.ts";

/** The outbox columns of one inquiry, as either database returns them. */
export interface OutboxColumns {
  queued: unknown;
  attempts: unknown;
  sent_at: unknown;
  last_error: unknown;
}

const dateOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/**
 * The notification's delivery state: sent, failing (a finished attempt failed and it is
 * still unsent), pending (not tried yet, or being tried), or none (no notification queued:
 * an inquiry from before notifications existed).
 */
export function deliveryOf(row: OutboxColumns): Delivery {
  if (row.queued === null || row.queued === undefined)
    return { state: "none", attempts: 0, sentAt: null, lastError: null };
  const attempts = Number(row.attempts);
  const sentAt = row.sent_at === null ? null : dateOf(row.sent_at);
  const lastError = row.last_error === null ? null : String(row.last_error);
  const state = sentAt ? "sent" : attempts > 0 ? "failing" : "pending";
  return { state, attempts, sentAt, lastError };
}

/** One row of the history union (status changes and notes), as either database returns it. */
export function historyFromRow(row: Record<string, unknown>): HistoryEntry {
  const actor = {
    id: row.actor_id === null ? null : String(row.actor_id),
    email: row.actor_email === null ? null : String(row.actor_email),
  };
  const base = { id: String(row.id), at: dateOf(row.at), actor };
  if (row.kind === "note") return { kind: "note", ...base, body: String(row.body) };
  return {
    kind: "status",
    ...base,
    from: String(row.from_status) as InquiryStatus,
    to: String(row.to_status) as InquiryStatus,
  };
}
