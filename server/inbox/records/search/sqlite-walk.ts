import type { DatabaseSync } from "node:sqlite";
import { statementCache } from "#server/store/sqlite-rows.ts";
import type { InboxCursor, InboxFilter } from "../types.ts";
import { sqliteWhere } from "./sqlite-query.ts";

/** The walk reads this many rows first, then four times more each round. */
const FIRST_CHUNK = 200;
const MAX_CHUNK = 51_200;

/**
 * A search with many matches, newest first: the dates are walked in growing chunks, and
 * each chunk's matches come from one search-index read over the chunk's id range (ids
 * grow with time, so the range is narrow), never one read per row. The chunk's rows stay
 * in SQLite (its bounds are all JavaScript sees: fetching 51,200 rows would cost 60 ms),
 * and only matches within the chunk's own dates are kept, so the order is exact whatever
 * the ids. Every row read calls `inbox_in_time()`, the reader's time check.
 */
export function searchWalk(db: DatabaseSync) {
  const prepared = statementCache(db);
  // JavaScript numbers bind as REAL, and FTS5 reads the whole index for a REAL rowid range.
  const inRange = db.prepare(`SELECT rowid AS id FROM inquiry_search
    WHERE inquiry_search MATCH :match AND rowid BETWEEN CAST(:lo AS INTEGER) AND CAST(:hi AS INTEGER)`);

  /** Ids of up to `limit` matches of `expression` in the view, after `cursor`, newest first. */
  return (
    filter: InboxFilter,
    cursor: InboxCursor | undefined,
    expression: string,
    limit: number,
  ): number[] => {
    const found: number[] = [];
    let position = cursor;
    for (let size = FIRST_CHUNK; found.length < limit; size = Math.min(size * 4, MAX_CHUNK)) {
      const { where, params } = sqliteWhere({ ...filter, words: [] }, position);
      const order = "ORDER BY s.created_at DESC, s.id DESC";
      const select = `SELECT s.id, s.created_at FROM contact_submissions s ${where}`;
      const timed = `${select} ${where ? "AND" : "WHERE"} inbox_in_time()`;
      const bounds = prepared(
        `SELECT min(id) AS lo, max(id) AS hi, count(*) AS n FROM (${timed} ${order} LIMIT :size)`,
      ).get({ ...params, size });
      const count = Number(bounds?.n ?? 0);
      if (count === 0) break;
      // The chunk's oldest row, by stepping over the rows the count just timed (no check).
      const last = prepared(`${select} ${order} LIMIT 1 OFFSET :skip`).get({ ...params, skip: count - 1 });
      const lastAt = String(last?.created_at);
      const lastId = Number(last?.id);
      const matched = inRange.all({ match: expression, lo: bounds?.lo ?? 0, hi: bounds?.hi ?? 0 });
      if (matched.length > 0) {
        const kept = prepared(
          `${timed} AND s.id IN (SELECT value FROM json_each(:ids))
           AND (s.created_at > :last_at OR (s.created_at = :last_at AND s.id >= :last_id)) ${order} LIMIT :need`,
        ).all({
          ...params,
          ids: JSON.stringify(matched.map((row) => Number(row.id))),
          last_at: lastAt,
          last_id: lastId,
          need: limit - found.length,
        });
        found.push(...kept.map((row) => Number(row.id)));
      }
      if (count < size) break;
      position = { at: lastAt, id: String(lastId) };
    }
    return found;
  };
}
