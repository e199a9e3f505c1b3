import type pg from "pg";
import { inTransaction } from "#server/store/postgres-rows.ts";
import { InboxQueryTimeout } from "../query-timeout.ts";

/** PostgreSQL's code for a statement it cancelled (here: its statement_timeout). */
const QUERY_CANCELED = "57014";

/**
 * Runs one read with a time limit that PostgreSQL enforces itself: the statement is
 * cancelled on the server at the limit, so nothing keeps running after the answer (a
 * client-side timeout would leave the query running). The settings (and `settings`, for
 * the planner) last one transaction.
 */
export async function timedRead<R extends pg.QueryResultRow>(
  pool: pg.Pool,
  limitMs: number,
  sql: string,
  params: unknown[],
  settings: Record<string, string> = {},
): Promise<R[]> {
  const names = ["statement_timeout", ...Object.keys(settings)];
  const values = [`${limitMs}ms`, ...Object.values(settings)];
  try {
    return await inTransaction(pool, async (client) => {
      await client.query(
        "SELECT set_config(name, value, true) FROM unnest($1::text[], $2::text[]) AS t(name, value)",
        [names, values],
      );
      return (await client.query<R>(sql, params)).rows;
    });
  } catch (error) {
    if ((error as { code?: string }).code === QUERY_CANCELED) throw new InboxQueryTimeout(limitMs);
    throw error;
  }
}
