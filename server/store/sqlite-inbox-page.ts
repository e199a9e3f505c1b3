import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { InboxCursor, InboxFilter, InboxInquiry, InquiryStatus } from "./inbox-types.ts";
import { sqliteWhere } from "./sqlite-inbox-query.ts";
import { inquiryFromRow } from "./sqlite-rows.ts";
import { searchMatch } from "./sqlite-search-match.ts";

/** Up to this many matches, a search sorts them all; beyond, it walks the dates. */
const FEW_MATCHES = 5000;
/** The date walk reads this many rows first, then four times more each round. */
const FIRST_CHUNK = 200;
const MAX_CHUNK = 51_200;

const COLUMNS = "s.id, s.created_at, s.name, s.email, s.message, s.fund_type, s.aum, s.status";

export function inboxFromRow(row: Record<string, unknown>): InboxInquiry {
  return {
    ...inquiryFromRow(row),
    status: String(row.status) as InquiryStatus,
    position: { at: String(row.created_at), id: String(row.id) },
  };
}

/**
 * Pages of the inbox list on `db`, a reader's own connection. Every plan calls
 * `inbox_in_time()` on each row it reads, a function the reader defines: it throws once
 * the read's time is up, so even a long walk stops within a row of its limit.
 */
export function sqlitePages(db: DatabaseSync) {
  const cache = new Map<string, StatementSync>();
  const prepared = (sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  };
  const match = searchMatch(db);
  const probe = db.prepare(
    "SELECT count(*) AS n FROM (SELECT 1 FROM inquiry_search WHERE inquiry_search MATCH :match LIMIT :bound)",
  );
  // JavaScript numbers bind as REAL, and FTS5 reads the whole index for a REAL rowid range.
  const inRange = db.prepare(
    "SELECT rowid AS id FROM inquiry_search WHERE inquiry_search MATCH :match AND rowid BETWEEN CAST(:lo AS INTEGER) AND CAST(:hi AS INTEGER)",
  );
  const byIds = db.prepare(`SELECT ${COLUMNS} FROM contact_submissions s
    WHERE s.id IN (SELECT value FROM json_each(:ids)) ORDER BY s.created_at DESC, s.id DESC`);

  const order = "ORDER BY s.created_at DESC, s.id DESC LIMIT :limit";
  const guarded = (where: string) => (where ? `${where} AND inbox_in_time()` : "WHERE inbox_in_time()");

  /**
   * Many matches: the dates newest first, in growing chunks; each chunk's matches come
   * from one search-index read over the chunk's id range (ids grow with time, so the
   * range is narrow), never one read per row. Exact whatever the ids: only the chunk's
   * own rows are kept.
   */
  function walk(filter: InboxFilter, cursor: InboxCursor | undefined, expression: string, limit: number) {
    const found: string[] = [];
    let position = cursor;
    for (let size = FIRST_CHUNK; found.length < limit; size = Math.min(size * 4, MAX_CHUNK)) {
      const { where, params } = sqliteWhere({ ...filter, words: [] }, position);
      const chunk = prepared(
        `SELECT s.id, s.created_at FROM contact_submissions s ${guarded(where)} ${order}`,
      ).all({
        ...params,
        limit: size,
      });
      const last = chunk.at(-1);
      if (!last) break;
      const ids = chunk.map((row) => Number(row.id));
      const matched = new Set(
        inRange
          .all({ match: expression, lo: Math.min(...ids), hi: Math.max(...ids) })
          .map((row) => Number(row.id)),
      );
      for (const id of ids) if (matched.has(id) && found.length < limit) found.push(String(id));
      if (chunk.length < size) break;
      position = { at: String(last.created_at), id: String(last.id) };
    }
    return byIds.all({ ids: JSON.stringify(found.map(Number)) });
  }

  function read(filter: InboxFilter, cursor: InboxCursor | undefined, limit: number) {
    const { where, params } = sqliteWhere({ ...filter, words: [] }, cursor);
    const words = filter.words ?? [];
    if (words.length === 0)
      return prepared(`SELECT ${COLUMNS} FROM contact_submissions s ${guarded(where)} ${order}`).all({
        ...params,
        limit,
      });
    const expression = match(words);
    if (expression === undefined) return [];
    // Few matches (counted up to a bound, which stops early): from the index, sorted.
    if (Number(probe.get({ match: expression, bound: FEW_MATCHES })?.n) < FEW_MATCHES)
      return prepared(
        `SELECT ${COLUMNS} FROM inquiry_search f JOIN contact_submissions s ON s.id = f.rowid
         ${guarded(where)} AND inquiry_search MATCH :match ${order}`,
      ).all({ ...params, match: expression, limit });
    return walk(filter, cursor, expression, limit);
  }

  return (filter: InboxFilter, cursor: InboxCursor | undefined, limit: number): InboxInquiry[] => {
    // One snapshot for the page's several reads: an insert between them changes nothing.
    db.exec("BEGIN");
    try {
      return read(filter, cursor, limit).map(inboxFromRow);
    } finally {
      db.exec("COMMIT");
    }
  };
}
