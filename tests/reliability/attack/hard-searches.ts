// Searches that made SQLite walk every row (many short terms, one letter, common words),
// by a signed-in member, while inquiries keep arriving.
import type { StaffClient } from "#tests/support/staff/staff.ts";
import { startInsertLoad } from "../support/insert-load.ts";

export const HARD_QUERIES = ["s t r e a m l i", "a", "fund", "the", "terms structuring timeline", "zqxwv"];

export interface SearchFigures {
  searches: number;
  statuses: Map<number, number>;
  /** Slowest answer per query, in ms. */
  slowest: Map<string, number>;
  inserts: number;
  insertFailures: number;
}

export async function searchDuringInserts(
  base: string,
  staff: StaffClient,
  seconds: number,
  label: string,
): Promise<SearchFigures> {
  const figures: SearchFigures = {
    searches: 0,
    statuses: new Map(),
    slowest: new Map(),
    inserts: 0,
    insertFailures: 0,
  };
  const inserts = startInsertLoad(base, { concurrency: 2, label, pauseMs: 20 });
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    [0, 1].map(async (worker) => {
      for (let n = worker; performance.now() < until; n += 2) {
        const query = HARD_QUERIES[n % HARD_QUERIES.length] ?? "a";
        const started = performance.now();
        const response = await staff.call(`/inbox/api/inquiries?q=${encodeURIComponent(query)}`);
        await response.arrayBuffer();
        const took = performance.now() - started;
        figures.searches++;
        figures.statuses.set(response.status, (figures.statuses.get(response.status) ?? 0) + 1);
        figures.slowest.set(query, Math.max(figures.slowest.get(query) ?? 0, took));
      }
    }),
  );
  const outcomes = await inserts.stop();
  figures.inserts = outcomes.filter((outcome) => outcome.status === 201).length;
  figures.insertFailures = outcomes.filter((outcome) => outcome.status !== 201).length;
  return figures;
}
