import type pg from "pg";
import { checkApplied, type Migration } from "./migration-files.ts";

/** Arbitrary constant naming "UCP schema migrations" among advisory locks. */
const MIGRATION_LOCK_KEY = "7302025110001";

/**
 * Applies pending migrations, each in its own transaction, while holding a
 * session-level advisory lock: a second instance starting at the same moment waits
 * for the lock, then finds everything applied. If this process dies, PostgreSQL
 * releases the lock with the connection.
 */
export async function migratePostgres(pool: pg.Pool, migrations: readonly Migration[]): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const { rows } = await client.query<{ version: number; checksum: string }>(
        "SELECT version, checksum FROM schema_migrations",
      );
      const applied = new Map(rows.map((row) => [row.version, row.checksum]));
      for (const migration of migrations) {
        if (checkApplied(migration, applied.get(migration.version))) continue;
        await client.query("BEGIN");
        try {
          await client.query(migration.sql);
          await client.query("INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)", [
            migration.version,
            migration.name,
            migration.checksum,
          ]);
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK");
          throw error;
        }
      }
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection that failed mid-migration is discarded, never reused by the pool.
    client.release(broken);
  }
}
