// Part 1: property-based hostile input. fast-check generates requests (bodies, headers,
// methods, paths); the real server answers them; an independent oracle says what each
// one deserves. Afterwards the table must hold exactly the accepted rows, byte for byte.
import fc from "fast-check";
import type { PartContext } from "../context.ts";
import { hostileRequest } from "../hostile/arbitraries.ts";
import type { StoredValue } from "../hostile/expected.ts";
import { judge } from "../hostile/judge.ts";
import { expectedAnswer, type HostileRequest } from "../hostile/oracle.ts";
import { compareStored } from "../hostile/stored-rows.ts";
import { Checks, count, type PartResult } from "../report.ts";
import { keepAliveAgent, send } from "../support/http-client.ts";
import { mapLimited } from "../support/random.ts";
import { startServer } from "../support/server-process.ts";
import { contentKey, createTarget, type DatabaseKind } from "../support/targets.ts";

interface Tally {
  requests: number;
  accepted: number;
  /** Accepted inquiries counted once per identical set of all five fields. */
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
  const server = await startServer(target.env);
  const tally: Tally = {
    requests: 0,
    accepted: 0,
    distinct: 0,
    rows: 0,
    statuses: new Map(),
    violations: [],
    fiveXx: 0,
  };
  const accepted = new Map<string, StoredValue[]>();
  try {
    // Another sample per database: more ground covered for the same seed.
    const requests = fc.sample(hostileRequest, { numRuns, seed: context.seed + (kind === "sqlite" ? 0 : 1) });
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

function describeRequest(request: HostileRequest): string {
  const body = request.body ? JSON.stringify(request.body.toString("latin1").slice(0, 160)) : "none";
  return `${request.method} ${request.path} ${JSON.stringify(request.headers).slice(0, 200)} body ${body}`;
}
