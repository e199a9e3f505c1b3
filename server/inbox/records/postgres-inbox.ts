import type pg from "pg";
import { postgresAudit } from "#server/audit/records/postgres-audit.ts";
import {
  INQUIRY_COLUMNS,
  type InquiryRow,
  inquiryFromRow,
  inTransaction,
} from "#server/store/postgres-rows.ts";
import { DEFAULT_INBOX_QUERY_TIMEOUT_MS } from "./query-timeout.ts";
import { deliveryOf } from "./rows.ts";
import { searchPlanner } from "./search/postgres-plan.ts";
import { postgresWhere } from "./search/postgres-query.ts";
import { timedRead } from "./search/postgres-timed-read.ts";
import {
  INQUIRY_STATUSES,
  type InboxInquiry,
  type InboxRecords,
  type InquiryStatus,
  livePointOf,
  livePointParts,
  type StatusCounts,
} from "./types.ts";

/**
 * How far below a point's id a row still being written may have taken its id: a
 * transaction stores at most one batch, and ten thousand other rows committing while one
 * is in flight is far past this server's rate. The bound keeps the scan to an index range.
 */
const IN_FLIGHT_WINDOW = 10_000;

type InboxRow = InquiryRow & { status: string; owner_id: string | null; position_at: string };

// The position keeps the microseconds a Date would drop.
const COLUMNS = `${INQUIRY_COLUMNS}, s.status, s.owner_id,
  to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position_at`;

function inboxFromRow(row: InboxRow): InboxInquiry {
  return {
    ...inquiryFromRow(row),
    status: row.status as InquiryStatus,
    ownerId: row.owner_id,
    position: { at: row.position_at, id: row.id },
  };
}

export interface PostgresInboxOptions {
  /** Called after an erasure, to have the freed index entries cleaned out (see erase). */
  afterErase?: () => void;
  /** How long one page of the list may run before PostgreSQL cancels it. */
  queryTimeoutMs?: number;
}

export function postgresInbox(pool: pg.Pool, options: PostgresInboxOptions = {}): InboxRecords {
  const planSearch = searchPlanner(pool);
  const limitMs = options.queryTimeoutMs ?? DEFAULT_INBOX_QUERY_TIMEOUT_MS;

  return {
    async page(filter, cursor, limit) {
      const { where, params } = postgresWhere(filter, cursor);
      const order = "ORDER BY s.created_at DESC, s.id DESC";
      const limitParam = `$${params.length + 1}`;
      const plan = filter.words?.length ? await planSearch(filter.words) : undefined;
      const indexFirst = plan === "index-first";
      // MATERIALIZED keeps the planner from folding the lookup back into a date walk.
      const sql = indexFirst
        ? `WITH s AS MATERIALIZED (
             SELECT s.id, s.created_at, s.name, s.email, s.message, s.fund_type, s.aum, s.status,
               s.owner_id
             FROM contact_submissions s ${where})
           SELECT ${COLUMNS} FROM s ${order} LIMIT ${limitParam}`
        : `SELECT ${COLUMNS} FROM contact_submissions s ${where} ${order} LIMIT ${limitParam}`;
      // A date walk stays one: PostgreSQL, unable to estimate prefix queries, would
      // otherwise read every match of several common prefixes (from the search index or
      // the whole table) and sort them, or start parallel workers (13 ms) to find 50 rows.
      const settings: Record<string, string> =
        plan === "date-first"
          ? {
              enable_bitmapscan: "off",
              enable_seqscan: "off",
              enable_sort: "off",
              max_parallel_workers_per_gather: "0",
            }
          : {};
      const rows = await timedRead<InboxRow>(pool, limitMs, sql, [...params, limit], settings);
      return rows.map(inboxFromRow);
    },
    async counts() {
      const { rows } = await pool.query<{ status: string; n: string }>(
        "SELECT status, sum(n)::text AS n FROM inquiry_status_counts GROUP BY status",
      );
      const result = Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, 0])) as StatusCounts;
      for (const row of rows) result[row.status as InquiryStatus] = Number(row.n);
      return result;
    },
    async get(id) {
      if (!/^\d{1,18}$/.test(id)) return undefined;
      const { rows } = await pool.query<InboxRow & Record<string, unknown>>(
        `SELECT ${COLUMNS}, o.submission_id AS queued, o.attempts, o.sent_at, o.last_error
         FROM contact_submissions s LEFT JOIN notification_outbox o ON o.submission_id = s.id
         WHERE s.id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row) return undefined;
      return { ...inboxFromRow(row), delivery: deliveryOf(row as never) };
    },
    async addNote(id, actor, body) {
      if (!/^\d{1,18}$/.test(id)) return undefined;
      const { rows } = await pool.query<{ id: string; at: Date }>(
        `INSERT INTO inquiry_history (submission_id, actor_id, actor_email, kind, body)
         SELECT id, $2, $3, 'note', $4 FROM contact_submissions WHERE id = $1
         RETURNING id::text AS id, at`,
        [id, actor.id, actor.email, body],
      );
      const row = rows[0];
      return row ? { kind: "note", id: row.id, at: row.at, actor, body } : undefined;
    },
    async setStatus(id, actor, status) {
      if (!/^\d{1,18}$/.test(id)) return undefined;
      return inTransaction(pool, async (client) => {
        // FOR UPDATE: two staff changing one inquiry at once record two honest steps.
        const current = await client.query<{ status: InquiryStatus }>(
          "SELECT status FROM contact_submissions WHERE id = $1 FOR UPDATE",
          [id],
        );
        const from = current.rows[0]?.status;
        if (from === undefined) return undefined;
        if (from === status) return null;
        await client.query("UPDATE contact_submissions SET status = $2 WHERE id = $1", [id, status]);
        const { rows } = await client.query<{ id: string; at: Date }>(
          `INSERT INTO inquiry_history (submission_id, actor_id, actor_email, kind, from_status, to_status)
           VALUES ($1, $2, $3, 'status', $4, $5) RETURNING id::text AS id, at`,
          [id, actor.id, actor.email, from, status],
        );
        const row = rows[0];
        return {
          kind: "status" as const,
          id: row?.id ?? "",
          at: row?.at ?? new Date(),
          actor,
          from,
          to: status,
        };
      });
    },
    async byIds(ids) {
      if (ids.length === 0) return [];
      const { rows } = await pool.query<InboxRow>(
        `SELECT ${COLUMNS} FROM contact_submissions s WHERE s.id = ANY($1::bigint[])
         ORDER BY s.created_at DESC, s.id DESC`,
        [ids],
      );
      return rows.map(inboxFromRow);
    },
    async livePoint() {
      // One statement, one snapshot: the newest id it sees and the oldest writer it cannot.
      const { rows } = await pool.query<{ id: string | null; running: string }>(
        `SELECT max(id)::text AS id, pg_snapshot_xmin(pg_current_snapshot())::text AS running
         FROM contact_submissions`,
      );
      const row = rows[0];
      return row?.id ? livePointOf(row.id, row.running) : null;
    },
    async after(point, limit) {
      // Read before the rows: every row this read cannot see is at or past it.
      const { rows: now } = await pool.query<{ running: string }>(
        "SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS running",
      );
      const { id, running } = livePointParts(point);
      const { rows } = await pool.query<InboxRow>(
        `SELECT ${COLUMNS} FROM contact_submissions s
         WHERE s.id > $1::bigint
            OR (s.stored_by >= $3::xid8 AND s.id > $1::bigint - ${IN_FLIGHT_WINDOW})
         ORDER BY s.id LIMIT $2`,
        [id, limit, running ?? null],
      );
      return { inquiries: rows.map(inboxFromRow), running: now[0]?.running };
    },
    async erase(email) {
      const counts = await inTransaction(pool, async (client) => {
        // Counted first, then deleted: the foreign keys' ON DELETE CASCADE takes the notes,
        // the status history and the notifications with their inquiries.
        const { rows } = await client.query<Record<string, number>>(
          `WITH doomed AS (SELECT id FROM contact_submissions WHERE lower(email) = lower($1) FOR UPDATE)
           SELECT (SELECT count(*) FROM doomed)::int AS inquiries,
                  (SELECT count(*) FROM inquiry_history h JOIN doomed d ON d.id = h.submission_id
                   WHERE h.kind = 'note')::int AS notes,
                  (SELECT count(*) FROM inquiry_history h JOIN doomed d ON d.id = h.submission_id
                   WHERE h.kind = 'status')::int AS changes,
                  (SELECT count(*) FROM notification_outbox o JOIN doomed d ON d.id = o.submission_id)::int AS notifications`,
          [email],
        );
        await client.query("DELETE FROM contact_submissions WHERE lower(email) = lower($1)", [email]);
        const row = rows[0] ?? {};
        return {
          inquiries: row.inquiries ?? 0,
          notes: row.notes ?? 0,
          statusChanges: row.changes ?? 0,
          notifications: row.notifications ?? 0,
        };
      });
      if (counts.inquiries > 0) options.afterErase?.();
      return counts;
    },
    ...postgresAudit(pool),
  } satisfies InboxRecords;
}
