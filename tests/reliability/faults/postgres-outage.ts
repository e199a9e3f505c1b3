// PostgreSQL stopped under load, then started again: while it is down every insert
// answers 503 in PostgREST's shape (never 201), the server stays up, and once it is
// back inserts succeed without restarting the server. Every 201 is in the table.
import { startPostgres, withClient } from "../../support/postgres.ts";
import { type Checks, count, ms } from "../report.ts";
import { checkErrorShape } from "../support/error-shape.ts";
import { startInsertLoad, storedOnceCheck } from "../support/insert-load.ts";
import { controlPostgres } from "../support/postgres-control.ts";
import { startServer } from "../support/server-process.ts";

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

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
    for (const [index, mode] of modes.entries()) {
      // The clock is the subject here: load runs a second, the database stays down 1.5 s.
      await sleep(1000);
      control.stop(mode);
      const down = performance.now();
      // The clock is the subject: the outage lasts 1.5 s before the probes ask.
      await sleep(1500);
      const live = await fetch(`${server.url}/livez`);
      const health = await fetch(`${server.url}/healthz`);
      checks.expect(
        `postgres ${mode} stop ${index + 1}: /livez 200 and /healthz 503 while down`,
        live.status === 200 && health.status === 503,
        () => `livez ${live.status}, healthz ${health.status}`,
      );
      // The clock is the subject: half a second more of outage under load before the restart.
      await sleep(500);
      const restart = performance.now();
      control.start();
      // Wait for the first 201 sent after the restart: no server restart in between.
      const deadline = restart + 30_000;
      let recovered: number | undefined;
      while (recovered === undefined && performance.now() < deadline) {
        recovered = load.outcomes.find(
          (outcome) => outcome.status === 201 && outcome.sent >= restart,
        )?.answered;
        await sleep(25);
      }
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
    // A last second of load after the final restart: the clock is the subject.
    await sleep(1000);
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
