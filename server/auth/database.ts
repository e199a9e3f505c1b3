import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import pg from "pg";
import { migratePostgres } from "#server/store/migrate-postgres.ts";
import { migrateSqlite } from "#server/store/migrate-sqlite.ts";
import { loadMigrations } from "#server/store/migration-files.ts";

/** A value a statement takes: text, a number, or NULL. */
export type SqlValue = string | number | boolean | null;

/**
 * The staff tables, reached through their own connection: the authentication library
 * needs the raw driver (a `DatabaseSync` or a `pg.Pool`), and the project's queries
 * (audit, limits, invitations) use `query` with `?` placeholders on both databases.
 */
export interface StaffDatabase {
  readonly kind: "sqlite" | "postgres";
  /** What the authentication library is given. */
  readonly driver: DatabaseSync | pg.Pool;
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** `?` → `$1, $2…`: the project's SQL is written once for both databases. */
function numbered(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

export async function openStaffDatabase(config: {
  DATABASE_URL?: string | undefined;
  SQLITE_PATH: string;
}): Promise<StaffDatabase> {
  if (config.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: config.DATABASE_URL,
      max: 10,
      connectionTimeoutMillis: 5000,
      query_timeout: 15_000,
      idleTimeoutMillis: 30_000,
    });
    pool.on("error", () => undefined); // A dropped idle connection is replaced on next use.
    // A connection lost while checked out (between the statements of a transaction) is
    // reported on its client, not the pool: unheard, that event would end the process. The
    // statement in flight fails instead, and the client is discarded when it is released.
    pool.on("connect", (client) => client.on("error", () => undefined));
    await migratePostgres(pool, loadMigrations("postgres"));
    return {
      kind: "postgres",
      driver: pool,
      async query<Row>(sql: string, params: readonly SqlValue[] = []) {
        return (await pool.query(numbered(sql), [...params])).rows as Row[];
      },
      close: () => pool.end(),
    };
  }
  const file = resolve(config.SQLITE_PATH);
  mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { timeout: 5000 });
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  // The library relies on ON DELETE CASCADE (a removed user takes its sessions along).
  db.exec("PRAGMA foreign_keys = ON");
  migrateSqlite(db, loadMigrations("sqlite"));
  return {
    kind: "sqlite",
    driver: db,
    async query<Row>(sql: string, params: readonly SqlValue[] = []) {
      const statement = db.prepare(sql);
      // SQLite has no boolean type: the library stores them as 0 and 1.
      const values = params.map(
        (value): SQLInputValue => (typeof value === "boolean" ? Number(value) : value),
      );
      if (statement.columns().length > 0) return statement.all(...values) as Row[];
      statement.run(...values);
      return [];
    },
    async close() {
      db.close();
    },
  };
}
