import type { InboxCursor, InboxFilter } from "../types.ts";
import { matchesAsPrefix } from "./terms.ts";

/**
 * A tsquery: every word must start a lexeme (prefix match through the GIN index); a
 * single letter must be a whole lexeme (see search-terms.ts).
 */
export function tsQuery(words: readonly string[]): string {
  // Words hold only letters and digits, so they cannot carry tsquery operators.
  return words.map((word) => (matchesAsPrefix(word) ? `${word}:*` : word)).join(" & ");
}

/** The WHERE clause and positional parameters of one inbox view. */
export function postgresWhere(
  filter: InboxFilter,
  cursor: InboxCursor | undefined,
): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(sql(`$${params.length}`));
  };
  if (filter.status) add((p) => `s.status = ${p}`, filter.status);
  if (filter.fundType) add((p) => `s.fund_type = ${p}`, filter.fundType);
  if (filter.aum) add((p) => `s.aum = ${p}`, filter.aum);
  if (filter.from) add((p) => `s.created_at >= ${p}`, filter.from);
  if (filter.to) add((p) => `s.created_at < ${p}`, filter.to);
  if (filter.ownerId === null) clauses.push("s.owner_id IS NULL");
  else if (filter.ownerId !== undefined) add((p) => `s.owner_id = ${p}`, filter.ownerId);
  if (filter.words && filter.words.length > 0)
    add((p) => `s.search_vector @@ to_tsquery('simple', ${p})`, tsQuery(filter.words));
  if (cursor) {
    params.push(cursor.at, cursor.id);
    clauses.push(`(s.created_at, s.id) < ($${params.length - 1}::timestamptz, $${params.length}::bigint)`);
  }
  return { where: clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "", params };
}
