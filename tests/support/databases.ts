// The two databases the API runs on, as test targets: a fresh SQLite file in a temp
// dir, or a fresh database on the run's PostgreSQL server. Tests read rows back with
// plain SQL, never through the code under test.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { inject } from "vitest";
import { createDatabase, withClient } from "./postgres.ts";

export type DatabaseKind = "sqlite" | "postgres";
export const DATABASE_KINDS: DatabaseKind[] = ["sqlite", "postgres"];

/** A row as the API stores it, the same for both databases. */
export interface StoredRow {
  id: string;
  created_at: Date;
  name: string;
  email: string;
  message: string;
  fund_type: string | null;
  aum: string | null;
}

export interface TestDatabase {
  kind: DatabaseKind;
  /** Environment that points the server at this database. */
  env: Record<string, string>;
  /** Runs SQL (several statements allowed) and returns the rows of the last one. */
  query(sql: string): Promise<Record<string, unknown>[]>;
  rows(): Promise<StoredRow[]>;
  /** Removes the SQLite directory; a PostgreSQL database goes with the server. */
  dispose(): void;
}

export async function createTestDatabase(kind: DatabaseKind, label: string): Promise<TestDatabase> {
  return kind === "sqlite" ? sqliteDatabase() : postgresDatabase(label);
}

const ROW_COLUMNS = "id, created_at, name, email, message, fund_type, aum";

function sqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), "ucp-sqlite-test-"));
  const path = join(dir, "nested", "ucp.sqlite");
  // A fresh connection per call sees every committed transaction (WAL readers).
  const query = async (sql: string) => {
    const db = new DatabaseSync(path, { timeout: 5000 });
    try {
      const statements = sql.split(/;\s*(?=\S)/);
      const last = statements.pop() ?? "";
      for (const statement of statements) db.exec(statement);
      const prepared = db.prepare(last);
      if (prepared.columns().length > 0) return prepared.all();
      prepared.run();
      return [];
    } finally {
      db.close();
    }
  };
  return {
    kind: "sqlite",
    env: { SQLITE_PATH: path },
    query,
    async rows() {
      const rows = await query(`SELECT ${ROW_COLUMNS} FROM contact_submissions ORDER BY id`);
      return rows.map((row) => {
        const createdAt = String(row.created_at);
        // Stored as ISO 8601 in UTC: the Z suffix is part of the contract.
        if (!createdAt.endsWith("Z")) throw new Error(`created_at is not UTC: ${createdAt}`);
        return { ...(row as unknown as StoredRow), id: String(row.id), created_at: new Date(createdAt) };
      });
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresDatabase(label: string): Promise<TestDatabase> {
  const url = await createDatabase(inject("postgresAdminUrl"), label);
  const query = (sql: string) =>
    withClient(url, async (client) => {
      const result = await client.query(sql);
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return (last?.rows ?? []) as Record<string, unknown>[];
    });
  return {
    kind: "postgres",
    env: { DATABASE_URL: url },
    query,
    async rows() {
      const rows = await query(`SELECT ${ROW_COLUMNS} FROM contact_submissions ORDER BY id`);
      return rows.map((row) => ({ ...(row as unknown as StoredRow), id: String(row.id) }));
    },
    dispose: () => undefined,
  };
}
