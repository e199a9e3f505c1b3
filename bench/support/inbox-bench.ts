// The inbox half of `npm run bench:api`: a million inquiries loaded inside the database
// (one statement, one transaction), then the inbox's four hot reads timed in-process,
// the way the inbox API's handlers run them: the first page, a deep page (keyset), a
// search for a rare word, and the status counts. "Server time" is the store call and
// the JSON shaping; the network and the sign-in check are not counted here, but are in
// the HTTP part that follows (inbox-http-bench.ts: 10 staff at once).

import { pageJson } from "#server/inbox/inquiry-json.ts";
import { INBOX_PAGE_SIZE } from "#server/inbox/records/types.ts";
import { searchWords } from "#server/inbox/search-words.ts";
import type { SubmissionStore } from "#server/store/index.ts";
import { type SeedTarget, seededRow, seedInquiries } from "#tests/support/database/seed-inquiries.ts";
import { benchHardQueries } from "./inbox-hard-queries.ts";
import { benchInboxHttp } from "./inbox-http-bench.ts";

export const INBOX_ROWS = Number(process.env.BENCH_INBOX_ROWS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_INBOX_SAMPLES ?? 300);
const BUDGET_MS = 50;
const WARM_UP = 20;
const RARE = "zephyrine";

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

/**
 * Seeds the database behind `store` (already migrated) and prints one line per read;
 * then, given the database's server settings (`env`), the API over HTTP with 10 staff.
 */
export async function benchInbox(
  database: string,
  store: SubmissionStore,
  target: SeedTarget,
  env?: Record<string, string>,
): Promise<void> {
  const started = performance.now();
  // Every 100,000th message holds the rare word: ten rows in a million.
  await seedInquiries(target, { count: INBOX_ROWS, rareWord: RARE, rareEvery: 100_000 });
  if (target.kind === "postgres") await target.exec("VACUUM ANALYZE contact_submissions");
  console.log(
    `${database.padEnd(10)}  inbox: ${INBOX_ROWS} inquiries loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const deep = seededRow(Math.floor(INBOX_ROWS / 10));
  const deepCursor = { at: deep.createdAt.toISOString(), id: String(Math.floor(INBOX_ROWS / 10)) };
  const words = searchWords(RARE);
  const reads: [string, () => Promise<unknown>][] = [
    [
      "first page",
      async () =>
        pageJson(await store.inbox.page({ status: "new" }, undefined, INBOX_PAGE_SIZE), [], INBOX_PAGE_SIZE),
    ],
    [
      "deep page",
      async () =>
        pageJson(await store.inbox.page({ status: "new" }, deepCursor, INBOX_PAGE_SIZE), [], INBOX_PAGE_SIZE),
    ],
    [
      "rare-word search",
      async () =>
        pageJson(await store.inbox.page({ words }, undefined, INBOX_PAGE_SIZE), words, INBOX_PAGE_SIZE),
    ],
    ["status counts", () => store.inbox.counts()],
  ];
  // Untimed rounds first: statements prepared, pages of a freshly loaded file in the cache.
  for (let i = 0; i < WARM_UP; i++) for (const [, read] of reads) await read();
  const times = new Map(reads.map(([name]) => [name, [] as number[]]));
  // Interleaved, so a slow moment of the machine hits every read alike.
  for (let i = 0; i < SAMPLES; i++) {
    for (const [name, read] of reads) {
      const t0 = performance.now();
      await read();
      times.get(name)?.push(performance.now() - t0);
    }
  }
  const found = await store.inbox.page({ words }, undefined, INBOX_PAGE_SIZE);
  for (const [name] of reads) {
    const sorted = (times.get(name) ?? []).sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    console.log(
      `${database.padEnd(10)}  inbox ${name.padEnd(17)} p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms` +
        ` (${SAMPLES} samples)${name === "rare-word search" ? `, ${found.length} rows found` : ""}` +
        ` · ${p99 <= BUDGET_MS ? "within" : "OUTSIDE"} budget (p99 ≤ ${BUDGET_MS} ms)`,
    );
  }
  await benchHardQueries(database, store, RARE);
  if (env) await benchInboxHttp(database, env, INBOX_ROWS);
}
