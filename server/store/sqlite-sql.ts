import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { Sql, SqlRunner, SqlValue } from "./sql.ts";

/**
 * The portal's own connection to the SQLite file (WAL lets it read and write beside the
 * inquiries' connection). Foreign keys are on here, a second wall behind the store's own
 * checks; the migrations have run when the main store opened.
 */
export function openSqliteSql(path: string): Sql {
  const db = new DatabaseSync(path, { timeout: 5000 });
  db.exec("PRAGMA foreign_keys = ON");
  // WAL with synchronous=NORMAL: a commit reaches the disk at the next sync, not at once.
  // Only for writes whose loss on a power cut is harmless (relaxed below).
  const soft = new DatabaseSync(path, { timeout: 5000 });
  soft.exec("PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL");
  return sqliteSql(db, soft, async () => {
    db.close();
    soft.close();
  });
}

/**
 * Statements on `db`, and the relaxed writes on `soft` (which may be `db` itself, when
 * the writes need no relaxing); `release` closes what was opened for it.
 */
export function sqliteSql(db: DatabaseSync, soft: DatabaseSync, release: () => Promise<void>): Sql {
  const softStatements = new Map<string, ReturnType<DatabaseSync["prepare"]>>();
  const statements = new Map<string, ReturnType<DatabaseSync["prepare"]>>();
  const run = <Row>(sql: string, params: readonly SqlValue[] = []): Row[] => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    const values: SQLInputValue[] = params.map((value) =>
      typeof value === "boolean" ? Number(value) : value,
    );
    return statement.all(...values) as Row[];
  };
  // One connection serves every request: while a transaction awaits between its
  // statements, other statements wait for it, or they would join (and share) it.
  let open: Promise<unknown> | undefined;
  const idle = async () => {
    while (open) await open.catch(() => undefined);
  };
  const inside: SqlRunner = { kind: "sqlite", all: async (sql, params) => run(sql, params) };
  return {
    kind: "sqlite",
    async all<Row>(sql: string, params?: readonly SqlValue[]) {
      await idle();
      return run<Row>(sql, params);
    },
    async transaction(work) {
      await idle();
      const task = (async () => {
        db.exec("BEGIN IMMEDIATE");
        try {
          const result = await work(inside);
          db.exec("COMMIT");
          return result;
        } catch (error) {
          db.exec("ROLLBACK");
          throw error;
        }
      })();
      open = task;
      try {
        return await task;
      } finally {
        if (open === task) open = undefined;
      }
    },
    async relaxed(sql, params = []) {
      // After any open transaction: this connection would wait for its lock, and the wait
      // (synchronous) would stop the transaction from ever finishing.
      await idle();
      let statement = softStatements.get(sql);
      if (!statement) {
        statement = soft.prepare(sql);
        softStatements.set(sql, statement);
      }
      statement.run(...params.map((value) => (typeof value === "boolean" ? Number(value) : value)));
    },
    async close() {
      await idle();
      await release();
    },
  };
}
