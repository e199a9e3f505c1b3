import type { PortalList } from "#common/portal-api.ts";
import type { Sql, SqlValue } from "#server/store/sql.ts";
import type { ListPage } from "./types.ts";

/** `%part%` for LIKE, with LIKE's own characters taken literally. */
function containing(words: string): string {
  return `%${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of a table in (name, id) order, one row more than asked to know whether
 * another page follows. `searched` are the columns `page.words` may match.
 */
export async function listPage<T extends { id: string }>(
  sql: Sql,
  table: string,
  columns: string,
  searched: readonly string[],
  page: ListPage,
  fromRow: (row: Record<string, unknown>) => T & { name: string },
): Promise<PortalList<T>> {
  const where: string[] = [];
  const params: SqlValue[] = [];
  if (page.words) {
    where.push(`(${searched.map((column) => `lower(${column}) LIKE ? ESCAPE '\\'`).join(" OR ")})`);
    for (const _ of searched) params.push(containing(page.words));
  }
  if (page.activeOnly) where.push("archived_at IS NULL");
  if (page.after) {
    where.push("(name > ? OR (name = ? AND id > ?))");
    params.push(page.after.name, page.after.name, page.after.id);
  }
  const rows = await sql.all(
    `SELECT ${columns} FROM ${table} ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
     ORDER BY name, id LIMIT ${page.limit + 1}`,
    params,
  );
  const items = rows.slice(0, page.limit).map(fromRow);
  const last = items.at(-1);
  return {
    items,
    nextCursor:
      rows.length > page.limit && last
        ? Buffer.from(JSON.stringify([last.name, last.id])).toString("base64url")
        : null,
  };
}

/** The position a `nextCursor` stands for, or null when it is not one of ours. */
export function cursorPosition(cursor: string): { name: string; id: string } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === "string"))
      return { name: value[0] as string, id: value[1] as string };
  } catch {
    // Not JSON: answered as a bad cursor below.
  }
  return null;
}
