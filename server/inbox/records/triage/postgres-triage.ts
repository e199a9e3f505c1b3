import type pg from "pg";
import { postgresWhere } from "../search/postgres-query.ts";
import { timedRead } from "../search/postgres-timed-read.ts";
import type { InboxFilter, InboxRecords } from "../types.ts";
import { type ReplyOutbox, replyOutbox, triageRecords } from "./records.ts";
import { postgresRunner } from "./run.ts";
import { postgresDialect } from "./sql.ts";
import { cappedCounts, totals, unfiltered } from "./sqlite-triage.ts";
import type { TriageRecords, ViewCountRows } from "./types.ts";

/**
 * The triage on the pool. The counts of a filtered view read up to `cap` matches of a
 * search, so they run under the list's time limit (`limitMs`), cancelled by PostgreSQL
 * itself past it, like a page of the list (postgres-timed-read.ts).
 */
export function postgresTriage(
  pool: pg.Pool,
  inbox: InboxRecords,
  limitMs: number,
): { triage: TriageRecords; replies: ReplyOutbox } {
  const run = postgresRunner(pool);
  const counts = async (filter: InboxFilter, cap: number): Promise<ViewCountRows> => {
    if (unfiltered(filter)) return totals(await inbox.counts());
    // The view's own clauses (status excluded: every tab is counted), the store's filter code.
    const { where, params } = postgresWhere({ ...filter, status: undefined }, undefined);
    const rows = await timedRead<{ status: string; n: string }>(
      pool,
      limitMs,
      `SELECT status, count(*) AS n FROM (SELECT s.status FROM contact_submissions s ${where}
       LIMIT $${params.length + 1}) x GROUP BY status`,
      [...params, cap + 1],
    );
    return cappedCounts(rows, cap);
  };
  return { triage: triageRecords(run, postgresDialect, counts), replies: replyOutbox(run, postgresDialect) };
}
