import type { DatabaseSync } from "node:sqlite";
import type { NotificationOutbox } from "./outbox-types.ts";
import { INQUIRY_COLUMNS, idList, inquiryFromRow, inTransaction } from "./sqlite-rows.ts";

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/**
 * Runs outbox bookkeeping (claims, sent marks, retry times) with synchronous=NORMAL: its
 * COMMIT does not wait for its own disk flush. Losing one of these writes to a power cut
 * only means a claim lapses early or a sent mail is sent again (same Message-ID), while
 * an fsync per claim and per mark would block the event loop (node:sqlite is
 * synchronous) and slow the inserts. WAL stays crash-safe, and the next inquiry's
 * synchronous=FULL commit flushes these frames with its own: inquiries lose nothing.
 */
function withoutOwnFlush<T>(db: DatabaseSync, work: () => T): T {
  db.exec("PRAGMA synchronous = NORMAL");
  try {
    return work();
  } finally {
    db.exec("PRAGMA synchronous = FULL");
  }
}

export function sqliteOutbox(db: DatabaseSync): NotificationOutbox {
  const claim = db.prepare(`
    UPDATE notification_outbox SET claimed_by = :claimer, claimed_until = :until
    WHERE submission_id IN (
      SELECT submission_id FROM notification_outbox
      WHERE sent_at IS NULL AND next_attempt_at <= :now
        AND (claimed_until IS NULL OR claimed_until <= :now)
      ORDER BY next_attempt_at LIMIT :limit)
    RETURNING submission_id, attempts`);
  const inquiries = db.prepare(
    `SELECT ${INQUIRY_COLUMNS} FROM contact_submissions WHERE id IN (SELECT value FROM json_each(:ids))`,
  );
  // A row is marked sent whoever holds it now: the mail went out, so nobody should resend it.
  const sent = db.prepare(`
    UPDATE notification_outbox
    SET sent_at = :now, attempts = attempts + 1, claimed_by = NULL, claimed_until = NULL
    WHERE submission_id IN (SELECT value FROM json_each(:ids)) AND sent_at IS NULL`);
  const failed = db.prepare(`
    UPDATE notification_outbox
    SET attempts = attempts + 1, next_attempt_at = :retry, last_error = :error,
        claimed_by = NULL, claimed_until = NULL
    WHERE submission_id = :id AND claimed_by = :claimer AND sent_at IS NULL`);
  const release = db.prepare(`
    UPDATE notification_outbox SET claimed_by = NULL, claimed_until = NULL
    WHERE submission_id IN (SELECT value FROM json_each(:ids)) AND claimed_by = :claimer`);
  const counts = db.prepare(`
    SELECT count(*) FILTER (WHERE o.sent_at IS NULL) AS pending,
           count(*) FILTER (WHERE o.sent_at IS NULL AND o.attempts > 0) AS failing,
           count(*) FILTER (WHERE o.sent_at IS NOT NULL) AS sent,
           min(s.created_at) FILTER (WHERE o.sent_at IS NULL) AS oldest
    FROM notification_outbox o JOIN contact_submissions s ON s.id = o.submission_id`);

  return {
    async claim(claimer, limit, leaseMs) {
      const now = Date.now();
      return withoutOwnFlush(db, () =>
        inTransaction(db, () => {
          const rows = claim.all({ claimer, until: iso(now + leaseMs), now: iso(now), limit });
          if (rows.length === 0) return [];
          const attempts = new Map(rows.map((row) => [String(row.submission_id), Number(row.attempts)]));
          return inquiries
            .all({ ids: idList([...attempts.keys()]) })
            .map(inquiryFromRow)
            .map((inquiry) => ({ inquiry, attempts: attempts.get(inquiry.id) ?? 0 }));
        }),
      );
    },
    async markSent(_claimer, ids) {
      if (ids.length > 0) withoutOwnFlush(db, () => sent.run({ ids: idList(ids), now: iso(Date.now()) }));
    },
    async markFailed(claimer, failures) {
      if (failures.length === 0) return;
      const now = Date.now();
      withoutOwnFlush(db, () =>
        inTransaction(db, () => {
          for (const failure of failures) {
            failed.run({
              id: Number(failure.id),
              claimer,
              retry: iso(now + failure.retryInMs),
              error: failure.error,
            });
          }
        }),
      );
    },
    async release(claimer, ids) {
      if (ids.length > 0) withoutOwnFlush(db, () => release.run({ ids: idList(ids), claimer }));
    },
    async counts() {
      const row = counts.get() ?? {};
      return {
        pending: Number(row.pending ?? 0),
        failing: Number(row.failing ?? 0),
        sent: Number(row.sent ?? 0),
        oldestPending: row.oldest == null ? null : new Date(String(row.oldest)),
      };
    },
  };
}
