import type { Delivery, HistoryEntry, InquiryStatus, OwnerRef } from "./types.ts";

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

const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));

function ownerRef(id: unknown, name: unknown): OwnerRef {
  return id === null || id === undefined ? null : { id: String(id), name: textOrNull(name) };
}

/**
 * One history row (status changes, owner changes, notes, replies with their outbox
 * columns and the names of the staff named), as either database returns it.
 */
export function historyFromRow(row: Record<string, unknown>): HistoryEntry {
  const actor = {
    id: textOrNull(row.actor_id),
    email: textOrNull(row.actor_email),
    name: textOrNull(row.actor_name),
  };
  const base = { id: String(row.id), at: dateOf(row.at), actor };
  const undoOf = textOrNull(row.undo_of);
  if (row.kind === "note") return { kind: "note", ...base, body: String(row.body) };
  if (row.kind === "owner")
    return {
      kind: "owner",
      ...base,
      from: ownerRef(row.from_owner_id, row.from_owner_name),
      to: ownerRef(row.to_owner_id, row.to_owner_name),
      undoOf,
    };
  if (row.kind === "reply") {
    const delivery = deliveryOf({
      queued: row.id,
      attempts: row.attempts,
      sent_at: row.sent_at,
      last_error: row.last_error,
    });
    return {
      kind: "reply",
      ...base,
      subject: String(row.subject ?? ""),
      body: String(row.body),
      delivery: { ...delivery, state: delivery.state === "none" ? "pending" : delivery.state },
    };
  }
  return {
    kind: "status",
    ...base,
    from: String(row.from_status) as InquiryStatus,
    to: String(row.to_status) as InquiryStatus,
    undoOf,
  };
}
