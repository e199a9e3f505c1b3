import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { Sql, SqlRunner, SqlValue } from "./sql.ts";

const sqliteValue = (value: SqlValue): SQLInputValue => (typeof value === "boolean" ? Number(value) : value);

/** Resolves as the first thing of a new event-loop turn (after the pending I/O callbacks). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A SQLite transaction's work awaited something other than its own statements (a timer,
 * a file, the network), so it held the database's write lock while the rest of the
 * process ran. It is rolled back: on SQLite, a transaction's work reads and writes, and
 * nothing else.
 */
export class SqliteTurnError extends Error {
  override name = "SqliteTurnError";
  constructor() {
    super("a SQLite transaction awaited something other than its statements; it was rolled back");
  }
}

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
    return statement.all(...params.map(sqliteValue)) as Row[];
  };
  // The write lock is held from BEGIN to COMMIT. A transaction begins at the start of an
  // event-loop turn of its own and its statements answer at once, so it ends before
  // anything else in the process runs: transactions asked for together run one per
  // setImmediate callback, in order; a statement asked for meanwhile never lands inside
  // one (it runs at once, before or after); no other connection's write waits on its lock
  // (a synchronous wait would stop it from ever finishing); and no statement of the
  // authentication library lands between its statements. A transaction that broke the
  // rule is rolled back at the end of its turn, and `open` makes everything on this
  // connection wait for its work.
  let open: Promise<unknown> | undefined;
  const settled = async () => {
    while (open) await open.catch(() => undefined);
  };
  return {
    kind: "sqlite",
    async all<Row>(sql: string, params?: readonly SqlValue[]) {
      if (open) await settled();
      return run<Row>(sql, params);
    },
    async transaction(work) {
      await nextTurn();
      while (open) {
        await settled();
        await nextTurn();
      }
      const task = (async () => {
        // Queued from inside this turn's microtasks, the tick runs as soon as they are all
        // done, before any other callback: a transaction still open then has awaited
        // something else. It is rolled back there, before anything else can run, and its
        // further statements fail.
        let ended = false;
        let broken = false;
        const runner: SqlRunner = {
          kind: "sqlite",
          all: async (sql, params) => {
            if (broken) throw new SqliteTurnError();
            return run(sql, params);
          },
        };
        db.exec("BEGIN IMMEDIATE");
        process.nextTick(() => {
          if (ended) return;
          broken = true;
          if (db.isTransaction) db.exec("ROLLBACK");
        });
        try {
          const result = await work(runner);
          if (broken) throw new SqliteTurnError();
          db.exec("COMMIT");
          return result;
        } catch (error) {
          if (db.isTransaction) db.exec("ROLLBACK");
          throw broken ? new SqliteTurnError() : error;
        } finally {
          ended = true;
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
      if (open) await settled();
      let statement = softStatements.get(sql);
      if (!statement) {
        statement = soft.prepare(sql);
        softStatements.set(sql, statement);
      }
      statement.run(...params.map(sqliteValue));
    },
    async close() {
      await settled();
      await release();
    },
  };
}
