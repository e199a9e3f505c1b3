// `npm run bench:api`: the insert endpoint under load, on SQLite and on PostgreSQL.
// The production server runs as a child process (rate limits off); autocannon drives
// POST /rest/v1/contact_submissions with a unique body per request (so duplicate
// suppression hides no write), then GET /livez of the same server as the ceiling.
// Afterwards it checks in the database that every 201 is a stored row. It prints
// figures and the budget beside them; it never fails on a figure.
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_ANON_KEY } from "../common/defaults.ts";
import { startPostgres, withClient } from "../tests/support/postgres.ts";
import { ensureBuild, startServer } from "./support/server.ts";

/** The part of autocannon's API used here: it ships no types and @types/autocannon is not installed. */
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
interface AutocannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  setupRequest(request: Record<string, unknown>, context: Record<string, unknown>): Record<string, unknown>;
  onResponse(status: number, body: string, context: Record<string, unknown>): void;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

// node:sqlite announces itself as experimental on import; keep every other warning.
process.removeAllListeners("warning");
process.on("warning", (warning) => {
  if (warning.name !== "ExperimentalWarning") console.warn(warning);
});
const { DatabaseSync } = await import("node:sqlite");

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const BUDGET = { insertsPerSecond: 2500, p99Ms: 50 };
const HEADERS = {
  apikey: DEFAULT_ANON_KEY,
  authorization: `Bearer ${DEFAULT_ANON_KEY}`,
  "content-type": "application/json",
  prefer: "return=minimal",
};

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * Drives the insert route for a duration, or for an exact number of requests (then
 * autocannon waits for every answer, so the rows can be matched to the 201s exactly).
 * Returns the figures and the ids whose request got a 201.
 */
async function driveInserts(url: string, label: string, length: { duration: number } | { amount: number }) {
  let sequence = 0;
  const acknowledged = new Set<number>();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    ...length,
    requests: [
      {
        method: "POST",
        path: "/rest/v1/contact_submissions",
        headers: HEADERS,
        setupRequest: (request, context) => {
          const id = ++sequence;
          context.id = id;
          const body = JSON.stringify({
            name: `${label} ${id}`,
            email: `bench${id}@example.com`,
            message: `Benchmark inquiry number ${id}.\nWe are raising a fund and would like to talk.`,
            fund_type: "Private Equity",
            aum: "$100M - $500M",
          });
          return { ...request, body };
        },
        onResponse: (status, _body, context) => {
          if (status === 201) acknowledged.add(context.id as number);
        },
      },
    ],
  });
  return { figures: figuresOf(result), acknowledged };
}

async function driveCeiling(url: string, seconds: number): Promise<Figures> {
  return figuresOf(await autocannon({ url: `${url}/livez`, connections: CONNECTIONS, duration: seconds }));
}

function figuresOf(result: AutocannonResult): Figures {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function row(database: string, route: string, figures: Figures): string {
  const cells = [
    database.padEnd(10),
    route.padEnd(52),
    Math.round(figures.rps).toString().padStart(8),
    figures.p50.toFixed(1).padStart(8),
    figures.p99.toFixed(1).padStart(8),
    String(figures.errors).padStart(7),
    String(figures.non2xx).padStart(8),
  ];
  return cells.join("  ");
}

async function benchOne(
  database: "sqlite" | "postgres",
  env: Record<string, string>,
  names: () => Promise<string[]>,
) {
  const server = await startServer({
    ...env,
    RATE_LIMIT_PER_MINUTE: "0",
    RATE_LIMIT_PER_DAY: "0",
    LOG_LEVEL: "warn",
    // node:sqlite's "experimental" notice would interleave with the table.
    NODE_OPTIONS: "--disable-warning=ExperimentalWarning",
  });
  try {
    // Warm-up: JIT, pool connections, SQLite page cache; its rows are told apart by name.
    // Its rate sizes the measured run: a fixed number of requests lasting about SECONDS,
    // because a run cut off by time drops the answers of the requests still in flight.
    const warmUp = await driveInserts(server.url, "warmup", { duration: WARM_UP_SECONDS });
    const amount = Math.max(1000, Math.round(warmUp.figures.rps * SECONDS));
    const started = performance.now();
    const { figures, acknowledged } = await driveInserts(server.url, "bench", { amount });
    const elapsed = (performance.now() - started) / 1000;
    const ceiling = await driveCeiling(server.url, SECONDS);
    const stored = new Set(
      (await names()).filter((name) => name.startsWith("bench ")).map((name) => Number(name.slice(6))),
    );
    const missing = [...acknowledged].filter((id) => !stored.has(id));
    console.log(
      row(database, `POST /rest/v1/contact_submissions (${amount} in ${elapsed.toFixed(1)} s)`, figures),
    );
    console.log(row(database, "GET /livez (ceiling)", ceiling));
    const verdict =
      figures.rps >= BUDGET.insertsPerSecond && figures.p99 < BUDGET.p99Ms ? "within" : "OUTSIDE";
    console.log(
      `${"".padEnd(12)}insert/ceiling ${(figures.rps / ceiling.rps).toFixed(2)} · ${verdict} budget (>= ${BUDGET.insertsPerSecond}/s, p99 < ${BUDGET.p99Ms} ms)`,
    );
    console.log(
      `${"".padEnd(12)}201 responses ${acknowledged.size} · rows ${stored.size} · rows == 201s: ${stored.size === acknowledged.size && missing.length === 0 ? "yes" : `NO (${missing.length} acknowledged rows missing)`}`,
    );
  } finally {
    await server.stop();
  }
}

ensureBuild();
console.log(
  `API benchmark: ${CONNECTIONS} connections, ${SECONDS} s per route, unique bodies, rate limits off\n`,
);
console.log(
  [
    "database".padEnd(10),
    "route".padEnd(52),
    "req/s".padStart(8),
    "p50 ms".padStart(8),
    "p99 ms".padStart(8),
    "errors".padStart(7),
    "non-2xx".padStart(8),
  ].join("  "),
);

const sqliteDir = mkdtempSync(join(tmpdir(), "ucp-bench-sqlite-"));
const sqlitePath = join(sqliteDir, "bench.sqlite");
try {
  await benchOne("sqlite", { SQLITE_PATH: sqlitePath }, async () => {
    const db = new DatabaseSync(sqlitePath, { readOnly: true });
    try {
      return db
        .prepare("SELECT name FROM contact_submissions")
        .all()
        .map((row) => String(row.name));
    } finally {
      db.close();
    }
  });
} finally {
  rmSync(sqliteDir, { recursive: true, force: true });
}

const postgres = await startPostgres();
try {
  const url = await postgres.createDatabase("bench");
  await benchOne("postgres", { DATABASE_URL: url }, () =>
    withClient(url, async (client) =>
      (await client.query<{ name: string }>("SELECT name FROM contact_submissions")).rows.map((r) => r.name),
    ),
  );
} finally {
  await postgres.stop();
}
