// The databases the server runs on during the suite, read back with plain SQL (never
// through the code under test): a fresh SQLite file, or a fresh database on the
// suite's PostgreSQL server.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type PostgresServer, withClient } from "../../support/postgres.ts";

export type DatabaseKind = "sqlite" | "postgres";

export interface StoredRow {
  name: string;
  email: string;
  message: string;
  fund_type: string | null;
  aum: string | null;
}

export interface Target {
  kind: DatabaseKind;
  /** Environment that points the server at this database. */
  env: Record<string, string>;
  rows(): Promise<StoredRow[]>;
  dispose(): void;
}

const COLUMNS = "name, email, message, fund_type, aum";

export function sqliteTarget(): Target {
  const dir = mkdtempSync(join(tmpdir(), "ucp-reliability-"));
  const path = join(dir, "ucp.sqlite");
  return {
    kind: "sqlite",
    env: { SQLITE_PATH: path },
    async rows() {
      // A fresh connection sees every committed transaction, and recovers the WAL of a killed writer.
      const db = new DatabaseSync(path, { timeout: 5000 });
      try {
        return db
          .prepare(`SELECT ${COLUMNS} FROM contact_submissions ORDER BY id`)
          .all() as unknown as StoredRow[];
      } finally {
        db.close();
      }
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function postgresTarget(server: PostgresServer, label: string): Promise<Target> {
  const url = await server.createDatabase(label);
  return {
    kind: "postgres",
    env: { DATABASE_URL: url },
    rows: () =>
      withClient(
        url,
        async (client) =>
          (await client.query<StoredRow>(`SELECT ${COLUMNS} FROM contact_submissions ORDER BY id`)).rows,
      ),
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

/** The duplicate-suppression key: only submissions identical in every field are one inquiry. */
export function contentKey(row: Pick<StoredRow, "name" | "email" | "message" | "fund_type" | "aum">): string {
  return JSON.stringify([row.name, row.email, row.message, row.fund_type, row.aum]);
}
