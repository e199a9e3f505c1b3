import type pg from "pg";
import { openPool } from "./pools.ts";
import type { Sql, SqlValue } from "./sql.ts";

/** `?` → `$1, $2…`: the portal's SQL is written once for both databases. */
function numbered(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

/**
 * Beyond this many distinct texts, statements run unnamed: a text built per call (a list
 * of ids of varying length) must not fill every connection with plans it never reuses.
 */
const MOST_NAMED = 2_000;
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
