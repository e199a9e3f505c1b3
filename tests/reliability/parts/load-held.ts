// Part 6: load held. Page views of every route and inserts from many client addresses
// (X-Forwarded-For through a trusted proxy), each address sending one more insert than
// its per-minute limit allows. No 5xx, no connection errors, the limit exact for every
// address, and the table holds exactly the acknowledged inserts.
import { createRequire } from "node:module";
import { builtPages } from "../access/site-pages.ts";
import type { PartContext } from "../context.ts";
import { Checks, count, ms, type PartResult, statusesByClient } from "../report.ts";
import { checkErrorShape } from "../support/error-shape.ts";
import { idOfMessage, type Outcome, startInsertLoad } from "../support/insert-load.ts";
import { startServer } from "../support/server-process.ts";
import { createTarget, type DatabaseKind } from "../support/targets.ts";

/** The part of autocannon's API used here (it ships no types). */
interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: { method: string; path: string; headers: Record<string, string> }[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const PER_MINUTE = 5;
/** Each simulated address sends one insert past its limit: the edge, exactly. */
const PER_ADDRESS = PER_MINUTE + 1;

export async function loadHeld(context: PartContext): Promise<PartResult> {
  const started = performance.now();
  const checks = new Checks();
  const seconds = context.long ? 60 : 10;
  const kinds: DatabaseKind[] = context.long ? ["sqlite", "postgres"] : ["sqlite"];
  const lines: string[] = [];
  for (const kind of kinds) lines.push(await holdOn(kind, seconds, context, checks));
  return {
    part: "load held",
    figures: `load: ${lines.join("; ")}`,
    checks: checks.list,
    seconds: (performance.now() - started) / 1000,
  };
}

/** 10.a.b.c, one per group of PER_ADDRESS consecutive inserts. */
const addressOf = (sequence: number) => {
  const group = Math.floor((sequence - 1) / PER_ADDRESS);
  return `10.${(group >> 16) & 255}.${(group >> 8) & 255}.${group & 255}`;
};

async function holdOn(
  kind: DatabaseKind,
  seconds: number,
  context: PartContext,
  checks: Checks,
): Promise<string> {
  const target = await createTarget(kind, context.postgres, "load");
  const server = await startServer({
    ...target.env,
    TRUST_PROXY: "127.0.0.1",
    RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
    RATE_LIMIT_PER_DAY: "50",
  });
  const routes = [...builtPages(), "/no-such-page"];
  let outcomes: Outcome[];
  let pages: AutocannonResult;
  let insertSeconds = seconds;
  try {
    const loadStarted = performance.now();
    const inserts = startInsertLoad(server.url, {
      concurrency: 4,
      label: `load-${kind}`,
      headersFor: (n) => ({ "x-forwarded-for": addressOf(n) }),
    });
    pages = await autocannon({
      url: server.url,
      connections: 8,
      duration: seconds,
      requests: routes.map((path) => ({ method: "GET", path, headers: { "accept-encoding": "br, gzip" } })),
    });
    outcomes = await inserts.stop();
    insertSeconds = (performance.now() - loadStarted) / 1000;
    checks.expect(`${kind}: server up after ${seconds} s of load`, server.alive());
    context.log(`${kind}: peak RSS ${server.memoryMiB("VmHWM").toFixed(0)} MiB`);
  } finally {
    await server.stop();
  }
  const rows = await target.rows();
  target.dispose();

  const pageStatuses = Object.keys(pages.statusCodeStats);
  const page5xx = pageStatuses
    .filter((status) => status.startsWith("5"))
    .reduce((n, status) => n + (pages.statusCodeStats[status]?.count ?? 0), 0);
  checks.expect(
    `${kind}: every page view answered 200 (404 for the unknown route)`,
    pageStatuses.every((s) => s === "200" || s === "404") && pages.errors + pages.timeouts === 0,
    () =>
      `statuses ${JSON.stringify(pages.statusCodeStats)}, ${pages.errors} errors, ${pages.timeouts} timeouts`,
  );

  const byAddress = new Map<string, Outcome[]>();
  for (const outcome of outcomes) {
    const address = addressOf(Number(outcome.id.split("-").pop()));
    byAddress.set(address, [...(byAddress.get(address) ?? []), outcome]);
  }
  const offLimit = [...byAddress].filter(([, list]) => {
    const created = list.filter((o) => o.status === 201).length;
    const limited = list.filter((o) => o.status === 429).length;
    return created !== Math.min(list.length, PER_MINUTE) || limited !== Math.max(0, list.length - PER_MINUTE);
  });
  checks.expect(
    `${kind}: exactly ${PER_MINUTE} inserts per address per minute, the rest 429`,
    offLimit.length === 0,
    () => statusesByClient(offLimit),
  );
  const badRefusals = outcomes.filter(
    (o) => o.status === 429 && !checkErrorShape(429, "application/json", o.body).ok,
  );
  checks.expect(
    `${kind}: 429 answers in PostgREST's shape`,
    badRefusals.length === 0,
    () => badRefusals[0]?.body ?? "",
  );
  const insert5xx = outcomes.filter((o) => o.status >= 500 || o.status === 0).length;
  checks.expect(
    `${kind}: no 5xx and no connection error under load`,
    insert5xx === 0 && page5xx === 0,
    () => `${insert5xx} inserts, ${page5xx} pages`,
  );

  const acknowledged = new Set(outcomes.filter((o) => o.status === 201).map((o) => o.id));
  const stored = rows.map((row) => idOfMessage(row.message) ?? "?");
  const matches = stored.length === acknowledged.size && stored.every((id) => acknowledged.has(id));
  checks.expect(
    `${kind}: rows == 201s`,
    matches,
    () => `${stored.length} rows for ${acknowledged.size} × 201`,
  );

  const latencies = outcomes.map((o) => o.answered - o.sent).sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(0.99 * latencies.length))] ?? 0;
  const limited = outcomes.filter((o) => o.status === 429).length;
  return (
    `${kind} ${seconds} s, ${routes.length} routes ${count(pages.requests.average)} page req/s (p99 ${ms(pages.latency.p99)}), ` +
    `${count(outcomes.length / insertSeconds)} inserts/s (p99 ${ms(p99)}) from ${count(byAddress.size)} addresses: ${count(acknowledged.size)} × 201, ${count(limited)} × 429; ` +
    `errors ${pages.errors + pages.timeouts + insert5xx}, 5xx ${page5xx + insert5xx}; rows ${count(stored.length)} = 201s ${count(acknowledged.size)}`
  );
}
