// What the server stored, read back with plain SQL and never through the code under
// test, by the integration tests, the end-to-end tests and the reliability suite.
import { DatabaseSync } from "node:sqlite";
import { withClient } from "./postgres.ts";

/** A contact_submissions row, the same whichever database stored it. */
export interface StoredRow {
  id: string;
  created_at: Date;
  name: string;
  email: string;
  message: string;
  fund_type: string | null;
  aum: string | null;
}

const SELECT_ROWS =
  "SELECT id, created_at, name, email, message, fund_type, aum FROM contact_submissions ORDER BY id";

/**
 * Every row of the SQLite file at `path`. A fresh connection sees every committed
 * transaction, and recovers the WAL of a killed writer.
 */
export function sqliteRows(path: string): StoredRow[] {
  const db = new DatabaseSync(path, { timeout: 5000 });
  try {
    return db
      .prepare(SELECT_ROWS)
      .all()
      .map((row) => {
        const createdAt = String(row.created_at);
        // Stored as ISO 8601 in UTC: the Z suffix is part of the contract.
        if (!createdAt.endsWith("Z")) throw new Error(`created_at is not UTC: ${createdAt}`);
        return { ...(row as unknown as StoredRow), id: String(row.id), created_at: new Date(createdAt) };
      });
  } finally {
    db.close();
  }
}

/** Every row of the PostgreSQL database at `url`. */
export function postgresRows(url: string): Promise<StoredRow[]> {
  return withClient(url, async (client) =>
    (await client.query<StoredRow>(SELECT_ROWS)).rows.map((row) => ({ ...row, id: String(row.id) })),
  );
}

/** The duplicate-suppression key: only submissions identical in every field are one inquiry. */
export function contentKey(row: Pick<StoredRow, "name" | "email" | "message" | "fund_type" | "aum">): string {
  return JSON.stringify([row.name, row.email, row.message, row.fund_type, row.aum]);
}
