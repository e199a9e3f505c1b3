import type { DatabaseSync } from "node:sqlite";
import { totals } from "../search/sqlite-counts.ts";
import type { SqliteReaders } from "../search/sqlite-readers.ts";
import type { InboxFilter, InboxRecords } from "../types.ts";
import { type ReplyOutbox, replyOutbox, triageRecords } from "./records.ts";
import { sqliteRunner } from "./run.ts";
import { sqliteDialect } from "./sql.ts";
import type { TriageRecords, ViewCountRows } from "./types.ts";

export { cappedCounts, emptyCounts, totals } from "../search/sqlite-counts.ts";

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

/**
 * The triage on the main connection, but for the counts of a filtered view: `readers` run
 * those on their own threads, under the list's time limit, since a count of a common word
 * reads up to 100,000 matches (sqlite-search-counts.ts).
 */
export function sqliteTriage(
  db: DatabaseSync,
  inbox: InboxRecords,
  readers: Pick<SqliteReaders, "counts">,
): { triage: TriageRecords; replies: ReplyOutbox } {
  const run = sqliteRunner(db);
  const counts = async (filter: InboxFilter, cap: number): Promise<ViewCountRows> =>
    unfiltered(filter) ? totals(await inbox.counts()) : readers.counts(filter, cap);
  return { triage: triageRecords(run, sqliteDialect, counts), replies: replyOutbox(run, sqliteDialect) };
}
