import type { DatabaseSync } from "node:sqlite";
import { inquiryFromRow, statementCache } from "#server/store/sqlite-rows.ts";
import type { InboxCursor, InboxFilter, InboxInquiry, InquiryStatus } from "../types.ts";
import { searchMatch } from "./sqlite-match.ts";
import { sqliteWhere } from "./sqlite-query.ts";
import { searchWalk } from "./sqlite-walk.ts";

/** Up to this many matches, a search sorts them all; beyond, it walks the dates. */
const FEW_MATCHES = 5000;

/** An inbox row's columns, as `inboxFromRow` reads them. */
export const INBOX_COLUMNS =
  "s.id, s.created_at, s.name, s.email, s.message, s.fund_type, s.aum, s.status, s.owner_id";

export function inboxFromRow(row: Record<string, unknown>): InboxInquiry {
  return {
    ...inquiryFromRow(row),
    status: String(row.status) as InquiryStatus,
    ownerId: row.owner_id == null ? null : String(row.owner_id),
    position: { at: String(row.created_at), id: String(row.id) },
  };
}

/**
 * Pages of the inbox list on `db`, a reader's own connection. Every plan calls
 * `inbox_in_time()` on each row it reads, a function the reader defines: it throws once
 * the read's time is up, so even a long walk stops within a row of its limit.
 */
export function sqlitePages(db: DatabaseSync) {
  const prepared = statementCache(db);
  const match = searchMatch(db);
  const walk = searchWalk(db);
  const probe = db.prepare(
    "SELECT count(*) AS n FROM (SELECT 1 FROM inquiry_search WHERE inquiry_search MATCH :match LIMIT :bound)",
  );
  const byIds = db.prepare(`SELECT ${INBOX_COLUMNS} FROM contact_submissions s
    WHERE s.id IN (SELECT value FROM json_each(:ids)) ORDER BY s.created_at DESC, s.id DESC`);

  const order = "ORDER BY s.created_at DESC, s.id DESC LIMIT :limit";
  const guarded = (where: string) => (where ? `${where} AND inbox_in_time()` : "WHERE inbox_in_time()");

  function read(filter: InboxFilter, cursor: InboxCursor | undefined, limit: number) {
    const { where, params } = sqliteWhere({ ...filter, words: [] }, cursor);
    const words = filter.words ?? [];
    if (words.length === 0)
      return prepared(`SELECT ${INBOX_COLUMNS} FROM contact_submissions s ${guarded(where)} ${order}`).all({
        ...params,
        limit,
      });
    const expression = match(words);
    if (expression === undefined) return [];
    // Few matches (counted up to a bound, which stops early): from the index, sorted.
    if (Number(probe.get({ match: expression, bound: FEW_MATCHES })?.n) < FEW_MATCHES)
      return prepared(
        `SELECT ${INBOX_COLUMNS} FROM inquiry_search f JOIN contact_submissions s ON s.id = f.rowid
         ${guarded(where)} AND inquiry_search MATCH :match ${order}`,
      ).all({ ...params, match: expression, limit });
    return byIds.all({ ids: JSON.stringify(walk(filter, cursor, expression, limit)) });
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
