import type pg from "pg";
import type { InquiryRecords, InquiryStats } from "./inquiry-types.ts";
import { INQUIRY_COLUMNS, type InquiryRow, inquiryFromRow, inTransaction } from "./postgres-rows.ts";

/** Rows per cursor fetch and per purge transaction. */
const PAGE = 2000;

export function postgresInquiries(pool: pg.Pool, options: { afterErase?: () => void } = {}): InquiryRecords {
  const grouped = async (sql: string) =>
    (await pool.query<{ key: string | null; n: number }>(sql)).rows.map((row): [string | null, number] => [
      row.key,
      row.n,
    ]);

  return {
    async list({ since, limit }) {
      const { rows } = await pool.query<InquiryRow>(
        `SELECT ${INQUIRY_COLUMNS} FROM contact_submissions s
         WHERE $1::timestamptz IS NULL OR s.created_at >= $1
         ORDER BY s.created_at DESC, s.id DESC LIMIT $2`,
        [since ?? null, limit],
      );
      return rows.map(inquiryFromRow);
    },
    async get(id) {
      const { rows } = await pool.query<
        InquiryRow & {
          queued: string | null;
          attempts: number;
          next_attempt_at: Date;
          sent_at: Date | null;
          last_error: string | null;
        }
      >(
        `SELECT ${INQUIRY_COLUMNS}, o.submission_id AS queued, o.attempts, o.next_attempt_at, o.sent_at, o.last_error
         FROM contact_submissions s LEFT JOIN notification_outbox o ON o.submission_id = s.id
         WHERE s.id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row) return undefined;
      const notification =
        row.queued === null
          ? null
          : {
              attempts: row.attempts,
              nextAttemptAt: row.next_attempt_at,
              sentAt: row.sent_at,
              lastError: row.last_error,
            };
      return { ...inquiryFromRow(row), notification };
    },
    async *stream({ since }) {
      // A server-side cursor: PostgreSQL holds the result, we fetch a page at a time, and
      // the whole export reads one consistent snapshot.
      const client = await pool.connect();
      let finished = false;
      try {
        await client.query("BEGIN READ ONLY");
        await client.query(
          `DECLARE inquiries NO SCROLL CURSOR FOR
           SELECT ${INQUIRY_COLUMNS} FROM contact_submissions s
           WHERE $1::timestamptz IS NULL OR s.created_at >= $1
           ORDER BY s.created_at, s.id`,
          [since ?? null],
        );
        for (;;) {
          const { rows } = await client.query<InquiryRow>(`FETCH ${PAGE} FROM inquiries`);
          if (rows.length > 0) yield rows.map(inquiryFromRow);
          if (rows.length < PAGE) break;
        }
        await client.query("COMMIT");
        finished = true;
      } finally {
        // A failed or abandoned export leaves its transaction open: that connection is
        // closed rather than handed back to the pool.
        client.release(finished ? undefined : new Error("export stopped before its end"));
      }
    },
    async erase(email) {
      const erased = await inTransaction(pool, async (client) => {
        const { rows } = await client.query<{ inquiries: number; pending: number }>(
          `WITH doomed AS (
             DELETE FROM contact_submissions WHERE lower(email) = lower($1) RETURNING id
           )
           SELECT (SELECT count(*) FROM doomed)::int AS inquiries,
                  (SELECT count(*) FROM notification_outbox o JOIN doomed d ON d.id = o.submission_id
                   WHERE o.sent_at IS NULL)::int AS pending`,
          [email],
        );
        // The foreign keys' ON DELETE CASCADE remove the notifications, notes and status
        // history with their inquiries.
        return { inquiries: rows[0]?.inquiries ?? 0, pendingNotifications: rows[0]?.pending ?? 0 };
      });
      if (erased.inquiries > 0) options.afterErase?.();
      return erased;
    },
    async purgeBefore(cutoff) {
      let inquiries = 0;
      for (;;) {
        const { rowCount } = await pool.query(
          `DELETE FROM contact_submissions WHERE id IN (
             SELECT id FROM contact_submissions WHERE created_at < $1 ORDER BY created_at LIMIT $2)`,
          [cutoff, PAGE],
        );
        inquiries += rowCount ?? 0;
        if ((rowCount ?? 0) < PAGE) return { inquiries };
      }
    },
    async stats(): Promise<InquiryStats> {
      const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM contact_submissions");
      const byMonth = await grouped(
        `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS key, count(*)::int AS n
         FROM contact_submissions GROUP BY key ORDER BY key`,
      );
      const byType = await grouped(
        "SELECT fund_type AS key, count(*)::int AS n FROM contact_submissions GROUP BY key ORDER BY n DESC, key NULLS FIRST",
      );
      const bySize = await grouped(
        "SELECT aum AS key, count(*)::int AS n FROM contact_submissions GROUP BY key ORDER BY n DESC, key NULLS FIRST",
      );
      return {
        total: rows[0]?.n ?? 0,
        byMonth: byMonth as [string, number][],
        byType,
        bySize,
      };
    },
  };
}
