/** The three outboxes, each with the time its rows were queued. */
export const OUTBOXES = {
  notifications: `SELECT count(*) AS n, min(s.created_at) AS oldest,
      sum(CASE WHEN o.last_error IS NOT NULL THEN 1 ELSE 0 END) AS failing
    FROM notification_outbox o JOIN contact_submissions s ON s.id = o.submission_id
    WHERE o.sent_at IS NULL`,
  replies: `SELECT count(*) AS n, min(h.at) AS oldest,
      sum(CASE WHEN r.last_error IS NOT NULL THEN 1 ELSE 0 END) AS failing
    FROM reply_outbox r JOIN inquiry_history h ON h.id = r.history_id
    WHERE r.sent_at IS NULL`,
  portal_notices: `SELECT count(*) AS n, min(created_at) AS oldest,
      sum(CASE WHEN last_error IS NOT NULL THEN 1 ELSE 0 END) AS failing
    FROM portal_notice_outbox WHERE sent_at IS NULL AND NOT dropped`,
} as const;

export interface OutboxState {
  backlog: number;
  /** Seconds since the oldest unsent row was queued; 0 when none waits. */
  oldestSeconds: number;
  /** Unsent rows whose last attempt failed. */
  failing: number;
}

export function outboxState(
  row: { n: unknown; oldest: unknown; failing: unknown } | undefined,
  now: number,
): OutboxState {
  const backlog = Number(row?.n ?? 0);
  const oldest = row?.oldest == null ? undefined : new Date(row.oldest as string | Date).getTime();
  return {
    backlog,
    oldestSeconds:
      backlog > 0 && oldest !== undefined && !Number.isNaN(oldest) ? Math.max(0, (now - oldest) / 1000) : 0,
    failing: Number(row?.failing ?? 0),
  };
}
