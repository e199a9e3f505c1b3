// Hard searches for `npm run bench:api -- --only=inbox`: the queries that made a search
// stall the whole SQLite server (a common word, many short prefixes, single letters),
// each timed through the store as the inbox API calls it, while a /healthz route served
// by the same process (and so the same event loop) is asked again and again. A figure
// for each query and for /healthz, with its budget beside it.

import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { registerHealth } from "#server/http/health.ts";
import { pageJson } from "#server/inbox/inquiry-json.ts";
import { InboxQueryTimeout } from "#server/inbox/records/query-timeout.ts";
import { INBOX_PAGE_SIZE } from "#server/inbox/records/types.ts";
import { searchWords } from "#server/inbox/search-words.ts";
import type { SubmissionStore } from "#server/store/index.ts";

const SAMPLES = Number(process.env.BENCH_HARD_SAMPLES ?? 100);
const QUERY_BUDGET_MS = 200;
const HEALTH_BUDGET_MS = 50;

/** Each seeded message reads "We are raising fund <n> and would like to discuss terms, …". */
export function hardQueries(rareWord: string): [string, string][] {
  return [
    ["common word", "fund"],
    ["five short prefixes", "ra fu di st ti"],
    ["one letter", "s"],
    ["many single letters", "s t r e a m l i"],
    ["rare word", rareWord],
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

const verdict = (p99: number, budget: number) =>
  `${p99 <= budget ? "within" : "OUTSIDE"} budget (p99 ≤ ${budget} ms)`;

/** Times every hard query on `store` (already seeded) and /healthz meanwhile. */
export async function benchHardQueries(database: string, store: SubmissionStore, rareWord: string) {
  const health = Fastify({ logger: false });
  registerHealth(health, store);
  await health.listen({ host: "127.0.0.1", port: 0 });
  const healthUrl = `http://127.0.0.1:${(health.server.address() as AddressInfo).port}/healthz`;
  const healthTimes: number[] = [];
  let running = true;
  const probing = (async () => {
    while (running) {
      const t0 = performance.now();
      const response = await fetch(healthUrl);
      await response.arrayBuffer();
      healthTimes.push(performance.now() - t0);
    }
  })();
  try {
    for (const [name, text] of hardQueries(rareWord)) {
      const words = searchWords(text);
      const times: number[] = [];
      let stopped = 0;
      let found = 0;
      for (let i = 0; i < SAMPLES; i++) {
        const t0 = performance.now();
        try {
          const rows = await store.inbox.page({ words }, undefined, INBOX_PAGE_SIZE);
          pageJson(rows, words, INBOX_PAGE_SIZE);
          found = rows.length;
        } catch (error) {
          if (!(error instanceof InboxQueryTimeout)) throw error;
          stopped++;
        }
        times.push(performance.now() - t0);
      }
      const sorted = times.sort((a, b) => a - b);
      const p99 = percentile(sorted, 99);
      console.log(
        `${database.padEnd(10)}  hard search ${name.padEnd(19)} "${text}": p50 ${percentile(sorted, 50).toFixed(1)} ms,` +
          ` p99 ${p99.toFixed(1)} ms (${SAMPLES} samples, ${found} rows on the first page` +
          `${stopped ? `, ${stopped} stopped at the time limit` : ""}) · ${verdict(p99, QUERY_BUDGET_MS)}`,
      );
    }
  } finally {
    running = false;
    await probing;
    await health.close();
  }
  const sorted = healthTimes.sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  console.log(
    `${database.padEnd(10)}  /healthz during hard searches: p50 ${percentile(sorted, 50).toFixed(1)} ms,` +
      ` p99 ${p99.toFixed(1)} ms (${sorted.length} requests) · ${verdict(p99, HEALTH_BUDGET_MS)}`,
  );
}
