/**
 * The triage operations are written once, as generators that yield their statements:
 * SQLite runs one to the end synchronously inside BEGIN IMMEDIATE (node:sqlite blocks,
 * so nothing else can slip into the transaction), PostgreSQL asynchronously on one
 * client between BEGIN and COMMIT. Statements use `?` placeholders; the few places the
 * two dialects differ ask the Dialect.
 */
export type Row = Record<string, unknown>;

export interface Query {
  sql: string;
  params: unknown[];
}

/** An operation: yields statements, receives their rows, returns its result. */
export type Op<T> = Generator<Query, T, Row[]>;

export interface Dialect {
  kind: "sqlite" | "postgres";
  /** `column IN (the ids)` with its one parameter (integer ids). */
  inIds(column: string, ids: readonly string[]): Query;
  /** `column IN (the values)` with its one parameter (text). */
  inTexts(column: string, values: readonly string[]): Query;
  /** The value a boolean column of the sign-in's tables holds for true. */
  true: number | boolean;
  /** Row locks for a read that precedes a write (PostgreSQL); SQLite's write lock is the transaction's. */
  forUpdate: string;
  /** Skips rows another transaction holds (PostgreSQL's outbox claims). */
  skipLocked: string;
}

export function* query(sql: string, ...params: unknown[]): Op<Row[]> {
  return yield { sql, params };
}

export function* one(sql: string, ...params: unknown[]): Op<Row | undefined> {
  return (yield { sql, params })[0];
}

export function* queryWith(fragment: Query, before: string, after = "", ...params: unknown[]): Op<Row[]> {
  return yield { sql: `${before} ${fragment.sql} ${after}`, params: [...fragment.params, ...params] };
}

export const sqliteDialect: Dialect = {
  kind: "sqlite",
  inIds: (column, ids) => ({
    sql: `${column} IN (SELECT value FROM json_each(?))`,
    params: [JSON.stringify(ids.map(Number))],
  }),
  inTexts: (column, values) => ({
    sql: `${column} IN (SELECT value FROM json_each(?))`,
    params: [JSON.stringify(values)],
  }),
  true: 1,
  forUpdate: "",
  skipLocked: "",
};

export const postgresDialect: Dialect = {
  kind: "postgres",
  inIds: (column, ids) => ({ sql: `${column} = ANY(?::bigint[])`, params: [[...ids]] }),
  inTexts: (column, values) => ({ sql: `${column} = ANY(?::text[])`, params: [[...values]] }),
  true: true,
  forUpdate: "FOR UPDATE",
  skipLocked: "FOR UPDATE SKIP LOCKED",
};

export const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

export const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/** `?` → `$1, $2…` for PostgreSQL (no statement here holds a literal question mark). */
export function numbered(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}
