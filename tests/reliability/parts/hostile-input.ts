// Part 1: property-based hostile input. fast-check generates requests (bodies, headers,
// methods, paths); the real server answers them; an independent oracle says what each
// one deserves. Afterwards the table must hold exactly the accepted rows, byte for byte.
import fc from "fast-check";
import type { PartContext } from "../context.ts";
import { hostileRequest } from "../hostile/arbitraries.ts";
import { type Expected, expectedAnswer, type HostileRequest } from "../hostile/oracle.ts";
import { Checks, count, type PartResult } from "../report.ts";
import { checkErrorShape } from "../support/error-shape.ts";
import { keepAliveAgent, type RawResponse, send } from "../support/http-client.ts";
import { mapLimited } from "../support/random.ts";
import { startServer } from "../support/server-process.ts";
import { contentKey, createTarget, type DatabaseKind, type StoredRow } from "../support/targets.ts";

/** Traces, paths and driver names that must never reach a client. */
const INTERNAL = /\n\s+at |node_modules|\/work\/|SQLITE_|sqlite3?\b|ECONNREFUSED|pg-pool|Fastify|FST_/;

interface Tally {
  requests: number;
  accepted: number;
  /** Accepted inquiries counted once per identical name, e-mail and message. */
  distinct: number;
  rows: number;
  statuses: Map<number, number>;
  violations: string[];
  fiveXx: number;
}

export async function hostileInput(context: PartContext): Promise<PartResult> {
  const started = performance.now();
  const checks = new Checks();
  const runs: [DatabaseKind, number][] = context.long
    ? [
        ["sqlite", 10_000],
        ["postgres", 10_000],
      ]
    : [
        ["sqlite", 1_000],
        ["postgres", 1_000],
      ];
  const tallies: Tally[] = [];
  for (const [kind, requests] of runs) tallies.push(await runOn(kind, requests, context, checks));
  const sum = (pick: (tally: Tally) => number) => tallies.reduce((total, tally) => total + pick(tally), 0);
  const requests = sum((tally) => tally.requests);
  const accepted = sum((tally) => tally.accepted);
  return {
    part: "hostile input",
    figures:
      `hostile: ${count(requests)} generated requests (${runs.map(([kind, n]) => `${kind} ${count(n)}`).join(", ")}), ` +
      `${count(accepted)} accepted, ${count(requests - accepted)} refused, ${count(sum((tally) => tally.fiveXx))} 5xx, ` +
      `${count(sum((tally) => tally.violations.length))} off-contract, ` +
      `rows ${count(sum((tally) => tally.rows))} for ${count(sum((tally) => tally.distinct))} distinct accepted`,
    checks: checks.list,
    seconds: (performance.now() - started) / 1000,
  };
}

async function runOn(
  kind: DatabaseKind,
  numRuns: number,
  context: PartContext,
  checks: Checks,
): Promise<Tally> {
  const target = await createTarget(kind, context.postgres, "hostile");
  const server = await startServer({ ...target.env, RATE_LIMIT_PER_MINUTE: "0", RATE_LIMIT_PER_DAY: "0" });
  const tally: Tally = {
    requests: 0,
    accepted: 0,
    distinct: 0,
    rows: 0,
    statuses: new Map(),
    violations: [],
    fiveXx: 0,
  };
  const accepted = new Map<string, StoredRow[]>();
  try {
    const requests = fc.sample(hostileRequest, { numRuns, seed: context.seed });
    const agents = Array.from({ length: 4 }, () => keepAliveAgent(1));
    await mapLimited(requests, 4, async (request, index) => {
      const expected = expectedAnswer(request);
      const transport = expected.kind === "transport";
      const response = await send(server.url, {
        method: request.method,
        path: request.path,
        headers: withLength(request),
        ...(request.body ? { body: request.body } : {}),
        // A refused request line gets a 400 and a closed socket, without `Connection: close`:
        // a shared keep-alive socket would fail the next request.
        ...(transport ? {} : { agent: agents[index % agents.length] }),
      });
      tally.requests++;
      tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) tally.fiveXx++;
      const problem = judge(expected, response);
      if (problem) tally.violations.push(`${problem}\n      request: ${describeRequest(request)}`);
      else if (expected.kind === "stored") {
        tally.accepted++;
        const key = contentKey(expected.row);
        accepted.set(key, [...(accepted.get(key) ?? []), expected.row]);
      }
    });
    for (const agent of agents) agent.destroy();
    const statuses = [...tally.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    context.log(`${kind}: ${count(tally.requests)} requests, answers ${statuses.join(" ")}`);
    checks.expect(
      `${kind}: no 5xx in ${count(numRuns)} hostile requests`,
      tally.fiveXx === 0,
      () => `${tally.fiveXx} answers were 5xx`,
    );
    checks.expect(
      `${kind}: every answer is the documented one`,
      tally.violations.length === 0,
      () =>
        `${tally.violations.length} off-contract answers, first ones:\n    ${tally.violations.slice(0, 5).join("\n    ")}`,
    );
    const stored = compareStored(accepted, await target.rows());
    tally.rows = stored.rows;
    tally.distinct = accepted.size;
    context.log(
      `${kind}: ${count(stored.rows)} rows stored for ${count(accepted.size)} distinct accepted inquiries`,
    );
    checks.expect(
      `${kind}: stored rows are exactly the accepted requests`,
      stored.problems.length === 0,
      () => stored.problems.slice(0, 5).join("\n    "),
    );
    checks.expect(`${kind}: server still up after hostile input`, server.alive());
  } finally {
    await server.stop();
    target.dispose();
  }
  return tally;
}

/** node:http sends a body without a length on some methods; the request must stay well framed. */
function withLength(request: HostileRequest): [string, string][] {
  return request.body
    ? [...request.headers, ["content-length", String(request.body.length)]]
    : request.headers;
}

function judge(expected: Expected, response: RawResponse): string | undefined {
  if (INTERNAL.test(response.body))
    return `internal detail in a ${response.status} answer: ${response.body.slice(0, 200)}`;
  const got = `${response.status}${response.error ? ` (${response.error})` : ""} ${response.body.slice(0, 160)}`;
  switch (expected.kind) {
    case "transport":
      // Node's parser refuses the request line: 400 and a closed connection, or just the close.
      return response.status === 400 || response.status === 0
        ? undefined
        : `expected a transport refusal, got ${got}`;
    case "either": {
      const problems = expected.options.map((option) => judge(option, response));
      return problems.some((problem) => problem === undefined) ? undefined : problems.join(" / or: ");
    }
    case "status":
      return response.status === expected.status ? undefined : `expected ${expected.status}, got ${got}`;
    case "stored":
      return response.status === 201 && response.body === "" ? undefined : `expected 201, got ${got}`;
    case "error": {
      if (response.status !== expected.status)
        return `expected ${expected.status} ${expected.code}, got ${got}`;
      const contentType = response.headers["content-type"];
      const shape = checkErrorShape(
        response.status,
        typeof contentType === "string" ? contentType : undefined,
        response.body,
      );
      if (!shape.ok) return `off-shape error: ${shape.problem}`;
      if (shape.body.code !== expected.code) return `expected ${expected.code}, got ${got}`;
      if (
        expected.column !== undefined &&
        columnOf(shape.body.code, shape.body.message) !== clip(expected.column)
      ) {
        return `expected column ${JSON.stringify(expected.column)}, got ${got}`;
      }
      return undefined;
    }
  }
}

/** The column an error names, read from PostgreSQL's wording. */
function columnOf(code: string, message: string): string | null | undefined {
  if (code === "23502") return /column "([^"]+)"/.exec(message)?.[1];
  if (code === "23514") return /"contact_submissions_(.+)_check"$/.exec(message)?.[1] ?? null;
  if (code === "PGRST204") return /^Could not find the '([\s\S]*)' column of/.exec(message)?.[1];
  return undefined;
}

function clip(value: string | null): string | null {
  return value !== null && value.length > 100 ? `${value.slice(0, 100)}…` : value;
}

/**
 * One row per distinct accepted inquiry (identical name, e-mail and message are one,
 * by design), equal to one of the accepted variants in every byte; no other rows.
 */
function compareStored(accepted: Map<string, StoredRow[]>, rows: StoredRow[]) {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const key = contentKey(row);
    seen.set(key, (seen.get(key) ?? 0) + 1);
    const variants = accepted.get(key);
    if (!variants) problems.push(`stored but never accepted: ${JSON.stringify(row).slice(0, 200)}`);
    else if (!variants.some((variant) => sameBytes(variant, row))) {
      problems.push(`stored differently than accepted: ${JSON.stringify(row).slice(0, 200)}`);
    }
  }
  for (const [key, times] of seen)
    if (times > 1) problems.push(`stored ${times} times: ${key.slice(0, 200)}`);
  for (const key of accepted.keys())
    if (!seen.has(key)) problems.push(`accepted but not stored: ${key.slice(0, 200)}`);
  return { problems, rows: rows.length };
}

function sameBytes(a: StoredRow, b: StoredRow): boolean {
  const fields = ["name", "email", "message", "fund_type", "aum"] as const;
  return fields.every((field) => {
    const x = a[field];
    const y = b[field];
    return x === null || y === null
      ? x === y
      : Buffer.from(x, "utf8").equals(Buffer.from(y, "utf8")) && x === y;
  });
}

function describeRequest(request: HostileRequest): string {
  const body = request.body ? JSON.stringify(request.body.toString("latin1").slice(0, 160)) : "none";
  return `${request.method} ${request.path} ${JSON.stringify(request.headers).slice(0, 200)} body ${body}`;
}
