/** A value a portal statement takes. Booleans become 0/1 on SQLite. */
export type SqlValue = string | number | boolean | null;

/**
 * The one thing the portal's records need from a database: run a statement written once
 * with `?` placeholders, get its rows (RETURNING included). SQLite and PostgreSQL each
 * implement it (sqlite-portal.ts, postgres-portal.ts); portal-records.ts holds the SQL.
 */
export interface Sql {
  readonly kind: "sqlite" | "postgres";
  all<Row = Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /**
   * Runs `work` in one transaction: its statements (through the `sql` it is given) commit
   * together, or none does when it throws. Not nested.
   */
  transaction<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T>;
  /**
   * A write that need not survive a power cut (the time of a person's last visit): on
   * SQLite it commits without waiting for the disk, which would block every request.
   */
  relaxed(sql: string, params?: readonly SqlValue[]): Promise<void>;
  close(): Promise<void>;
}

/** The statements of one transaction. */
export type SqlRunner = Pick<Sql, "kind" | "all">;

/** A statement refused by a unique index or key: the row it would add already exists. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  // PostgreSQL 23505; SQLite SQLITE_CONSTRAINT_UNIQUE (2067) and _PRIMARYKEY (1555).
  return code === "23505" || errcode === 2067 || errcode === 1555;
}

/**
 * Each parent's rows among `children`, found by the column that names the parent. They are
 * grouped in one pass: filtering every child once per parent would cost their product.
 */
export function childrenBy<Child extends Record<string, unknown>>(
  children: readonly Child[],
  column: keyof Child,
): (parentId: unknown) => Child[] {
  const groups = Map.groupBy(children, (child) => child[column]);
  return (parentId) => groups.get(parentId as Child[keyof Child]) ?? [];
}

/** A time as the API shows it: SQLite keeps ISO text, PostgreSQL returns a Date. */
export function isoOf(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

export function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : isoOf(value);
}
