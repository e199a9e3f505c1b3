import type { DatabaseSync } from "node:sqlite";
import { INQUIRY_STATUSES, type InboxFilter, type InboxRecords, type InquiryStatus } from "./inbox-types.ts";
import { ftsQuery, sqliteWhere } from "./sqlite-inbox-query.ts";
import { type ReplyOutbox, replyOutbox, triageRecords } from "./triage-records.ts";
import { sqliteRunner } from "./triage-run.ts";
import { sqliteDialect } from "./triage-sql.ts";
import type { TriageRecords, ViewCountRows } from "./triage-types.ts";

/** A view without filters: the per-status counters the triggers keep answer it at once. */
export function unfiltered(filter: InboxFilter): boolean {
  return (
    !filter.fundType &&
    !filter.aum &&
    !filter.from &&
    !filter.to &&
    filter.ownerId === undefined &&
    (filter.words?.length ?? 0) === 0
  );
}

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

export function sqliteTriage(
  db: DatabaseSync,
  inbox: InboxRecords,
): { triage: TriageRecords; replies: ReplyOutbox } {
  const run = sqliteRunner(db);
  const counts = async (filter: InboxFilter, cap: number): Promise<ViewCountRows> => {
    if (unfiltered(filter)) return totals(await inbox.counts());
    const words = filter.words ?? [];
    // The view's own clauses (status excluded: every tab is counted), the store's filter code.
    const { where, params } = sqliteWhere({ ...filter, status: undefined, words: [] }, undefined);
    const and = where ? `${where} AND` : "WHERE";
    // A search starts from its index and stops after cap + 1 matches, as the list's does.
    const source =
      words.length > 0
        ? `SELECT s.status FROM inquiry_search f JOIN contact_submissions s ON s.id = f.rowid
           ${and} inquiry_search MATCH :match`
        : `SELECT s.status FROM contact_submissions s ${where}`;
    const rows = db
      .prepare(`SELECT status, count(*) AS n FROM (${source} LIMIT :cap) GROUP BY status`)
      .all({ ...params, ...(words.length > 0 ? { match: ftsQuery(words) } : {}), cap: cap + 1 });
    return cappedCounts(rows, cap);
  };
  return { triage: triageRecords(run, sqliteDialect, counts), replies: replyOutbox(run, sqliteDialect) };
}
