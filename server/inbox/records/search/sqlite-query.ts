import type { InboxCursor, InboxFilter } from "../types.ts";

export type SqliteParams = Record<string, string | number | null>;

/**
 * The WHERE clause and parameters of one inbox view. Only the clause's shape varies
 * with the filter, so the prepared statements are cached by their text.
 */
export function sqliteWhere(
  filter: InboxFilter,
  cursor: InboxCursor | undefined,
): { where: string; params: SqliteParams } {
  const clauses: string[] = [];
  const params: SqliteParams = {};
  if (filter.status) {
    clauses.push("s.status = :status");
    params.status = filter.status;
  }
  if (filter.fundType) {
    clauses.push("s.fund_type = :fund_type");
    params.fund_type = filter.fundType;
  }
  if (filter.aum) {
    clauses.push("s.aum = :aum");
    params.aum = filter.aum;
  }
  // created_at is ISO 8601 UTC text: comparing strings compares instants.
  if (filter.from) {
    clauses.push("s.created_at >= :from");
    params.from = filter.from.toISOString();
  }
  if (filter.to) {
    clauses.push("s.created_at < :to");
    params.to = filter.to.toISOString();
  }
  if (filter.ownerId === null) clauses.push("s.owner_id IS NULL");
  else if (filter.ownerId !== undefined) {
    clauses.push("s.owner_id = :owner_id");
    params.owner_id = filter.ownerId;
  }
  if (cursor) {
    clauses.push("(s.created_at < :cursor_at OR (s.created_at = :cursor_at AND s.id < :cursor_id))");
    params.cursor_at = cursor.at;
    params.cursor_id = Number(cursor.id);
  }
  return { where: clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "", params };
}
