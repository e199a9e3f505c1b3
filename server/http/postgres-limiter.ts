import pg from "pg";
import type { RateLimiter, Window } from "./sliding-window-limiter.ts";
import { retryAfterSeconds } from "./sliding-window-limiter.ts";

export interface PostgresLimiterOptions {
  /** What is limited, so other limits (sign-ins) can share the table without mixing counts. */
  scope: string;
  windows: Window[];
  /** How often requests of clients that never came back are deleted. */
  sweepMs?: number;
}

/**
 * Sliding-window limits counted in PostgreSQL, so every instance on one database
 * enforces them together. Each hit is one call of rate_limit_hit() (migration
 * `shared_rate_limits`): one round trip, atomic under an advisory lock per client,
 * timed by the database's clock, which all instances share. The decision is the
 * in-memory limiter's, row for row: the same windows, the same Retry-After.
 *
 * A pool of its own, small: a limit check is short, and inserts queued behind a busy
 * store pool must not hold up the 429s that protect it.
 */
export function postgresLimiter(url: string, options: PostgresLimiterOptions): RateLimiter {
  const windows = options.windows.filter((window) => window.limit > 0);
  const horizon = Math.max(0, ...windows.map((window) => window.milliseconds));
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    connectionTimeoutMillis: 5000,
    query_timeout: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // A connection dropped by a restarting database; the next query reconnects.
  pool.on("error", () => undefined);
  const limits = windows.map((window) => window.limit);
  const lengths = windows.map((window) => window.milliseconds);

  const sweep = setInterval(
    () => {
      pool
        .query(
          "DELETE FROM rate_limit_hits WHERE scope = $1 AND at < clock_timestamp() - $2 * interval '1 millisecond'",
          [options.scope, horizon],
        )
        .catch(() => undefined);
    },
    options.sweepMs ?? 5 * 60_000,
  );
  sweep.unref();

  return {
    store: "postgres",
    async hit(client) {
      // Named: parsed and planned once per connection, as it runs for every insert.
      const { rows } = await pool.query<{ wait: string }>({
        name: "rate_limit_hit",
        text: "SELECT rate_limit_hit($1, $2, $3::integer[], $4::bigint[]) AS wait",
        values: [options.scope, client, limits, lengths],
      });
      const wait = Number(rows[0]?.wait ?? 0);
      return wait === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: retryAfterSeconds(wait) };
    },
    async close() {
      clearInterval(sweep);
      await pool.end();
    },
  };
}
