import type { SqlValue } from "#server/store/sql.ts";
import type { TimeCursor } from "./content-types.ts";

// SQL pieces the portal's content queries share, written once for both databases.

/** A grant `g` live at the instant given as the next parameter. */
export const LIVE_GRANT = "g.revoked_at IS NULL AND (g.ends_at IS NULL OR g.ends_at > ?)";

/**
 * The person `m.user_id` may read deal `d` (its terms are not required, or the newest
 * version is accepted): update notices and digests go only to such people.
 */
export const TERMS_OK = `(NOT d.terms_required OR EXISTS (
  SELECT 1 FROM portal_terms_acceptances ta
  JOIN portal_terms_versions tv ON tv.id = ta.terms_version_id
  WHERE ta.user_id = m.user_id AND tv.deal_id = d.id
    AND tv.version = (SELECT max(version) FROM portal_terms_versions WHERE deal_id = d.id)))`;

/** Update `u` is for membership `m`'s organisation: the whole deal, or it was chosen. */
export const UPDATE_FOR_MEMBER = `(u.withdrawn_at IS NULL AND (u.audience = 'deal' OR EXISTS (
  SELECT 1 FROM portal_update_audiences a WHERE a.update_id = u.id AND a.organisation_id = m.organisation_id)))`;

/** `?, ?, ?` for a list of parameters (never empty: an empty list matches nothing). */
export function placeholders(values: readonly SqlValue[]): string {
  return values.length === 0 ? "NULL" : values.map(() => "?").join(", ");
}

/** Before this instant: the time before any row, for "never visited". */
export const BEGINNING = "1970-01-01T00:00:00.000Z";

/** `AND (time, id) < cursor` for a list newest first; params appended to `params`. */
export function olderThan(
  timeColumn: string,
  idColumn: string,
  after: TimeCursor | null,
  params: SqlValue[],
): string {
  if (!after) return "";
  params.push(after.at, after.at, after.id);
  return ` AND (${timeColumn} < ? OR (${timeColumn} = ? AND ${idColumn} < ?))`;
}

export function encodeCursor(cursor: TimeCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString("base64url");
}

/** The position a cursor stands for, or null when it is not one of ours. */
export function decodeCursor(text: string): TimeCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === "string" &&
      typeof value[1] === "string" &&
      !Number.isNaN(Date.parse(value[0]))
    )
      return { at: new Date(value[0]).toISOString(), id: value[1] };
  } catch {
    // Not JSON: a bad cursor.
  }
  return null;
}

/** A page of `limit` from `rows` (one more was fetched to know whether more follow). */
export function pageOf<R, T>(rows: R[], limit: number, map: (row: R) => T, key: (item: T) => TimeCursor) {
  const items = rows.slice(0, limit).map(map);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(key(last)) : null };
}
