// What the scale-out part checks once the load has stopped: rows against 201s, e-mails
// against rows, failures inside the rolling restart, and the limit per client address.
import { type Checks, count, statusesByClient } from "../report.ts";
import type { AddressOutcome } from "./address-load.ts";

export interface ScaleRun {
  outcomes: AddressOutcome[];
  /** The request id of every stored row. */
  rows: string[];
  /** Arrival times of each Message-ID at the SMTP sink. */
  arrivals: Map<string, number[]>;
  /** Notifications still unsent in the outbox at the end (-1: unknown). */
  unsent: number;
  /** When an instance or the database went down abruptly (performance.now()). */
  faults: number[];
  rolling: { from: number; to: number };
  perMinute: number;
  checks: Checks;
}

/** How close to an abrupt stop an e-mail must have gone out to be resent after it. */
const CRASH_WINDOW_MS = 5000;

const failed = (outcome: AddressOutcome) => outcome.status === 0 || outcome.status >= 500;

export function judgeScaleOut(run: ScaleRun): string {
  const { checks } = run;
  const inserts = run.outcomes.filter((outcome) => outcome.kind === "insert");
  const pages = run.outcomes.filter((outcome) => outcome.kind === "page");
  const acknowledged = new Set(inserts.filter((o) => o.status === 201).map((o) => o.id));
  const refusedIds = new Set(inserts.filter((o) => o.status === 429).map((o) => o.id));
  const stored = new Map<string, number>();
  for (const id of run.rows) stored.set(id, (stored.get(id) ?? 0) + 1);
  const sent = new Set(inserts.map((o) => o.id));

  const lost = [...acknowledged].filter((id) => !stored.has(id));
  const twice = [...stored].filter(([, times]) => times > 1);
  // HAProxy retries a request whose instance died before answering; when the dead instance
  // had already stored it, the retry can meet the address's limit and answer 429. Only
  // around an abrupt stop is a refused request's row explained that way.
  const nearFault = (o: AddressOutcome) => run.faults.some((f) => Math.abs(o.sent - f) <= CRASH_WINDOW_MS);
  const retriedButStored = new Set(
    inserts.filter((o) => o.status === 429 && stored.has(o.id) && nearFault(o)).map((o) => o.id),
  );
  const strangers = [...stored.keys()].filter(
    (id) => !sent.has(id) || (refusedIds.has(id) && !retriedButStored.has(id)),
  );
  const cutButStored = inserts.filter((o) => failed(o) && stored.has(o.id)).length + retriedButStored.size;
  checks.expect(
    "every 201 is a stored row",
    lost.length === 0,
    () => `missing: ${lost.slice(0, 5).join(", ")}`,
  );
  checks.expect("no inquiry stored twice", twice.length === 0, () => JSON.stringify(twice.slice(0, 5)));
  checks.expect("no stored row that was refused or never sent", strangers.length === 0, () =>
    strangers.slice(0, 5).join(", "),
  );
  checks.expect(
    "stored rows are the 201s plus requests cut off unanswered",
    run.rows.length === acknowledged.size + cutButStored,
    () => `${run.rows.length} rows, ${acknowledged.size} × 201, ${cutButStored} cut off but stored`,
  );

  const delivered = run.arrivals.size;
  const duplicates = [...run.arrivals].filter(([, times]) => times.length > 1);
  const unexplained = duplicates.filter(
    ([, times]) => !run.faults.some((fault) => Math.abs((times[0] ?? 0) - fault) <= CRASH_WINDOW_MS),
  );
  checks.expect(
    "unique notifications delivered = stored rows, none left unsent",
    delivered === run.rows.length && run.unsent === 0,
    () => `${delivered} Message-IDs for ${run.rows.length} rows, ${run.unsent} unsent`,
  );
  checks.expect(
    `a notification sent twice only around an abrupt stop (within ${CRASH_WINDOW_MS / 1000} s)`,
    unexplained.length === 0,
    () => unexplained.map(([id]) => id).join(", "),
  );

  const inRolling = run.outcomes.filter((o) => o.sent >= run.rolling.from && o.sent <= run.rolling.to);
  const rollingFailures = inRolling.filter(failed);
  checks.expect("no failed request during the rolling restart", rollingFailures.length === 0, () =>
    rollingFailures
      .slice(0, 5)
      .map((o) => `${o.kind} ${o.status} ${o.body.slice(0, 100)}`)
      .join("; "),
  );

  const byAddress = new Map<string, AddressOutcome[]>();
  for (const outcome of inserts)
    byAddress.set(outcome.address, [...(byAddress.get(outcome.address) ?? []), outcome]);
  const over = [...byAddress].filter(
    ([, list]) => list.filter((o) => o.status === 201).length > run.perMinute,
  );
  const exact = [...byAddress].filter(
    ([, list]) => list.filter((o) => o.status === 201).length === Math.min(list.length, run.perMinute),
  ).length;
  checks.expect(
    `no address got more than ${run.perMinute} inserts a minute across 3 instances`,
    over.length === 0,
    () => statusesByClient(over),
  );
  const badRetry = inserts.filter((o) => {
    const value = Number(o.headers["retry-after"]);
    return o.status === 429 && !(value >= 1 && value <= 60);
  });
  checks.expect("every 429 says when to retry (1-60 s)", badRetry.length === 0, () =>
    String(badRetry.length),
  );

  const otherFailures = run.outcomes.filter(failed).length - rollingFailures.length;
  return (
    `${count(inserts.length)} inserts from ${count(byAddress.size)} addresses and ${count(pages.length)} page views; ` +
    `201s ${count(acknowledged.size)} = stored rows ${count(run.rows.length - cutButStored)} (+${cutButStored} cut off by a fault but stored), ` +
    `unique notifications delivered ${count(delivered)} = stored rows ${count(run.rows.length)}, ${duplicates.length} sent twice (crash window); ` +
    `failed during the rolling restart ${rollingFailures.length} of ${count(inRolling.length)}, ${count(otherFailures)} failed around the kill and the PostgreSQL restart; ` +
    `limit held: ${over.length} addresses over ${run.perMinute}/min, ${count(exact)} of ${count(byAddress.size)} exactly at it, ${count(refusedIds.size)} × 429`
  );
}
