import type { NotificationFailure } from "#server/store/outbox-types.ts";
import { type Dialect, type Op, query } from "./sql.ts";

/** A reply a worker has claimed, with everything its e-mail needs. */
export interface ClaimedReply {
  id: string;
  inquiryId: string;
  attempts: number;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  body: string;
}

/**
 * Claims up to `limit` due replies for `leaseMs`, as the notification outbox does: a
 * lease on each row, rows another instance is claiming skipped (PostgreSQL).
 */
export function* claimRepliesOp(
  d: Dialect,
  claimer: string,
  limit: number,
  leaseMs: number,
): Op<ClaimedReply[]> {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const rows = yield* query(
    `UPDATE reply_outbox SET claimed_by = ?, claimed_until = ?
     WHERE history_id IN (
       SELECT history_id FROM reply_outbox
       WHERE sent_at IS NULL AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
       ORDER BY next_attempt_at LIMIT ? ${d.skipLocked})
     RETURNING history_id, submission_id, attempts, to_address, reply_to, reply_to_name, subject`,
    claimer,
    iso(now + leaseMs),
    iso(now),
    iso(now),
    limit,
  );
  if (rows.length === 0) return [];
  const list = d.inIds(
    "id",
    rows.map((row) => String(row.history_id)),
  );
  const bodies = yield* query(`SELECT id, body FROM inquiry_history WHERE ${list.sql}`, ...list.params);
  const bodyOf = new Map(bodies.map((row) => [String(row.id), String(row.body)]));
  return rows.map((row) => ({
    id: String(row.history_id),
    inquiryId: String(row.submission_id),
    attempts: Number(row.attempts),
    to: String(row.to_address),
    replyTo: { name: String(row.reply_to_name), address: String(row.reply_to) },
    subject: String(row.subject),
    body: bodyOf.get(String(row.history_id)) ?? "",
  }));
}

export function* markRepliesSentOp(d: Dialect, ids: readonly string[]): Op<void> {
  if (ids.length === 0) return;
  const list = d.inIds("history_id", ids);
  yield* query(
    `UPDATE reply_outbox SET sent_at = ?, attempts = attempts + 1, claimed_by = NULL, claimed_until = NULL
     WHERE ${list.sql} AND sent_at IS NULL`,
    new Date().toISOString(),
    ...list.params,
  );
}

export function* markRepliesFailedOp(claimer: string, failures: readonly NotificationFailure[]): Op<void> {
  const now = Date.now();
  for (const failure of failures)
    yield* query(
      `UPDATE reply_outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?,
         claimed_by = NULL, claimed_until = NULL
       WHERE history_id = ? AND claimed_by = ? AND sent_at IS NULL`,
      new Date(now + failure.retryInMs).toISOString(),
      failure.error,
      Number(failure.id),
      claimer,
    );
}

export function* releaseRepliesOp(d: Dialect, claimer: string, ids: readonly string[]): Op<void> {
  if (ids.length === 0) return;
  const list = d.inIds("history_id", ids);
  yield* query(
    `UPDATE reply_outbox SET claimed_by = NULL, claimed_until = NULL WHERE ${list.sql} AND claimed_by = ?`,
    ...list.params,
    claimer,
  );
}
