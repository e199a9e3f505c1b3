// The two databases the API runs on, as test targets: a fresh SQLite file in a temp
// dir, or a fresh database on the run's PostgreSQL server. Tests read rows back with
// plain SQL, never through the code under test.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { inject } from "vitest";
import { silentLogger } from "#server/logger.ts";
import { openStore, type SubmissionStore } from "#server/store/index.ts";
import { createDatabase, withClient } from "./postgres.ts";
import { postgresRows, type StoredRow, sqliteRows } from "./stored-rows.ts";

export type { StoredRow } from "./stored-rows.ts";

export type DatabaseKind = "sqlite" | "postgres";
export const DATABASE_KINDS: DatabaseKind[] = ["sqlite", "postgres"];

export interface TestDatabase {
  kind: DatabaseKind;
  /** Environment that points the server at this database. */
  env: Record<string, string>;
  /** Runs one statement and returns its rows. */
  query(sql: string): Promise<Record<string, unknown>[]>;
  /** Runs a script of statements (DDL, triggers) and returns nothing. */
  exec(sql: string): Promise<void>;
  rows(): Promise<StoredRow[]>;
  /** Removes the SQLite directory; a PostgreSQL database goes with the server. */
  dispose(): void;
}

/** The server's own store on `db` (opening it applies the migrations), logging nothing. */
export function openStoreOn(db: Pick<TestDatabase, "env">): Promise<SubmissionStore> {
  return openStore(
    { DATABASE_URL: db.env.DATABASE_URL, SQLITE_PATH: db.env.SQLITE_PATH ?? "" },
    silentLogger,
  );
}

/**
 * A fresh database of `kind`. SQLite starts empty and the server migrates it when it opens
 * it; PostgreSQL starts as a copy of the run's migrated template, unless `empty` is asked
 * (the migrations' own tests).
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  label: string,
  { empty = false }: { empty?: boolean } = {},
): Promise<TestDatabase> {
  return kind === "sqlite" ? sqliteDatabase() : postgresDatabase(label, empty);
}

function sqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), "ucp-sqlite-test-"));
  const path = join(dir, "nested", "ucp.sqlite");
  // A fresh connection per call sees every committed transaction (WAL readers).
  const withDb = <T>(use: (db: DatabaseSync) => T): T => {
    const db = new DatabaseSync(path, { timeout: 5000 });
    try {
      return use(db);
    } finally {
      db.close();
    }
  };
  const query = async (sql: string) =>
    withDb((db) => {
      const prepared = db.prepare(sql);
      if (prepared.columns().length > 0) return prepared.all();
      prepared.run();
      return [];
    });
  return {
    kind: "sqlite",
    env: { SQLITE_PATH: path },
    query,
    exec: async (sql) => withDb((db) => db.exec(sql)),
    rows: async () => sqliteRows(path),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresDatabase(label: string, empty: boolean): Promise<TestDatabase> {
  const template = empty ? undefined : inject("postgresMigratedTemplate");
  const url = await createDatabase(inject("postgresAdminUrl"), label, template);
  const query = (sql: string) =>
    withClient(url, async (client) => (await client.query(sql)).rows as Record<string, unknown>[]);
  return {
    kind: "postgres",
    env: { DATABASE_URL: url },
    query,
    exec: async (sql) => {
      await withClient(url, (client) => client.query(sql));
    },
    rows: () => postgresRows(url),
    dispose: () => undefined,
  };
}
