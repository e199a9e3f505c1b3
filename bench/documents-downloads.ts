// Stamped downloads at once (the budget: 16 concurrent stamped downloads of a 150 MB PDF
// raise the server's memory by at most 300 MB over its level before, and /healthz answers
// within 100 ms at p99 meanwhile), on SQLite and on PostgreSQL, with the shipped defaults:
// the production server as a child process, a published PDF of image pages (the worst case:
// nothing in it compresses), every page drawn first. Sixteen people download it at once;
// then one person asks for it sixteen times at once. The server's peak resident memory is
// read from /proc (VmHWM, reset just before), so no sampling can miss it; /healthz is asked
// one request after another throughout, from a thread of its own, while the main thread
// reads the downloads without hashing them. Figures, never a failure. BENCH_SIZE=small: 20 MB.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type DownloadAnswer,
  type Downloader,
  downloadLoad,
} from "#tests/support/documents/download-load.ts";
import { healthWhile } from "./support/health-probe.ts";
import { imagePagesPdf } from "./support/large-pdf.ts";

const small = process.env.BENCH_SIZE === "small";
const FILE_MB = small ? 20 : 150;
const AT_ONCE = 16;
const BUDGET = { growthMb: 300, healthP99Ms: 100 };

const at = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
};

const tally = (answers: DownloadAnswer[]) =>
  Object.entries(
    answers.reduce<Record<string, number>>((counts, answer) => {
      const key = answer.status === 200 ? "200" : `${answer.status} ${answer.code}`;
      counts[key] = (counts[key] ?? 0) + 1;
      return counts;
    }, {}),
  )
    .map(([key, count]) => `${count} x ${key}`)
    .join(", ");

async function benchOne(database: string, env: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "ucp-bench-downloads-"));
  const pdf = imagePagesPdf(Math.floor((FILE_MB * 1024 * 1024) / 2_110_000));
  const load = await downloadLoad({ SQLITE_PATH: join(dataDir, "bench.sqlite"), ...env }, pdf, AT_ONCE);
  try {
    const fileMb = pdf.length / 1024 / 1024;
    for (const [what, people] of [
      [`${AT_ONCE} people`, load.people],
      ["one person", load.people.slice(0, 1)],
    ] as const) {
      const before = load.resetPeak();
      const started = performance.now();
      const downloads = Promise.all(
        Array.from({ length: AT_ONCE }, (_, n) =>
          load.download(people[n % people.length] as Downloader, { digest: false }),
        ),
      );
      const health = await healthWhile(load.server.url, downloads);
      const answers = await downloads;
      const seconds = (performance.now() - started) / 1000;
      const growth = load.peak() - before;
      const p99 = at(health, 0.99);
      console.log(
        `${database.padEnd(9)}${AT_ONCE} stamped downloads of a ${fileMb.toFixed(0)} MB PDF at once by ${what}: ${tally(answers)} in ${seconds.toFixed(1)} s; ` +
          `server memory +${growth.toFixed(0)} MB over ${before.toFixed(0)} MB (budget ${BUDGET.growthMb}: ${growth <= BUDGET.growthMb ? "within" : "OVER"}); ` +
          `/healthz p50 ${at(health, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms over ${health.length} checks (budget ${BUDGET.healthP99Ms}: ${p99 <= BUDGET.healthP99Ms ? "within" : "OVER"})`,
      );
    }
  } finally {
    await load.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The downloads part of `npm run bench:api -- --only=documents`, on fresh databases it is given. */
export async function runDownloadsBench(fresh: {
  sqlite: () => Promise<{ env: Record<string, string>; dispose(): void }>;
  postgres: () => Promise<{ env: Record<string, string>; dispose(): void }>;
}): Promise<void> {
  console.log(`\nStamped downloads at once: a ${FILE_MB} MB PDF, the shipped limits, on each database\n`);
  // BENCH_DATABASES=sqlite (or postgres) runs one database only.
  const only = process.env.BENCH_DATABASES;
  for (const [database, make] of [
    ["sqlite", fresh.sqlite],
    ["postgres", fresh.postgres],
  ] as const) {
    if (only && only !== database) continue;
    const db = await make();
    try {
      await benchOne(database, db.env);
    } finally {
      db.dispose();
    }
  }
}
