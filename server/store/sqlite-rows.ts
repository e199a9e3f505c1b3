import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { StoredInquiry } from "./inquiry-types.ts";

/** The inquiry columns, in the order StoredInquiry lists them. */
export const INQUIRY_COLUMNS = "id, created_at, name, email, message, fund_type, aum";

/** node:sqlite returns plain records; this is the one place that knows their shape. */
export function inquiryFromRow(row: Record<string, unknown>): StoredInquiry {
  return {
    id: String(row.id),
    createdAt: new Date(String(row.created_at)),
    name: String(row.name),
    email: String(row.email),
    message: String(row.message),
    fund_type: row.fund_type === null ? null : String(row.fund_type),
    aum: row.aum === null ? null : String(row.aum),
  };
}

/** Prepares each distinct SQL text once on `db` and hands back the same statement after. */
export function statementCache(db: DatabaseSync): (sql: string) => StatementSync {
  const cache = new Map<string, StatementSync>();
  return (sql) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  };
}

/** Ids as a JSON array of numbers, for `IN (SELECT value FROM json_each(?))` on INTEGER keys. */
export function idList(ids: readonly string[]): string {
  return JSON.stringify(ids.map(Number));
}

/**
 * Runs `work` inside BEGIN IMMEDIATE … COMMIT. node:sqlite is synchronous and the store
 * has one connection, so nothing else can run on it between the two.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}
