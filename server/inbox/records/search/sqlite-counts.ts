import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { ViewCountRows } from "../triage/types.ts";
import { INQUIRY_STATUSES, type InboxFilter, type InquiryStatus } from "../types.ts";
import { searchMatch } from "./sqlite-match.ts";
import { sqliteWhere } from "./sqlite-query.ts";

/** Matches of a search that a filtered count reads at most. */
const SEARCH_SCAN = 100_000;

export function emptyCounts(): Record<InquiryStatus, number> {
  return Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, 0])) as Record<InquiryStatus, number>;
}

export function totals(statuses: Record<InquiryStatus, number>): ViewCountRows {
  return { statuses, all: Object.values(statuses).reduce((sum, n) => sum + n, 0), atLeast: false };
}

/** Totals from at most cap + 1 rows: more than `cap` means "at least". */
export function cappedCounts(rows: Record<string, unknown>[], cap: number): ViewCountRows {
  const statuses = emptyCounts();
  let all = 0;
  for (const row of rows) {
    statuses[String(row.status) as InquiryStatus] = Number(row.n);
    all += Number(row.n);
  }
  return { statuses, all: Math.min(all, cap), atLeast: all > cap };
}

/**
 * Per-status counts of a filtered view on `db`, a reader's own connection (the unfiltered
 * view is the triggers' counters, on the main one). Every plan calls `inbox_in_time()` on
 * each row it reads, so a count of a common word stops within a row of its time limit.
 */
export function sqliteViewCounts(db: DatabaseSync): (filter: InboxFilter, cap: number) => ViewCountRows {
  // Only the clause's shape varies with the view: statements are cached by their text.
  const statements = new Map<string, StatementSync>();
  const prepared = (sql: string) => {
    const statement = statements.get(sql) ?? db.prepare(sql);
    statements.set(sql, statement);
    return statement;
  };
  // The list's own matching rules (search-terms.ts), so a tab counts what the list shows.
  const match = searchMatch(db);
  return (filter, cap) => {
    const words = filter.words ?? [];
    const expression = words.length > 0 ? match(words) : undefined;
    if (words.length > 0 && expression === undefined) return totals(emptyCounts());
    // The view's own clauses (status excluded: every tab is counted), the store's filter code.
    const { where, params } = sqliteWhere({ ...filter, status: undefined, words: [] }, undefined);
    if (words.length > 0 && where) {
      // A search with other filters: at most SEARCH_SCAN of the search's matches are
      // read (the filters tested on each in the join), so a common word with a rare
      // filter cannot walk a million rows; stopping there also means "at least".
      const rows = prepared(`SELECT coalesce(s.status, '') AS status, count(*) AS n
        FROM (SELECT rowid FROM inquiry_search WHERE inquiry_search MATCH :match AND inbox_in_time()
          LIMIT :scan) f
        LEFT JOIN contact_submissions s ON s.id = f.rowid AND ${where.slice("WHERE ".length)}
        GROUP BY 1`).all({ ...params, match: expression ?? "", scan: SEARCH_SCAN });
      const scanned = rows.reduce((sum, row) => sum + Number(row.n), 0);
      const counted = cappedCounts(
        rows.filter((row) => row.status !== ""),
        cap,
      );
      return { ...counted, atLeast: counted.atLeast || scanned >= SEARCH_SCAN };
    }
    // A search alone starts from its index and stops after cap + 1 matches, as the list's does.
    const source =
      words.length > 0
        ? `SELECT s.status FROM inquiry_search f JOIN contact_submissions s ON s.id = f.rowid
           WHERE inquiry_search MATCH :match AND inbox_in_time()`
        : `SELECT s.status FROM contact_submissions s ${where ? `${where} AND` : "WHERE"} inbox_in_time()`;
    const rows = prepared(`SELECT status, count(*) AS n FROM (${source} LIMIT :cap) GROUP BY status`).all({
      ...params,
      ...(expression !== undefined ? { match: expression } : {}),
      cap: cap + 1,
    });
    return cappedCounts(rows, cap);
  };
}
