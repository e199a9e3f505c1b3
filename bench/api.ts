// `npm run bench:api`: the insert endpoint under load, on SQLite and on PostgreSQL, with
// notification e-mail off and on, insert throughput through HAProxy with 1 and 3 instances
// (shared limiter on and off), the operator's export of a million inquiries, and the
// portal's home and deal page with a signed-in person (bench/portal.ts), and the data room:
// its engine in-process (bench/documents.ts), then many investors reading a published PDF
// over HTTP (bench/documents-readers.ts).
// The production server runs as a child process (rate limits off); autocannon drives
// POST /rest/v1/contact_submissions with a unique body per request (so duplicate
// suppression hides no write), then GET /livez of the same server as the ceiling.
// Afterwards it checks in the database that every 201 is a stored row. With
// notifications on, an SMTP server on loopback (its own process) receives the mail.
// It prints figures and the budget beside them; it never fails on a figure.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { silentLogger } from "#server/logger.ts";
import { openStore } from "#server/store/index.ts";
import { startPostgres, withClient } from "#tests/support/postgres.ts";
import { runBackupBench } from "./backup.ts";
import { runDocumentsBench } from "./documents.ts";
import { runDownloadsBench } from "./documents-downloads.ts";
import { runReadersBench } from "./documents-readers.ts";
import { runInboxBench } from "./inbox.ts";
import { runMetricsBench } from "./metrics.ts";
import { runPortalBench } from "./portal.ts";
import { runReportingBench } from "./reporting.ts";
import { benchSignIn, signInLine } from "./sign-in-bench.ts";
import { benchExport, EXPORT_ROWS, seedSql } from "./support/export-bench.ts";
import { INBOX_ROWS } from "./support/inbox-bench.ts";
import { CONNECTIONS, driveCeiling, driveInserts, type Figures, row, tableHeader } from "./support/load.ts";
import { benchScaleOut } from "./support/scale-bench.ts";
import { ensureBuild, startServer } from "./support/server.ts";
import { type BenchSink, startBenchSink } from "./support/smtp-sink.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** Runs per mode, alternating off/on; the best of each is compared (noise only ever slows a run). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** How long to watch the notification backlog drain once the load stops. */
const DRAIN_SECONDS = Number(process.env.BENCH_DRAIN_SECONDS ?? 15);
const WARM_UP_SECONDS = 2;
const BUDGET = { insertsPerSecond: 2500, p99Ms: 50, notificationCost: 0.1 };
const INDENT = "".padEnd(12);
/**
 * `npm run bench:api -- --only=sign-in` (or `--only=inbox`, `--only=portal`,
 * `--only=documents`, `--only=reporting`, `--only=backup`, `--only=metrics`) runs that section alone; `--only=readers` runs only the data room's
 * many-readers part of the documents section, `--only=downloads` only its stamped downloads at once.
 */
const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);

/** A fresh, migrated database for one run, and how to read back the names stored in it. */
interface Database {
  env: Record<string, string>;
  names(): Promise<string[]>;
  dispose(): void;
}

interface InsertRun {
  figures: Figures;
  label: string;
  verified: string;
  notifications?: string;
}

async function insertRun(fresh: () => Promise<Database>, sink?: BenchSink): Promise<InsertRun> {
  const db = await fresh();
  const mail: Record<string, string> = sink
    ? { SMTP_URL: sink.url, MAIL_FROM: "UCP Website <web@ucp.example>", NOTIFY_TO: "inquiries@ucp.example" }
    : {};
  const sentBefore = sink ? await sink.count() : 0;
  const server = await startServer({
    ...db.env,
    ...mail,
    LOG_LEVEL: "warn",
  });
  try {
    // Warm-up: JIT, pool connections, SQLite page cache; its rows are told apart by name.
    // Its rate sizes the measured run: a fixed number of requests lasting about SECONDS,
    // because a run cut off by time drops the answers of the requests still in flight.
    const warmUp = await driveInserts(server.url, "warmup", { duration: WARM_UP_SECONDS });
    const amount = Math.max(1000, Math.round(warmUp.figures.rps * SECONDS));
    const sentAtStart = sink ? await sink.count() : 0;
    const started = performance.now();
    const { figures, acknowledged } = await driveInserts(server.url, "bench", { amount });
    const elapsed = (performance.now() - started) / 1000;
    const sentDuring = sink ? (await sink.count()) - sentAtStart : 0;
    const names = await db.names();
    const stored = new Set(
      names.filter((name) => name.startsWith("bench ")).map((name) => Number(name.slice(6))),
    );
    const missing = [...acknowledged].filter((id) => !stored.has(id));
    const ok = stored.size === acknowledged.size && missing.length === 0;
    const run: InsertRun = {
      figures,
      label: `POST …/contact_submissions, mail ${sink ? "on " : "off"} (${amount} in ${elapsed.toFixed(1)} s)`,
      verified: `201 responses ${acknowledged.size} · rows ${stored.size} · rows == 201s: ${ok ? "yes" : `NO (${missing.length} acknowledged rows missing)`}`,
    };
    if (sink) run.notifications = await drain(sink, sentBefore, names.length, sentDuring, elapsed);
    return run;
  } finally {
    await server.stop();
    db.dispose();
  }
}

/** Watches the backlog for DRAIN_SECONDS after the load stops; describes what got sent when. */
async function drain(sink: BenchSink, before: number, rows: number, during: number, elapsed: number) {
  const started = performance.now();
  const atStart = (await sink.count()) - before;
  let sent = atStart;
  while (sent < rows && performance.now() - started < DRAIN_SECONDS * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    sent = (await sink.count()) - before;
  }
  const seconds = (performance.now() - started) / 1000;
  const rate = Math.round((sent - atStart) / seconds);
  const after =
    sent >= rows
      ? `all ${rows} delivered ${seconds.toFixed(1)} s after the load stopped (${rate}/s)`
      : `${sent} of ${rows} delivered ${seconds.toFixed(0)} s after the load stopped, draining at ${rate}/s`;
  return `notifications: ${during} sent while inserts saturated the server (${Math.round(during / elapsed)}/s); ${after}`;
}

async function benchDatabase(
  database: string,
  fresh: () => Promise<Database>,
  sink: BenchSink,
): Promise<void> {
  const off: InsertRun[] = [];
  const on: InsertRun[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [runs, withMail] of [
      [off, false],
      [on, true],
    ] as const) {
      const run = await insertRun(fresh, withMail ? sink : undefined);
      runs.push(run);
      console.log(row(database, run.label, run.figures));
      console.log(`${INDENT}${run.verified}`);
      if (run.notifications) console.log(`${INDENT}${run.notifications}`);
    }
  }
  const db = await fresh();
  const server = await startServer({
    ...db.env,
    LOG_LEVEL: "warn",
    NODE_OPTIONS: "--disable-warning=ExperimentalWarning",
  });
  const ceiling = await driveCeiling(server.url, SECONDS).finally(async () => {
    await server.stop();
    db.dispose();
  });
  console.log(row(database, "GET /livez (ceiling)", ceiling));
  const best = (runs: InsertRun[]) => runs.reduce((a, b) => (b.figures.rps > a.figures.rps ? b : a)).figures;
  const [bestOff, bestOn] = [best(off), best(on)];
  const verdict = bestOff.rps >= BUDGET.insertsPerSecond && bestOff.p99 < BUDGET.p99Ms ? "within" : "OUTSIDE";
  console.log(
    `${INDENT}insert/ceiling ${(bestOff.rps / ceiling.rps).toFixed(2)} · ${verdict} budget (>= ${BUDGET.insertsPerSecond}/s, p99 < ${BUDGET.p99Ms} ms)`,
  );
  const cost = 1 - bestOn.rps / bestOff.rps;
  console.log(
    `${INDENT}notifications cost ${(cost * 100).toFixed(1)} % of insert throughput (best of ${ROUNDS}: ${Math.round(bestOff.rps)} off, ${Math.round(bestOn.rps)} on) · ${cost < BUDGET.notificationCost ? "within" : "OUTSIDE"} budget (< ${BUDGET.notificationCost * 100} %)`,
  );
}

/** Inserts through HAProxy, 1 and 3 instances, shared limiter on and off. */
async function scaleSection(): Promise<void> {
  console.log(
    `\nScale-out: HAProxy in front of 1 or 3 instances on one PostgreSQL, shared limiter on (5/min, 50/day, a new client address per request: never reached) or off\n`,
  );
  console.log(tableHeader());
  await benchScaleOut(SECONDS, ROUNDS);
}

ensureBuild();
// `npm run bench:api -- --only=scale`: the scale-out section alone.
if (process.argv.includes("--only=scale")) {
  await scaleSection();
  process.exit(0);
}
if (only === "inbox") {
  console.log(`Inbox: ${INBOX_ROWS} inquiries per database, reads timed in-process\n`);
  await runInboxBench();
  process.exit(0);
}
const sink = await startBenchSink();
console.log(
  `API benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} runs per mode, unique bodies, rate limits off\n`,
);
console.log(tableHeader());

const postgres = await startPostgres();
try {
  const sqliteDirs: string[] = [];
  const freshSqlite = async (): Promise<Database> => {
    const dir = mkdtempSync(join(tmpdir(), "ucp-bench-sqlite-"));
    sqliteDirs.push(dir);
    const path = join(dir, "bench.sqlite");
    return {
      env: { SQLITE_PATH: path },
      async names() {
        const db = new DatabaseSync(path, { readOnly: true });
        try {
          return db
            .prepare("SELECT name FROM contact_submissions")
            .all()
            .map((r) => String(r.name));
        } finally {
          db.close();
        }
      },
      dispose: () => rmSync(dir, { recursive: true, force: true }),
    };
  };
  const freshPostgres = async (): Promise<Database> => {
    const url = await postgres.createDatabase("bench");
    return {
      env: { DATABASE_URL: url },
      names: () =>
        withClient(url, async (client) =>
          (await client.query<{ name: string }>("SELECT name FROM contact_submissions")).rows.map(
            (r) => r.name,
          ),
        ),
      dispose: () => undefined,
    };
  };
  if (!only) {
    await benchDatabase("sqlite", freshSqlite, sink);
    await benchDatabase("postgres", freshPostgres, sink);
    await scaleSection();
  }

  if (!only || only === "sign-in") {
    console.log(`\nStaff sign-in: ${SECONDS} s per database, limits lifted\n`);
    for (const [database, fresh] of [
      ["sqlite", freshSqlite],
      ["postgres", freshPostgres],
    ] as const) {
      const db = await fresh();
      console.log(signInLine(database, await benchSignIn(db.env, SECONDS)));
      db.dispose();
    }
  }
  if (!only || only === "portal") await runPortalBench({ sqlite: freshSqlite, postgres: freshPostgres });
  // BENCH_DATABASES=sqlite leaves PostgreSQL out of the reporting part (a quicker run).
  if (!only || only === "reporting")
    await runReportingBench({
      sqlite: freshSqlite,
      ...(process.env.BENCH_DATABASES === "sqlite" ? {} : { postgres: freshPostgres }),
    });
  if (!only || only === "documents") {
    console.log("");
    const cpu = await runDocumentsBench();
    await runReadersBench({ sqlite: freshSqlite, postgres: freshPostgres }, cpu);
    await runDownloadsBench({ sqlite: freshSqlite, postgres: freshPostgres });
  }
  if (only === "downloads") await runDownloadsBench({ sqlite: freshSqlite, postgres: freshPostgres });
  if (only === "readers") await runReadersBench({ sqlite: freshSqlite, postgres: freshPostgres });
  if (!only) await exportPart(freshSqlite, freshPostgres);
  if (!only || only === "backup") await runBackupBench();
  if (!only || only === "metrics") await runMetricsBench();
} finally {
  await postgres.stop();
  await sink.stop();
}

async function exportPart(freshSqlite: () => Promise<Database>, freshPostgres: () => Promise<Database>) {
  console.log(
    `\nExport benchmark: ${EXPORT_ROWS} inquiries, seeded with SQL, exported to a file by the CLI\n`,
  );
  const sqlite = await freshSqlite();
  await (await openStore({ SQLITE_PATH: sqlite.env.SQLITE_PATH ?? "" }, silentLogger)).close();
  const seedDb = new DatabaseSync(sqlite.env.SQLITE_PATH ?? "");
  seedDb.exec(seedSql("sqlite"));
  seedDb.close();
  await benchExport("sqlite", sqlite.env);
  sqlite.dispose();
  const pg = await freshPostgres();
  await (await openStore({ DATABASE_URL: pg.env.DATABASE_URL, SQLITE_PATH: "" }, silentLogger)).close();
  await withClient(pg.env.DATABASE_URL ?? "", (client) => client.query(seedSql("postgres")));
  await benchExport("postgres", pg.env);
}

// The staff inbox's reads at a million inquiries on each database, and its script size.
if (!only) {
  console.log(`\nInbox: ${INBOX_ROWS} inquiries per database, reads timed in-process\n`);
  await runInboxBench();
}
