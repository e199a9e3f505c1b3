// Part 2: crash durability. The real server process takes concurrent inserts and is
// killed with SIGKILL at a random moment, then restarted on the same database, again
// and again. Every request that got a 201 must be in the table exactly once.
import type { PartContext } from "../context.ts";
import { Checks, count, type PartResult } from "../report.ts";
import { countStored, type Outcome, startInsertLoad } from "../support/insert-load.ts";
import { startServer, terminate } from "../support/server-process.ts";
import { createTarget, type DatabaseKind } from "../support/targets.ts";
import { waitUntil } from "../support/wait-until.ts";

const CONCURRENCY = 32;

/** A random moment under load, counted in answers given (from 10 to 200) rather than in time. */
const randomAnswers = (context: PartContext) => 10 + Math.floor(context.random() * 190);

interface Tally {
  kills: number;
  acknowledged: number;
  stored: number;
  lost: number;
  duplicated: number;
  unanswered: number;
  unansweredStored: number;
}

export async function crashDurability(context: PartContext): Promise<PartResult> {
  const started = performance.now();
  const checks = new Checks();
  const kills = context.long ? 20 : 5;
  const tallies: Tally[] = [];
  for (const kind of ["sqlite", "postgres"] as const)
    tallies.push(await crashOn(kind, kills, context, checks));
  const sum = (pick: (tally: Tally) => number) =>
    count(tallies.reduce((total, tally) => total + pick(tally), 0));
  return {
    part: "crash",
    figures:
      `crash: ${sum((t) => t.kills)} kills (${kills} sqlite, ${kills} postgres) and 2 SIGTERMs under load, ${sum((t) => t.acknowledged)} acknowledged, ` +
      `${sum((t) => t.stored)} stored, ${sum((t) => t.lost)} lost, ${sum((t) => t.duplicated)} duplicated; ` +
      `${sum((t) => t.unanswered)} cut off unanswered, of which ${sum((t) => t.unansweredStored)} stored`,
    checks: checks.list,
    seconds: (performance.now() - started) / 1000,
  };
}

async function crashOn(
  kind: DatabaseKind,
  kills: number,
  context: PartContext,
  checks: Checks,
): Promise<Tally> {
  const target = await createTarget(kind, context.postgres, "crash");
  const env = target.env;
  const outcomes: Outcome[] = [];
  for (let round = 1; round <= kills; round++) {
    const server = await startServer(env);
    const load = startInsertLoad(server.url, { concurrency: CONCURRENCY, label: `${kind}-${round}` });
    // Somewhere in the middle of the load, after a random number of answers: a batch is
    // being written, requests are queued.
    const killAfter = randomAnswers(context);
    const loadStarted = performance.now();
    await waitUntil(() => load.outcomes.length >= killAfter, 30_000);
    const delay = Math.round(performance.now() - loadStarted);
    server.kill("SIGKILL");
    const exit = await server.exited();
    const answers = await load.stop();
    outcomes.push(...answers);
    const acked = answers.filter((outcome) => outcome.status === 201).length;
    context.log(
      `${kind} kill ${round} at ${delay} ms (${exit.signal}): ${count(acked)} acknowledged, ${count(answers.length - acked)} not`,
    );
  }
  // The last restart: the database must open and recover; then a graceful stop under
  // the same load, which must lose nothing either and answer nothing but 201.
  const server = await startServer(env);
  const after = await fetch(`${server.url}/healthz`);
  checks.expect(`${kind}: healthy after ${kills} kills`, after.ok, () => `healthz ${after.status}`);
  const load = startInsertLoad(server.url, { concurrency: CONCURRENCY, label: `${kind}-term` });
  // A random moment under load for the signal: after a random number of answers.
  const signalAfter = randomAnswers(context);
  await waitUntil(() => load.outcomes.length >= signalAfter, 30_000);
  const { exit, ms: stopMs } = await terminate(server, 20_000);
  await server.stop(1000);
  const drained = await load.stop();
  outcomes.push(...drained);
  checks.expect(
    `${kind}: SIGTERM under load exits 0`,
    exit?.code === 0,
    () => `${JSON.stringify(exit)} after ${Math.round(stopMs)} ms`,
  );
  context.log(
    `${kind} SIGTERM under load: exit ${exit?.code} in ${Math.round(stopMs)} ms, ${count(drained.filter((o) => o.status === 201).length)} acknowledged`,
  );
  const rows = await target.rows();
  target.dispose();

  const stored = countStored(rows.map((row) => row.message));
  const acknowledged = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.id);
  const unanswered = outcomes.filter((outcome) => outcome.status === 0).map((outcome) => outcome.id);
  const sent = new Set(outcomes.map((outcome) => outcome.id));
  const lost = acknowledged.filter((id) => !stored.has(id));
  const duplicated = [...stored].filter(([, times]) => times > 1).map(([id]) => id);
  const strangers = [...stored.keys()].filter((id) => !sent.has(id));
  const otherStatuses = outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 0);
  checks.expect(
    `${kind}: every acknowledged insert survives SIGKILL`,
    lost.length === 0,
    () => `lost: ${lost.slice(0, 10).join(", ")}`,
  );
  checks.expect(
    `${kind}: nothing stored twice`,
    duplicated.length === 0,
    () => `duplicated: ${duplicated.slice(0, 10).join(", ")}`,
  );
  checks.expect(`${kind}: no row that was never sent`, strangers.length === 0, () =>
    strangers.slice(0, 5).join(", "),
  );
  checks.expect(`${kind}: answers are 201 or a cut connection`, otherStatuses.length === 0, () =>
    otherStatuses
      .slice(0, 5)
      .map((o) => `${o.status} ${o.body.slice(0, 120)}`)
      .join("; "),
  );
  return {
    kills,
    acknowledged: acknowledged.length,
    stored: acknowledged.filter((id) => stored.has(id)).length,
    lost: lost.length,
    duplicated: duplicated.length,
    unanswered: unanswered.length,
    unansweredStored: unanswered.filter((id) => stored.has(id)).length,
  };
}
