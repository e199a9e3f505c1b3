import type pg from "pg";
import { openPool } from "./pools.ts";
import type { Sql, SqlValue } from "./sql.ts";

/** `?` → `$1, $2…`: the portal's SQL is written once for both databases. */
function numbered(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

/**
 * The first this many distinct texts get names; later ones run unnamed. Texts built per
 * call (a list of ids of varying length) each take a name too, so this bounds what every
 * connection keeps prepared, however many such texts the process makes.
 */
const MOST_NAMED = 2_000;
/** PostgreSQL's feature_not_supported, which a stale prepared plan raises. */
const CACHED_PLAN_STALE = "0A000";
const statements = new Map<string, { name: string; text: string }>();

/**
 * The statement for `sql` under a name of its own, so each connection parses and plans it
 * once and then reuses the plan: planning was most of the database's work on the portal's
 * reads (half a millisecond for the access rule's join, against a twentieth to run it).
 */
function statement(sql: string, params: readonly SqlValue[]): pg.QueryConfig {
  let found = statements.get(sql);
  if (!found && statements.size < MOST_NAMED) {
    found = { name: `ucp_${statements.size}`, text: numbered(sql) };
    statements.set(sql, found);
  }
  return { ...(found ?? { text: numbered(sql) }), values: [...params] };
}

/** The records' pool (./pools.ts); the migrations have run when the main store opened. */
export function openPostgresSql(url: string): Sql {
  const pool = openPool(url, "records");
  return postgresSql(pool, () => pool.end());
}

/** Statements on `pool`; `release` closes it, or leaves it open for its other users. */
export function postgresSql(pool: pg.Pool, release: () => Promise<void>): Sql {
  return {
    kind: "postgres",
    async all<Row>(sql: string, params: readonly SqlValue[] = []) {
      return (await pool.query(statement(sql, params))).rows as Row[];
    },
    async transaction(work) {
      const client = await pool.connect();
      let broken: unknown;
      try {
        await client.query("BEGIN");
        const result = await work({
          kind: "postgres",
          all: async <Row>(sql: string, params: readonly SqlValue[] = []) =>
            (await client.query(statement(sql, params))).rows as Row[],
        });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch((rollback: unknown) => (broken = rollback));
        // "cached plan must not change result type": a column's type changed under a
        // prepared statement (another instance migrated). Only a new connection forgets it.
        if ((error as { code?: string }).code === CACHED_PLAN_STALE) broken ??= error;
        throw error;
      } finally {
        // A client whose rollback failed may be mid-transaction: never reuse it.
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
    // Commits on PostgreSQL wait for the WAL flush without blocking the process: as usual.
    async relaxed(sql, params = []) {
      await pool.query(statement(sql, params));
    },
    close: release,
  };
}
