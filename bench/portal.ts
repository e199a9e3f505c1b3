// The portal's reads over HTTP with a signed-in person (`npm run bench:api`, or alone:
// `node bench/portal.ts`): 500 organisations, 2,000 people, 200 deals and 50,000 updates
// (BENCH_PORTAL_SCALE=0.05 for a smaller run) on SQLite and on PostgreSQL, then
// GET /portal/api/home and GET /portal/api/deals/:dealId against the production server,
// session check, access rule and audit row included. Two people: one on every deal, one
// on about ten. It prints p50/p95/p99 beside the 50 ms budget and the query plans of the
// hot queries (index-bound: no full scan of a large table). It never fails on a figure.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { silentLogger } from "#server/logger.ts";
import { openStore } from "#server/store/index.ts";
import { signedInPerson } from "#tests/support/portal-people.ts";
import { startPostgres } from "#tests/support/postgres.ts";
import { enrolStaff } from "#tests/support/staff.ts";
import { explainPortal } from "./support/portal-explain.ts";
import { dealId, orgId, population, seedPortal, sizeAt } from "./support/portal-seed.ts";
import { startPortalServer } from "./support/server.ts";

const SECONDS = Number(process.env.BENCH_PORTAL_SECONDS ?? 10);
const SCALE = Number(process.env.BENCH_PORTAL_SCALE ?? 1);
/** Requests in flight at once: a few people reading at the same moment. */
const CONCURRENCY = 4;
const BUDGET_P99_MS = 50;

interface Latencies {
  count: number;
  failed: number;
  p50: number;
  p95: number;
  p99: number;
}

/** GETs `path` from `concurrency` loops for `seconds`, timing each answer read in full. */
export async function drive(base: string, path: string, headers: Record<string, string>, seconds: number) {
  const times: number[] = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== 200) failed++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { count: times.length, failed, p50: at(0.5), p95: at(0.95), p99: at(0.99) } satisfies Latencies;
}

export function line(database: string, what: string, figures: Latencies): string {
  const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
  const verdict = figures.p99 <= BUDGET_P99_MS ? "within" : "OVER";
  return `${database.padEnd(9)}${what.padEnd(34)} p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)}  (${figures.count} answers, ${figures.failed} not 200; budget p99 ${BUDGET_P99_MS} ms: ${verdict})`;
}

/** One database: seed, start the server, sign two people in, time their home and a deal page. */
async function benchOne(database: string, env: Record<string, string>): Promise<void> {
  await (
    await openStore({ DATABASE_URL: env.DATABASE_URL, SQLITE_PATH: env.SQLITE_PATH ?? "" }, silentLogger)
  ).close();
  const size = sizeAt(SCALE);
  const seeding = performance.now();
  const rows = await seedPortal(env, population(size));
  console.log(
    `${database.padEnd(9)}seeded ${rows} rows in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const server = await startPortalServer({
    ...env,
    ...(process.env.BENCH_PORTAL_PORT ? { PORT: process.env.BENCH_PORTAL_PORT } : {}),
  });
  try {
    // Without PUBLIC_SITE_URL the server takes its loopback address as its own origin.
    const origin = server.url;
    const { client: staff } = await enrolStaff(server.url, origin, env, `bench-${database}@ucp.example`);
    const portal = { base: server.url, origin, staff };
    const everywhere = await signedInPerson(portal, {
      email: `all-${database}@bench.example`,
      memberships: [{ organisationId: orgId(0), role: "principal" }],
    });
    const typical = await signedInPerson(portal, {
      email: `some-${database}@bench.example`,
      memberships: [{ organisationId: orgId(1), role: "finance" }],
    });
    const deal = dealId(7);
    for (const person of [everywhere, typical]) {
      const cookie = [...person.client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      const headers = { cookie, origin };
      const home = await person.client.json<{ organisations: { deals: unknown[] }[] }>("/portal/api/home");
      const reach = home.body.organisations.reduce((sum, o) => sum + o.deals.length, 0);
      const check = await person.client.call(`/portal/api/deals/${deal}`);
      if (home.status !== 200 || check.status !== 200)
        throw new Error(`the benchmark's person cannot read: home ${home.status}, deal ${check.status}`);
      // Warm-up: JIT, pools, page cache. Then the floor: the session check alone (who am I).
      await drive(server.url, "/portal/api/home", headers, 1);
      console.log(
        line(
          database,
          "floor: /portal/api/me (session only)",
          await drive(server.url, "/portal/api/me", headers, SECONDS),
        ),
      );
      console.log(
        line(
          database,
          `home, person on ${reach} deals`,
          await drive(server.url, "/portal/api/home", headers, SECONDS),
        ),
      );
      console.log(
        line(
          database,
          `deal page, same person`,
          await drive(server.url, `/portal/api/deals/${deal}`, headers, SECONDS),
        ),
      );
    }
    await explainPortal(
      env,
      { personId: everywhere.person.id, dealId: deal, organisations: [orgId(0)] },
      database,
    );
  } finally {
    await server.stop();
  }
}

/** The portal section of `npm run bench:api`, on two fresh databases it is given. */
export async function runPortalBench(fresh: {
  sqlite: () => Promise<{ env: Record<string, string>; dispose(): void }>;
  postgres: () => Promise<{ env: Record<string, string>; dispose(): void }>;
}): Promise<void> {
  const size = sizeAt(SCALE);
  console.log(
    `\nPortal: ${size.organisations} organisations, ${size.people} people, ${size.deals} deals, ${size.updates} updates; ${CONCURRENCY} requests in flight, ${SECONDS} s per figure, over HTTP with a signed-in session\n`,
  );
  for (const [database, make] of [
    ["sqlite", fresh.sqlite],
    ["postgres", fresh.postgres],
  ] as const) {
    const db = await make();
    try {
      await benchOne(database, db.env);
    } finally {
      db.dispose();
    }
  }
}

if (import.meta.main) {
  const postgres = await startPostgres();
  const dirs: string[] = [];
  try {
    await runPortalBench({
      async sqlite() {
        const dir = mkdtempSync(join(tmpdir(), "ucp-bench-portal-"));
        dirs.push(dir);
        return {
          env: { SQLITE_PATH: join(dir, "portal.sqlite") },
          dispose: () => rmSync(dir, { recursive: true, force: true }),
        };
      },
      async postgres() {
        return {
          env: { DATABASE_URL: await postgres.createDatabase("bench_portal") },
          dispose: () => undefined,
        };
      },
    });
  } finally {
    await postgres.stop();
  }
}
