// The scale-out half of `npm run bench:api`: inserts through HAProxy (on loopback) into
// 1 and into 3 server instances on one PostgreSQL, with the shared limiter on (the
// documented 5 a minute and 50 a day, every request from its own client address, so it
// does all its work but never refuses) and off, all four interleaved, best of N each.
// Beside the rates it prints the CPU seconds per 1,000 inserts of the instances and of
// PostgreSQL: on this 2-core machine three instances share the cores the database also
// needs, so the scaling is worked out on paper from those figures.

import { startHaproxy } from "#tests/reliability/support/haproxy.ts";
import { type ServerProcess, startServer } from "#tests/reliability/support/server-process.ts";
import { startPostgres, withClient } from "#tests/support/database/postgres.ts";
import { freePort } from "#tests/support/servers/free-port.ts";
import { cpuSeconds, postgresPids } from "./cpu.ts";
import { driveInserts, type Figures, row } from "./load.ts";

const LIMIT_COST_BUDGET = 0.1;

interface Run {
  figures: Figures;
  /** CPU seconds per 1,000 inserts: instances, database. */
  instanceCpu: number;
  databaseCpu: number;
  verified: boolean;
}

/** 10.a.b.c from a request number: a fresh client for every request. */
const clientOf = (id: number) => ({
  "x-forwarded-for": `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}`,
});

export async function benchScaleOut(seconds: number, rounds: number): Promise<void> {
  const postgres = await startPostgres();
  const dataDir = await withClient(postgres.adminUrl, async (client) =>
    String((await client.query("SHOW data_directory")).rows[0]?.data_directory),
  );
  let serial = 0;
  const runOnce = async (instances: number, limiter: boolean): Promise<Run> => {
    const url = await postgres.createDatabase("bench_scale");
    const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
    const servers: ServerProcess[] = [];
    for (const port of ports) {
      servers.push(
        await startServer({
          DATABASE_URL: url,
          PORT: String(port),
          // HAProxy and the load generator both connect from 127.0.0.1: the client is the
          // address before them in X-Forwarded-For.
          TRUST_PROXY: "127.0.0.1",
          RATE_LIMIT_PER_MINUTE: limiter ? "5" : "0",
          RATE_LIMIT_PER_DAY: limiter ? "50" : "0",
          SHUTDOWN_DRAIN_SECONDS: "0",
        }),
      );
    }
    const haproxy = await startHaproxy({
      servers: Object.fromEntries(ports.map((port, index) => [`app${index + 1}`, port])),
      checkIntervalMs: 1000,
    });
    try {
      for (let index = 1; index <= instances; index++) await haproxy.waitFor(`app${index}`, "UP");
      const label = `s${++serial}`;
      let next = serial * 10_000_000;
      const headers = () => clientOf(++next);
      const warmUp = await driveInserts(haproxy.url, `${label}w`, { duration: 2 }, headers);
      const amount = Math.max(1000, Math.round(warmUp.figures.rps * seconds));
      const pids = servers.map((server) => server.pid);
      const dbBefore = postgresPids(dataDir);
      const cpuBefore = {
        instances: pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
        database: dbBefore.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
      };
      const { figures, acknowledged } = await driveInserts(haproxy.url, label, { amount }, headers);
      const instanceCpu = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore.instances;
      const databaseCpu =
        postgresPids(dataDir).reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore.database;
      const stored = await withClient(url, async (client) =>
        Number(
          (
            await client.query("SELECT count(*) AS n FROM contact_submissions WHERE name LIKE $1", [
              `${label} %`,
            ])
          ).rows[0]?.n,
        ),
      );
      return {
        figures,
        instanceCpu: (instanceCpu / acknowledged.size) * 1000,
        databaseCpu: (databaseCpu / acknowledged.size) * 1000,
        verified: stored === acknowledged.size && figures.non2xx === 0,
      };
    } finally {
      await haproxy.stop();
      await Promise.all(servers.map((server) => server.stop(3000)));
    }
  };

  const modes = [
    [1, false],
    [1, true],
    [3, false],
    [3, true],
  ] as const;
  const runs = new Map<string, Run[]>();
  const key = (instances: number, limiter: boolean) => `${instances}-${limiter}`;
  try {
    for (let round = 0; round < rounds; round++) {
      for (const [instances, limiter] of modes) {
        const run = await runOnce(instances, limiter);
        runs.set(key(instances, limiter), [...(runs.get(key(instances, limiter)) ?? []), run]);
        const route = `HAProxy → ${instances} instance${instances > 1 ? "s" : ""}, shared limiter ${limiter ? "on " : "off"}`;
        console.log(row("postgres", route, run.figures));
        console.log(
          `${"".padEnd(12)}CPU per 1,000 inserts: instances ${run.instanceCpu.toFixed(2)} s, PostgreSQL ${run.databaseCpu.toFixed(2)} s · rows == 201s, no refusals: ${run.verified ? "yes" : "NO"}`,
        );
      }
    }
  } finally {
    await postgres.stop();
  }
  const best = (instances: number, limiter: boolean) =>
    (runs.get(key(instances, limiter)) ?? []).reduce((a, b) => (b.figures.rps > a.figures.rps ? b : a));
  for (const instances of [1, 3]) {
    const [off, on] = [best(instances, false), best(instances, true)];
    const cost = 1 - on.figures.rps / off.figures.rps;
    console.log(
      `${"".padEnd(12)}${instances} instance${instances > 1 ? "s" : " "}: shared limiter costs ${(cost * 100).toFixed(1)} % of insert throughput (best of ${rounds}: ${Math.round(off.figures.rps)} off, ${Math.round(on.figures.rps)} on) · ${cost < LIMIT_COST_BUDGET ? "within" : "OUTSIDE"} budget (< ${LIMIT_COST_BUDGET * 100} %)`,
    );
  }
  const one = best(1, true);
  const three = best(3, true);
  console.log(
    `${"".padEnd(12)}3 instances / 1 instance on this 2-core machine: ${(three.figures.rps / one.figures.rps).toFixed(2)}× (every process shares the same 2 cores)`,
  );
  // On paper: each instance on its own cores adds its throughput until the database's
  // CPU per insert fills the database machine's cores.
  const perCore = 1000 / one.instanceCpu;
  const databaseCeiling = 1000 / one.databaseCpu;
  console.log(
    `${"".padEnd(12)}on paper: one instance core carries ${Math.round(perCore)} inserts/s; one PostgreSQL core carries ${Math.round(databaseCeiling)}/s, so N instances on their own cores scale ~linearly up to ${Math.round(databaseCeiling)}/s per database core`,
  );
}
