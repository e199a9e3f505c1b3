import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { PortalSql } from "./portal-sql.ts";

/**
 * The portal's own connection to the SQLite file (WAL lets it read and write beside the
 * inquiries' connection). Foreign keys are on here, a second wall behind the store's own
 * checks; the migrations have run when the main store opened.
 */
export function sqlitePortal(path: string): PortalSql {
  const db = new DatabaseSync(path, { timeout: 5000 });
  db.exec("PRAGMA foreign_keys = ON");
  const statements = new Map<string, ReturnType<DatabaseSync["prepare"]>>();
  return {
    kind: "sqlite",
    async all<Row>(sql: string, params: readonly (string | number | boolean | null)[] = []) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        statements.set(sql, statement);
      }
      const values: SQLInputValue[] = params.map((value) =>
        typeof value === "boolean" ? Number(value) : value,
      );
      return statement.all(...values) as Row[];
    },
    async close() {
      db.close();
    },
  };
}
