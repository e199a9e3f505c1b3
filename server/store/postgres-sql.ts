import pg from "pg";
import type { PortalSql, PortalSqlValue } from "./sql.ts";

/** `?` → `$1, $2…`: the portal's SQL is written once for both databases. */
function numbered(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

/** The portal's own small pool; the migrations have run when the main store opened. */
export function postgresPortal(url: string): PortalSql {
  const pool = new pg.Pool({
    connectionString: url,
    max: 5,
    connectionTimeoutMillis: 5000,
    query_timeout: 15_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on("error", () => undefined); // A dropped idle connection is replaced on next use.
  // A connection lost while checked out (between the statements of a transaction) is
  // reported on its client, not the pool: unheard, that event would end the process. The
  // statement in flight fails instead, and the client is discarded when it is released.
  pool.on("connect", (client) => client.on("error", () => undefined));
  return {
    kind: "postgres",
    async all<Row>(sql: string, params: readonly PortalSqlValue[] = []) {
      return (await pool.query(numbered(sql), [...params])).rows as Row[];
    },
    async transaction(work) {
      const client = await pool.connect();
      let broken: unknown;
      try {
        await client.query("BEGIN");
        const result = await work({
          kind: "postgres",
          all: async <Row>(sql: string, params: readonly PortalSqlValue[] = []) =>
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
    async close() {
      await pool.end();
    },
  };
}
