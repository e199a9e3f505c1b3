// The metrics half of `npm run bench:api` (`--only=metrics`): insert throughput on SQLite
// with METRICS_PORT unset and set, interleaved in one run, with Prometheus-like scrapes
// every second while metrics are on. It prints the ratio: a figure, not a verdict.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "#tests/support/servers/free-port.ts";
import { driveInserts } from "./support/load.ts";
import { startServer } from "./support/server.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function run(metrics: boolean): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), "ucp-bench-metrics-"));
  const port = metrics ? await freePort() : undefined;
  const server = await startServer({
    SQLITE_PATH: join(dir, "bench.sqlite"),
    LOG_LEVEL: "warn",
    ...(port ? { METRICS_PORT: String(port) } : {}),
  });
  let scraping = metrics;
  const scrapes = (async () => {
    while (scraping) {
      await fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.arrayBuffer());
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  try {
    await driveInserts(server.url, "warmup", { duration: 2 });
    return (await driveInserts(server.url, "bench", { duration: SECONDS })).figures.rps;
  } finally {
    scraping = false;
    await scrapes;
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runMetricsBench(): Promise<void> {
  console.log(
    `\nMetrics: inserts per second on SQLite, metrics off and on (scraped every second), ${ROUNDS} rounds interleaved, best of each\n`,
  );
  const off: number[] = [];
  const on: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    off.push(await run(false));
    on.push(await run(true));
  }
  const best = (values: number[]) => Math.max(...values);
  const cost = 1 - best(on) / best(off);
  console.log(
    `  metrics off   ${off.map((v) => v.toFixed(0)).join(", ")} inserts/s (best ${best(off).toFixed(0)})`,
  );
  console.log(
    `  metrics on    ${on.map((v) => v.toFixed(0)).join(", ")} inserts/s (best ${best(on).toFixed(0)})`,
  );
  console.log(`  cost of metrics: ${(cost * 100).toFixed(1)} % of insert throughput (budget 3 %)`);
}
