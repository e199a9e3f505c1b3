import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { InboxCursor, InboxFilter, InboxInquiry, InquiryStatus } from "./inbox-types.ts";
import { ftsQuery, sqliteWhere } from "./sqlite-inbox-query.ts";
import { inquiryFromRow } from "./sqlite-rows.ts";

/** Up to this many matches, a search sorts them; beyond, it walks the dates (see below). */
const FEW_MATCHES = 5000;

const COLUMNS = "s.id, s.created_at, s.name, s.email, s.message, s.fund_type, s.aum, s.status";

export function inboxFromRow(row: Record<string, unknown>): InboxInquiry {
  return {
    ...inquiryFromRow(row),
    status: String(row.status) as InquiryStatus,
    position: { at: String(row.created_at), id: String(row.id) },
  };
}

/**
 * One page of the inbox list on `db`. Every plan tests `inbox_in_time()` on each row it
 * reads, a function the caller defines: it throws once the read's time is up, so even a
 * plan that walks many rows stops within a row of its limit.
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
  const probe = db.prepare(
    "SELECT count(*) AS n FROM (SELECT 1 FROM inquiry_search WHERE inquiry_search MATCH :match LIMIT :bound)",
  );

  return (filter: InboxFilter, cursor: InboxCursor | undefined, limit: number): InboxInquiry[] => {
    const words = filter.words ?? [];
    const { where, params } = sqliteWhere({ ...filter, words: [] }, cursor);
    const guarded = where ? `${where} AND inbox_in_time()` : "WHERE inbox_in_time()";
    const order = "ORDER BY s.created_at DESC, s.id DESC LIMIT :limit";
    let sql = `SELECT ${COLUMNS} FROM contact_submissions s ${guarded} ${order}`;
    if (words.length > 0) {
      // A search with few matches (counted up to a bound, which stops early) starts from
      // the search index and sorts its matches; one with many walks the dates newest
      // first and tests each row, finding 50 matches within a few thousand rows. The
      // prefix index (migration 007) keeps each test to one list per word.
      params.match = ftsQuery(words);
      const few = Number(probe.get({ match: params.match, bound: FEW_MATCHES })?.n) < FEW_MATCHES;
      sql = few
        ? `SELECT ${COLUMNS} FROM inquiry_search f JOIN contact_submissions s ON s.id = f.rowid
           ${guarded} AND inquiry_search MATCH :match ${order}`
        : `SELECT ${COLUMNS} FROM contact_submissions s ${guarded} AND EXISTS (SELECT 1 FROM inquiry_search
           WHERE inquiry_search MATCH :match AND rowid = s.id) ${order}`;
    }
    return prepared(sql)
      .all({ ...params, limit })
      .map(inboxFromRow);
  };
}
