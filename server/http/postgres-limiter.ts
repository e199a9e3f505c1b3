import { GroupCommitter } from "#server/store/group-commit.ts";
import { openPool } from "#server/store/pools.ts";
import type { Decision, RateLimiter, Window } from "./sliding-window-limiter.ts";
import { retryAfterSeconds } from "./sliding-window-limiter.ts";

export interface PostgresLimiterOptions {
  /** What is limited, so other limits (sign-ins) can share the table without mixing counts. */
  scope: string;
  windows: Window[];
  /** How often requests that have left every window are deleted. */
  sweepMs?: number;
}

/**
 * Sliding-window limits counted in PostgreSQL, so every instance on one database
 * enforces them together. Requests arriving together are counted in one call of
 * rate_limit_hits() (migration `shared_rate_limits`), one round trip and one commit,
 * as inserts are group-committed: a call per request would cost more than the insert
 * itself. Atomic under an advisory lock per client, timed by the database's clock,
 * which all instances share; the decision is the in-memory limiter's, row for row:
 * the same windows, the same Retry-After.
 *
 * A pool of its own, small (`limits` in server/store/pools.ts): a limit check is short, and inserts queued behind a busy
 * store pool must not hold up the 429s that protect it.
 */
export function postgresLimiter(url: string, options: PostgresLimiterOptions): RateLimiter {
  const windows = options.windows.filter((window) => window.limit > 0);
  const horizon = Math.max(0, ...windows.map((window) => window.milliseconds));
  const pool = openPool(url, "limits");
  const limits = windows.map((window) => window.limit);
  const lengths = windows.map((window) => window.milliseconds);

  const committer = new GroupCommitter<string, Decision>({
    async write(clients) {
      // Named: parsed and planned once per connection, as it runs all the time.
      const { rows } = await pool.query<{ waits: string[] }>({
        name: "rate_limit_hits",
        text: "SELECT rate_limit_hits($1, $2::text[], $3::integer[], $4::bigint[]) AS waits",
        values: [options.scope, clients, limits, lengths],
      });
      return (rows[0]?.waits ?? []).map((wait): Decision => {
        const milliseconds = Number(wait);
        return milliseconds === 0
          ? { allowed: true }
          : { allowed: false, retryAfterSeconds: retryAfterSeconds(milliseconds) };
      });
    },
    maxBatch: 200,
    maxConcurrent: 2,
    // A failed call fails its whole batch: the database is out of reach or refused it.
    retrySingly: () => false,
  });

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
    hit: (client) => committer.submit(client),
    async close() {
      clearInterval(sweep);
      await committer.close();
      await pool.end();
    },
  };
}
