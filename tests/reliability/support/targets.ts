// The databases the server runs on during the suite, read back with plain SQL (never
// through the code under test): a fresh SQLite file, or a fresh database on the
// suite's PostgreSQL server.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PostgresServer } from "#tests/support/database/postgres.ts";
import { postgresRows, type StoredRow, sqliteRows } from "#tests/support/database/stored-rows.ts";

export { contentKey, type StoredRow } from "#tests/support/database/stored-rows.ts";

export type DatabaseKind = "sqlite" | "postgres";

export interface Target {
  kind: DatabaseKind;
  /** Environment that points the server at this database. */
  env: Record<string, string>;
  rows(): Promise<StoredRow[]>;
  dispose(): void;
}

export function sqliteTarget(): Target {
  const dir = mkdtempSync(join(tmpdir(), "ucp-reliability-"));
  const path = join(dir, "ucp.sqlite");
  return {
    kind: "sqlite",
    env: { SQLITE_PATH: path },
    rows: async () => sqliteRows(path),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function postgresTarget(server: PostgresServer, label: string): Promise<Target> {
  const url = await server.createDatabase(label);
  return {
    kind: "postgres",
    env: { DATABASE_URL: url },
    rows: () => postgresRows(url),
    dispose: () => undefined,
  };
}

export async function createTarget(
  kind: DatabaseKind,
  postgres: PostgresServer,
  label: string,
): Promise<Target> {
  return kind === "sqlite" ? sqliteTarget() : postgresTarget(postgres, label);
}
