// The inbox API as its users meet it: 10 staff members signed in (two factors), working
// at once over HTTP against the real server process, the session check included in
// every request. Each does the four everyday things in turn: open the list, open one
// inquiry, change a status, run a common search. p99 per operation against the budget.

import { enrolStaff, type StaffClient } from "#tests/support/staff/staff.ts";
import { startServer } from "./server.ts";

const STAFF = Number(process.env.BENCH_INBOX_STAFF ?? 10);
/** Rounds per staff member; each round does every operation once. */
const ROUNDS = Number(process.env.BENCH_INBOX_HTTP_ROUNDS ?? 60);
const WARM_UP_ROUNDS = 3;
const BUDGET_MS = 50;
const ORIGIN = "http://inbox.bench";
/** In every seeded message: a search that matches them all and must stop at a page. */
const COMMON_WORD = "fund";

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

type Operation = [name: string, run: (client: StaffClient, id: string, round: number) => Promise<Response>];

const OPERATIONS: Operation[] = [
  ["list", (client) => client.call("/inbox/api/inquiries?status=new")],
  ["one inquiry", (client, id) => client.call(`/inbox/api/inquiries/${id}`)],
  [
    "status change",
    (client, id, round) =>
      client.call(`/inbox/api/inquiries/${id}/status`, {
        method: "PUT",
        body: { status: round % 2 === 0 ? "open" : "new" },
      }),
  ],
  ["common search", (client) => client.call(`/inbox/api/inquiries?q=${COMMON_WORD}`)],
];

/**
 * Starts the server on the seeded database (`env`), enrols the staff, then runs them
 * all at once. Prints one line per operation.
 */
export async function benchInboxHttp(
  database: string,
  env: Record<string, string>,
  rows: number,
): Promise<void> {
  // Retention off: the seeded inquiries are older than the default 24 months and would be purged.
  const settings = { ...env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "b".repeat(40), RETENTION: "off" };
  const server = await startServer(settings);
  try {
    const clients: StaffClient[] = [];
    for (let n = 0; n < STAFF; n++)
      clients.push((await enrolStaff(server.url, ORIGIN, settings, `bench${n}@ucp.example`)).client);
    const times = new Map(OPERATIONS.map(([name]) => [name, [] as number[]]));
    const failures = new Map<string, number>();
    const work = async (client: StaffClient, index: number) => {
      for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
        // Each member works on inquiries of their own, spread over the whole table.
        const id = String(1 + ((index * 7919 + round * 104_729) % rows));
        for (const [name, run] of OPERATIONS) {
          const t0 = performance.now();
          const response = await run(client, id, round);
          await response.arrayBuffer();
          const ms = performance.now() - t0;
          if (response.status !== 200) {
            const key = `${name} ${response.status}`;
            failures.set(key, (failures.get(key) ?? 0) + 1);
          }
          if (round >= WARM_UP_ROUNDS) times.get(name)?.push(ms);
        }
      }
    };
    await Promise.all(clients.map(work));
    for (const [name] of OPERATIONS) {
      const sorted = (times.get(name) ?? []).sort((a, b) => a - b);
      const p99 = percentile(sorted, 99);
      console.log(
        `${database.padEnd(10)}  inbox HTTP ${name.padEnd(13)} p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms` +
          ` (${STAFF} staff at once, ${sorted.length} requests)` +
          ` · ${p99 <= BUDGET_MS ? "within" : "OUTSIDE"} budget (p99 ≤ ${BUDGET_MS} ms)`,
      );
    }
    for (const [what, count] of failures)
      console.log(`${database.padEnd(10)}  inbox HTTP: ${count} × ${what} (not 200)`);
  } finally {
    await server.stop();
  }
}
