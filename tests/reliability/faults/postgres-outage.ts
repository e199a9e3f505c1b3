// PostgreSQL stopped under load, then started again: while it is down every insert
// answers 503 in PostgREST's shape (never 201), the server stays up, and once it is
// back inserts succeed without restarting the server. Every 201 is in the table.
import { startPostgres, withClient } from "#tests/support/database/postgres.ts";
import { type Checks, count, ms } from "../report.ts";
import { checkErrorShape } from "../support/error-shape.ts";
import { startInsertLoad, storedOnceCheck } from "../support/insert-load.ts";
import { controlPostgres } from "../support/postgres-control.ts";
import { startServer } from "../support/server-process.ts";
import { answeredSince, waitUntil } from "../support/wait-until.ts";

/** Inserts stored under load before each stop, and after the last start. */
const STORED_BETWEEN = 20;
/** Answers given while the database is down before it is started again. */
const ANSWERS_WHILE_DOWN = 10;

export async function postgresOutage(
  modes: ("fast" | "immediate")[],
  checks: Checks,
  log: (line: string) => void,
): Promise<string> {
  const postgres = await startPostgres();
  const control = await controlPostgres(postgres);
  const url = await postgres.createDatabase("faults");
  const server = await startServer({ DATABASE_URL: url });
  const load = startInsertLoad(server.url, { concurrency: 8, label: "pg-outage" });
  let answeredWhileDown = 0;
  let createdWhileDown = 0;
  const recoveries: number[] = [];
  try {
    let started = performance.now();
    for (const [index, mode] of modes.entries()) {
      // Load runs until it has stored some inserts since the server or database started.
      await waitUntil(() => answeredSince(load.outcomes, started, 201) >= STORED_BETWEEN, 30_000);
      control.stop(mode);
      const down = performance.now();
      // The server notices the outage: its readiness turns 503 while it stays alive.
      const noticed = await waitUntil(
        async () => (await fetch(`${server.url}/healthz`)).status === 503,
        15_000,
      );
      const live = await fetch(`${server.url}/livez`);
      const health = await fetch(`${server.url}/healthz`);
      checks.expect(
        `postgres ${mode} stop ${index + 1}: /livez 200 and /healthz 503 while down`,
        noticed && live.status === 200 && health.status === 503,
        () => `livez ${live.status}, healthz ${health.status}`,
      );
      // Inserts keep arriving while it is down, and are answered, before the restart.
      await waitUntil(() => answeredSince(load.outcomes, down) >= ANSWERS_WHILE_DOWN, 15_000);
      const restart = performance.now();
      control.start();
      started = restart;
      // The first 201 sent after the restart: no server restart in between.
      await waitUntil(() => answeredSince(load.outcomes, restart, 201) > 0, 30_000);
      const recovered = load.outcomes.find(
        (outcome) => outcome.status === 201 && outcome.sent >= restart,
      )?.answered;
      const window = load.outcomes.filter((outcome) => outcome.sent >= down && outcome.answered <= restart);
      const created = window.filter((outcome) => outcome.status === 201).length;
      answeredWhileDown += window.length;
      createdWhileDown += created;
      checks.expect(
        `postgres ${mode} stop ${index + 1}: no 201 while down`,
        created === 0,
        () => `${created} × 201`,
      );
      checks.expect(
        `postgres ${mode} stop ${index + 1}: inserts succeed again without a restart`,
        recovered !== undefined,
      );
      if (recovered !== undefined) recoveries.push(recovered - restart);
      log(
        `${mode} stop ${index + 1}: ${count(window.length)} answers while down, ${created} × 201, first 201 ${recovered === undefined ? "never" : ms(recovered - restart)} after the restart`,
      );
    }
    // Load goes on after the final restart until it has stored some more.
    await waitUntil(() => answeredSince(load.outcomes, started, 201) >= STORED_BETWEEN, 30_000);
  } finally {
    await load.stop();
    checks.expect("postgres outage: server process stayed up", server.alive());
    await server.stop();
  }
  const outcomes = load.outcomes;
  const refused = outcomes.filter((outcome) => outcome.status !== 201);
  const offShape = refused.filter(
    (outcome) =>
      outcome.status !== 503 ||
      !checkErrorShape(503, "application/json", outcome.body).ok ||
      !outcome.body.includes("PGRST000"),
  );
  checks.expect(
    "postgres outage: every refusal is 503 PGRST000 in PostgREST's shape",
    offShape.length === 0,
    () =>
      offShape
        .slice(0, 3)
        .map((outcome) => `${outcome.status} ${outcome.body.slice(0, 150)}`)
        .join("; "),
  );
  let rows: { message: string }[];
  try {
    rows = await withClient(
      url,
      async (client) =>
        (await client.query<{ message: string }>("SELECT message FROM contact_submissions")).rows,
    );
  } finally {
    control.release();
    await postgres.stop();
  }
  const { acknowledged, wrong: lost } = storedOnceCheck(
    rows.map((row) => row.message),
    outcomes,
  );
  checks.expect(
    "postgres outage: every 201 stored exactly once",
    lost.length === 0,
    () => `${lost.length} missing or repeated`,
  );
  const slowest = recoveries.length === 0 ? "never" : ms(Math.max(...recoveries));
  return (
    `postgres stopped ${modes.length}× (${modes.join(", ")}) under load: ${count(answeredWhileDown)} answers while down, ` +
    `${createdWhileDown} × 201, ${count(refused.length)} × 503 in all; back within ${slowest} of each restart; ` +
    `${count(acknowledged.length)} acknowledged, ${count(acknowledged.length - lost.length)} stored`
  );
}
