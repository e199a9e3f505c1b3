import type pg from "pg";
import type { NotificationOutbox } from "./outbox-types.ts";
import { INQUIRY_COLUMNS, type InquiryRow, inquiryFromRow } from "./postgres-rows.ts";

/**
 * Claiming is one statement: lock due rows with FOR UPDATE SKIP LOCKED (rows another
 * instance is claiming at this moment are skipped, never waited for), stamp them with a
 * lease, and return them with their inquiries. The row locks end with the statement;
 * the lease (claimed_until, on the database's clock) then keeps other instances off
 * until it lapses, which is how a crashed instance's rows are retaken.
 */
const CLAIM = `
  WITH due AS (
    SELECT submission_id FROM notification_outbox
    WHERE sent_at IS NULL AND next_attempt_at <= now()
      AND (claimed_until IS NULL OR claimed_until <= now())
    ORDER BY next_attempt_at
    LIMIT $2
    FOR UPDATE SKIP LOCKED
  ), claimed AS (
    UPDATE notification_outbox o
    SET claimed_by = $1, claimed_until = now() + make_interval(secs => $3::double precision / 1000)
    FROM due WHERE o.submission_id = due.submission_id
    RETURNING o.submission_id, o.attempts
  )
  SELECT ${INQUIRY_COLUMNS}, c.attempts
  FROM claimed c JOIN contact_submissions s ON s.id = c.submission_id`;

// A row is marked sent whoever holds it now: the mail went out, so nobody should resend it.
const SENT = `
  UPDATE notification_outbox
  SET sent_at = now(), attempts = attempts + 1, claimed_by = NULL, claimed_until = NULL
  WHERE submission_id = ANY($1::bigint[]) AND sent_at IS NULL`;

const FAILED = `
  UPDATE notification_outbox o
  SET attempts = o.attempts + 1, last_error = f.error, claimed_by = NULL, claimed_until = NULL,
      next_attempt_at = now() + make_interval(secs => f.retry_ms / 1000)
  FROM unnest($2::bigint[], $3::double precision[], $4::text[]) AS f(id, retry_ms, error)
  WHERE o.submission_id = f.id AND o.claimed_by = $1 AND o.sent_at IS NULL`;

const RELEASE = `
  UPDATE notification_outbox SET claimed_by = NULL, claimed_until = NULL
  WHERE submission_id = ANY($2::bigint[]) AND claimed_by = $1`;

const COUNTS = `
  SELECT count(*) FILTER (WHERE o.sent_at IS NULL)::int AS pending,
         count(*) FILTER (WHERE o.sent_at IS NULL AND o.attempts > 0)::int AS failing,
         count(*) FILTER (WHERE o.sent_at IS NOT NULL)::int AS sent,
         min(s.created_at) FILTER (WHERE o.sent_at IS NULL) AS oldest
  FROM notification_outbox o JOIN contact_submissions s ON s.id = o.submission_id`;

export function postgresOutbox(pool: pg.Pool): NotificationOutbox {
  return {
    async claim(claimer, limit, leaseMs) {
      const { rows } = await pool.query<InquiryRow & { attempts: number }>(CLAIM, [claimer, limit, leaseMs]);
      return rows.map((row) => ({ inquiry: inquiryFromRow(row), attempts: row.attempts }));
    },
    async markSent(_claimer, ids) {
      if (ids.length > 0) await pool.query(SENT, [ids]);
    },
    async markFailed(claimer, failures) {
      if (failures.length === 0) return;
      await pool.query(FAILED, [
        claimer,
        failures.map((failure) => failure.id),
        failures.map((failure) => failure.retryInMs),
        failures.map((failure) => failure.error),
      ]);
    },
    async release(claimer, ids) {
      if (ids.length > 0) await pool.query(RELEASE, [claimer, ids]);
    },
    async counts() {
      const { rows } = await pool.query<{
        pending: number;
        failing: number;
        sent: number;
        oldest: Date | null;
      }>(COUNTS);
      const row = rows[0];
      return {
        pending: row?.pending ?? 0,
        failing: row?.failing ?? 0,
        sent: row?.sent ?? 0,
        oldestPending: row?.oldest ?? null,
      };
    },
  };
}
