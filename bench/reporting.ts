// The portal's reporting over HTTP with a signed-in person (`npm run bench:api --
// --only=reporting`): 200 deals, 500 organisations, ten years of quarterly NAVs and 40
// calls and distributions per deal on SQLite and on PostgreSQL, then an investor's capital
// account page and the sponsor's raise page against the production server, session check,
// access rule and audit row included: p50/p95/p99 beside the 50 ms budget. Then the
// memory an XLSX export of 10,000 cash flows takes as it streams. It never fails on a figure.
import { Writable } from "node:stream";
import type { CapitalAccount } from "#common/reporting-api.ts";
import { silentLogger } from "#server/logger.ts";
import { writeCapitalAccountXlsx } from "#server/reporting/person/export-xlsx.ts";
import { openStore } from "#server/store/index.ts";
import { signedInPerson } from "#tests/support/portal/people.ts";
import { enrolStaff } from "#tests/support/staff/staff.ts";
import { drive, line } from "./portal.ts";
import { dealId, FULL_SIZE, orgId, population, seedPortal } from "./support/portal-seed.ts";
import { kindOf, reportingPopulation, SPONSOR } from "./support/reporting-seed.ts";
import { startPortalServer } from "./support/server.ts";

const SECONDS = Number(process.env.BENCH_PORTAL_SECONDS ?? 10);
const DEAL = 7;
const number = (id: unknown) => Number.parseInt(String(id).slice(1, -1), 10);

async function seed(database: string, env: Record<string, string>) {
  await (
    await openStore({ DATABASE_URL: env.DATABASE_URL, SQLITE_PATH: env.SQLITE_PATH ?? "" }, silentLogger)
  ).close();
  // The portal's population without most of its updates, which these pages do not read.
  const tables = population({ ...FULL_SIZE, updates: 2_000 });
  const find = (name: string) => tables.find((table) => table.name === name)?.rows ?? [];
  for (const row of find("portal_organisations")) row[2] = kindOf(number(row[0])) ?? "pension_fund";
  const grants = find("portal_grants").map((row): [number, number] => [number(row[0]), number(row[1])]);
  const started = performance.now();
  const rows = await seedPortal(env, [...tables, ...reportingPopulation(FULL_SIZE.deals, grants)]);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${database.padEnd(9)}seeded ${rows} rows in ${seconds} s`);
}

async function benchOne(database: string, env: Record<string, string>) {
  await seed(database, env);
  const server = await startPortalServer(env);
  try {
    const origin = server.url;
    const { client: staff } = await enrolStaff(server.url, origin, env, `bench-${database}@ucp.example`);
    const portal = { base: server.url, origin, staff };
    const pages = [
      [
        orgId(0),
        `/portal/api/deals/${dealId(DEAL)}/reporting/account?asOf=2026-01-01`,
        "capital account (80 flows)",
      ],
      [orgId(SPONSOR), `/portal/api/deals/${dealId(DEAL)}/reporting/raise`, "sponsor's raise page"],
    ] as const;
    for (const [organisationId, path, what] of pages) {
      const person = await signedInPerson(portal, {
        email: `${organisationId}-${database}@bench.example`,
        memberships: [{ organisationId, role: "principal" }],
      });
      const check = await person.client.call(path);
      if (check.status !== 200)
        throw new Error(`the benchmark's person cannot read ${path}: ${check.status}`);
      const cookie = [...person.client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      const headers = { cookie, origin };
      await drive(server.url, path, headers, 1);
      // The floor on this loaded machine: the session check alone (who am I).
      console.log(
        line(database, "floor: /portal/api/me", await drive(server.url, "/portal/api/me", headers, SECONDS)),
      );
      console.log(line(database, what, await drive(server.url, path, headers, SECONDS)));
    }
  } finally {
    await server.stop();
  }
}

/** The heap and resident memory an XLSX export of `flows` cash flows adds at its peak. */
export async function exportMemory(flows: number): Promise<void> {
  const account: CapitalAccount = {
    dealId: "d",
    dealName: "Bench Fund",
    organisationId: "o",
    organisationName: "Bench Pension Fund",
    organisations: [{ id: "o", name: "Bench Pension Fund" }],
    currency: "USD",
    asOf: "2026-01-01",
    commitment: "1000000.00",
    paidIn: "500000.00",
    unfunded: "500000.00",
    distributed: "100000.00",
    nav: "600000.00",
    totalValue: "700000.00",
    dpi: "0.20",
    rvpi: "1.20",
    tvpi: "1.40",
    netIrr: { rate: "0.081234", reason: null },
    cashFlows: Array.from({ length: flows }, (_, i) => ({
      date: `20${String(10 + (i % 16)).padStart(2, "0")}-0${1 + (i % 9)}-15`,
      kind: i % 3 === 0 ? "nav" : i % 3 === 1 ? "contribution" : "distribution",
      amount: `${1000 + i}.${String(i % 100).padStart(2, "0")}`,
      noticeId: i % 3 === 1 ? `n${i}` : null,
    })),
    series: [],
  };
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakRss = before.rss;
  let bytes = 0;
  const sample = setInterval(() => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  }, 5);
  // A slow reader (one chunk per tick), as a client on a far connection: streaming holds
  // back instead of building the workbook in memory.
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      setImmediate(done);
    },
  });
  await writeCapitalAccountXlsx(account, out);
  clearInterval(sample);
  const mb = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `XLSX export of ${flows} cash flows: ${mb(bytes)} written; peak growth: heap ${mb(peakHeap - before.heapUsed)}, resident ${mb(peakRss - before.rss)}`,
  );
}

/** The reporting section of `npm run bench:api`, on two fresh databases it is given. */
export async function runReportingBench(fresh: {
  sqlite: () => Promise<{ env: Record<string, string>; dispose(): void }>;
  postgres?: () => Promise<{ env: Record<string, string>; dispose(): void }>;
}): Promise<void> {
  console.log(
    `\nReporting: ${FULL_SIZE.deals} deals, ${FULL_SIZE.organisations} organisations, ${SECONDS} s per figure, over HTTP with a signed-in session\n`,
  );
  for (const [database, make] of [
    ["sqlite", fresh.sqlite],
    ["postgres", fresh.postgres],
  ] as const) {
    if (!make) continue;
    const db = await make();
    try {
      await benchOne(database, db.env);
    } finally {
      db.dispose();
    }
  }
  await exportMemory(10_000);
}
