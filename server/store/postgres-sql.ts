import type pg from "pg";
import { openPool } from "./pools.ts";
import type { Sql, SqlValue } from "./sql.ts";

/** `?` → `$1, $2…`: the portal's SQL is written once for both databases. */
function numbered(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
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
      return (await pool.query(numbered(sql), [...params])).rows as Row[];
    },
    async transaction(work) {
      const client = await pool.connect();
      let broken: unknown;
      try {
        await client.query("BEGIN");
        const result = await work({
          kind: "postgres",
          all: async <Row>(sql: string, params: readonly SqlValue[] = []) =>
            (await client.query(numbered(sql), [...params])).rows as Row[],
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
      await pool.query(numbered(sql), [...params]);
    },
    close: release,
  };
}
