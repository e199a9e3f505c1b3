import type { DatabaseSync } from "node:sqlite";
import { checkApplied, type Migration } from "./migration-files.ts";

/**
 * Applies pending migrations in one BEGIN IMMEDIATE transaction: it takes SQLite's
 * write lock first, so a second process starting at the same moment waits (busy
 * timeout), then finds everything applied. SQLite DDL is transactional: a failing
 * migration leaves nothing half done.
 */
export function migrateSqlite(db: DatabaseSync, migrations: readonly Migration[]): void {
  db.exec("BEGIN IMMEDIATE");
  try {
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      checksum TEXT NOT NULL,
      applied_at TEXT NOT NULL
    ) STRICT`);
    const rows = db.prepare("SELECT version, checksum FROM schema_migrations").all();
    const applied = new Map(rows.map((row) => [Number(row.version), String(row.checksum)]));
    const record = db.prepare(
      "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)",
    );
    for (const migration of migrations) {
      if (checkApplied(migration, applied.get(migration.version))) continue;
      db.exec(migration.sql);
      record.run(migration.version, migration.name, migration.checksum, new Date().toISOString());
    }
    db.exec("COMMIT");
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}
