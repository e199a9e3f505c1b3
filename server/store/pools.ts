import pg from "pg";

/**
 * Every PostgreSQL pool one server process opens, by use: at most 27 connections in all.
 * They stay apart where one use must not wait for another's connections:
 * - `store`: the contact insert's group commit (up to four batches at once), the outbox
 *   and the staff inbox's reads. The public insert is what meets load; a burst of
 *   sign-ins or portal reads must never hold the connections its batches need.
 * - `records`: the sign-in of both realms (better-auth is given this raw pg.Pool) and the
 *   project's own queries on its tables, the portal's records and the data room's. One
 *   pool, since they are the same requests' work: 10 covers the sign-in's 10 concurrent
 *   password checks (hashing, not the database, bounds them) with no wait.
 * - `limits`: the insert rate limit, small and apart, so the 429s that protect a busy
 *   store pool are never queued behind it.
 * - `blobs`: the data room's files; an upload holds its connection for the whole upload
 *   (one transaction as its chunks stream in), so uploads must not starve the rest.
 */
export const POOLS = {
  store: { max: 10, query_timeout: 15_000, idleTimeoutMillis: 30_000 },
  records: { max: 10, query_timeout: 15_000, idleTimeoutMillis: 30_000 },
  limits: { max: 3, query_timeout: 10_000, idleTimeoutMillis: 30_000 },
  blobs: { max: 4, query_timeout: 30_000, idleTimeoutMillis: 10_000 },
} as const satisfies Record<string, pg.PoolConfig>;

export type PoolUse = keyof typeof POOLS;

/**
 * Opens the pool for one use. A connection the server drops while idle is reported to
 * `onIdleError` (and replaced on next use); one lost while checked out (between the
 * statements of a transaction) is reported on its client, not the pool: unheard, that
 * event would end the process, so the statement in flight fails instead and the client is
 * discarded when it is released.
 */
export function openPool(
  url: string,
  use: PoolUse,
  onIdleError: (error: Error) => void = () => undefined,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    // A database that does not answer turns into a 503 within seconds, not a hung request.
    connectionTimeoutMillis: 5000,
    // Which pool a session in pg_stat_activity belongs to (a DATABASE_URL or PGAPPNAME that
    // names one wins).
    application_name: process.env.PGAPPNAME ?? `ucp ${use}`,
    ...POOLS[use],
  });
  pool.on("error", onIdleError);
  pool.on("connect", (client) => client.on("error", () => undefined));
  return pool;
}
