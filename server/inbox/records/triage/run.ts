import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type pg from "pg";
import { inTransaction as postgresTransaction } from "#server/store/postgres-rows.ts";
import { inTransaction as sqliteTransaction, statementCache } from "#server/store/sqlite-rows.ts";
import { numbered, type Op, type Query, type Row } from "./sql.ts";

export interface OpRunner {
  /** Runs `op` in one transaction: all of its writes, or none. */
  write<T>(op: Op<T>): Promise<T>;
  /** Runs `op` outside a transaction (reads). */
  read<T>(op: Op<T>): Promise<T>;
}

function drive<T>(op: Op<T>, run: (query: Query) => Row[]): T {
  let step = op.next();
  while (!step.done) step = op.next(run(step.value));
  return step.value;
}

async function driveAsync<T>(op: Op<T>, run: (query: Query) => Promise<Row[]>): Promise<T> {
  let step = op.next();
  while (!step.done) step = op.next(await run(step.value));
  return step.value;
}

export function sqliteRunner(db: DatabaseSync): OpRunner {
  const prepared = statementCache(db);
  const run = ({ sql, params }: Query): Row[] => {
    const statement = prepared(sql);
    const values = params as SQLInputValue[];
    if (statement.columns().length > 0) return statement.all(...values) as Row[];
    statement.run(...values);
    return [];
  };
  return {
    write: async (op) => sqliteTransaction(db, () => drive(op, run)),
    read: async (op) => drive(op, run),
  };
}

export function postgresRunner(pool: pg.Pool): OpRunner {
  const on =
    (client: pg.Pool | pg.PoolClient) =>
    async ({ sql, params }: Query) =>
      (await client.query(numbered(sql), params)).rows as Row[];
  return {
    write: (op) => postgresTransaction(pool, (client) => driveAsync(op, on(client))),
    read: (op) => driveAsync(op, on(pool)),
  };
}
