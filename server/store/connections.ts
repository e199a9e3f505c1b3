import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type pg from "pg";
import type { DatabaseEnv } from "./index.ts";
import { migratePostgres } from "./migrate-postgres.ts";
import { migrateSqlite } from "./migrate-sqlite.ts";
import { loadMigrations } from "./migration-files.ts";
import { openPool } from "./pools.ts";
import { postgresSql } from "./postgres-sql.ts";
import type { Sql } from "./sql.ts";
import { openSqliteSql, sqliteSql } from "./sqlite-sql.ts";

/** The sign-in's tables: the one SQL interface, and the raw driver better-auth is given. */
export interface AuthDatabase extends Sql {
  readonly driver: DatabaseSync | pg.Pool;
}

/** The connections of the sign-ins and of the portal's records, opened once per process. */
export interface RecordsConnections {
  readonly auth: AuthDatabase;
  /** The portal's and the data room's records; opened only when `portal` is asked for. */
  readonly records: Sql | undefined;
  /** Closes them all: the `close` of `auth` and `records` leaves them open for this. */
  close(): Promise<void>;
}

const leaveOpen = async () => undefined;

/**
 * On PostgreSQL, one pool (`records` in ./pools.ts) serves both sign-ins, better-auth's
 * own statements included, and the portal's records. On SQLite, the sign-in keeps a
 * connection of its own: better-auth runs its own transactions on the raw `DatabaseSync`
 * (Kysely's, which wait between their statements), and on a shared connection the
 * records' statements could land inside one and be rolled back with it. Migrations run
 * here too, so the operator commands that open only this find the tables. (The store's
 * own SQLite connections are in ./sqlite.ts: its group-commit writer, whose batches must
 * never join another's transaction, and the inbox's reader threads, each of which opens
 * its connection on its thread, where a `DatabaseSync` must live.)
 */
export async function openRecordsConnections(
  config: DatabaseEnv,
  options: { portal: boolean },
): Promise<RecordsConnections> {
  if (config.DATABASE_URL) {
    const pool = openPool(config.DATABASE_URL, "records");
    try {
      await migratePostgres(pool, loadMigrations("postgres"));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      auth: { ...postgresSql(pool, leaveOpen), driver: pool },
      records: options.portal ? postgresSql(pool, leaveOpen) : undefined,
      close: () => pool.end(),
    };
  }
  const file = resolve(config.SQLITE_PATH);
  mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { timeout: 5000 });
  try {
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA synchronous = FULL");
    // The library relies on ON DELETE CASCADE (a removed user takes its sessions along).
    db.exec("PRAGMA foreign_keys = ON");
    migrateSqlite(db, loadMigrations("sqlite"));
  } catch (error) {
    db.close();
    throw error;
  }
  const records = options.portal ? openSqliteSql(file) : undefined;
  return {
    auth: { ...sqliteSql(db, db, leaveOpen), driver: db },
    records: records && { ...records, close: leaveOpen },
    async close() {
      await records?.close();
      db.close();
    },
  };
}

/**
 * The data room's files' connection, closed with their store: the `blobs` pool, or on
 * SQLite one of their own. Its transactions are synchronous (never waiting between
 * statements), unlike the records', which it must not join.
 */
export function openBlobConnection(config: DatabaseEnv): pg.Pool | DatabaseSync {
  return config.DATABASE_URL
    ? openPool(config.DATABASE_URL, "blobs")
    : new DatabaseSync(resolve(config.SQLITE_PATH), { timeout: 5000 });
}
