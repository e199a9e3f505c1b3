// Part 7: scale-out. HAProxy on loopback in front of three server instances on one
// PostgreSQL, with page views and inserts from many client addresses. During the load:
// one instance is killed outright, then all three are restarted one at a time (SIGTERM,
// drain, start), then PostgreSQL is restarted. Every 201 is a stored row, every stored
// row gets its e-mail, no request fails during the rolling restart, and no address gets
// past its per-minute limit, though its requests spread over three instances.

import { startPostgres, withClient } from "#tests/support/database/postgres.ts";
import { freePort } from "#tests/support/servers/free-port.ts";
import { notificationEnv } from "#tests/support/servers/smtp.ts";
import { builtPages } from "../access/site-pages.ts";
import type { PartContext } from "../context.ts";
import { Checks, count, type PartResult } from "../report.ts";
import { startAddressLoad } from "../scale/address-load.ts";
import { judgeScaleOut } from "../scale/judge.ts";
import { trackMail } from "../scale/mail-tracker.ts";
import { startHaproxy } from "../support/haproxy.ts";
import { idOfMessage } from "../support/insert-load.ts";
import { controlPostgres } from "../support/postgres-control.ts";
import { type ServerProcess, startServer } from "../support/server-process.ts";
import { answeredSince, waitUntil } from "../support/wait-until.ts";

const PER_MINUTE = 5;
/** Inserts answered through HAProxy while PostgreSQL is down, before it is started again. */
const ANSWERS_WHILE_DOWN = 20;
const NAMES = ["app1", "app2", "app3"] as const;
const LEASE_MS = 10_000;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

export async function scaleOut(context: PartContext): Promise<PartResult> {
  const started = performance.now();
  const checks = new Checks();
  const seconds = context.long ? 60 : 20;
  // A PostgreSQL of its own: this part restarts it.
  const postgres = await startPostgres();
  const control = await controlPostgres(postgres);
  const url = await postgres.createDatabase("scale");
  const mail = await trackMail();
  const ports = await Promise.all(NAMES.map(() => freePort()));
  const env = (port: number) => ({
    DATABASE_URL: url,
    PORT: String(port),
    TRUST_PROXY: "127.0.0.1",
    RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
    RATE_LIMIT_PER_DAY: "50",
    SHUTDOWN_DRAIN_SECONDS: "2",
    // The killed instance's claimed notifications are retaken once their lease lapses: a
    // short lease lets this part see the outbox drain, where the default would take 5 minutes.
    NOTIFY_LEASE_MS: String(LEASE_MS),
    ...notificationEnv(mail),
  });
  const instances: ServerProcess[] = [];
  for (const port of ports) instances.push(await startServer(env(port)));
  checks.expect(
    "the start-up line says the insert limits are counted in PostgreSQL",
    instances.every((instance) => instance.output().includes("insert limits counted in PostgreSQL")),
    () => instances[0]?.output().slice(0, 300) ?? "",
  );
  const haproxy = await startHaproxy({
    servers: Object.fromEntries(NAMES.map((name, index) => [name, ports[index] ?? 0])),
    checkIntervalMs: 300,
  });
  const restart = async (index: number) => {
    instances[index] = await startServer(env(ports[index] ?? 0));
    await haproxy.waitFor(NAMES[index] ?? "", "UP");
  };
  const faults: number[] = [];
  let rolling = { from: 0, to: 0 };
  let pgRestart = { from: 0, to: 0 };
  const exits: string[] = [];
  let rollingRetries = 0;
  let load: ReturnType<typeof startAddressLoad> | undefined;
  try {
    for (const name of NAMES) await haproxy.waitFor(name, "UP");
    const loadStarted = performance.now();
    load = startAddressLoad(haproxy.url, {
      label: "scale",
      insertWorkers: 4,
      pageWorkers: 4,
      perAddress: PER_MINUTE + 1,
      pages: [...builtPages(), "/no-such-page"],
      insertPauseMs: 25,
    });
    // Load runs this long between faults: the clock is the subject, not a wait for a state.
    const pause = context.long ? 8000 : 1500;
    await sleep(pause);

    faults.push(performance.now());
    instances[0]?.kill("SIGKILL");
    await instances[0]?.exited();
    await haproxy.waitFor("app1", "DOWN");
    await restart(0);
    context.log(
      `SIGKILL app1, back in rotation after ${((performance.now() - (faults[0] ?? 0)) / 1000).toFixed(1)} s`,
    );
    await sleep(pause);

    const retriesBefore = await haproxy.retries();
    rolling = { from: performance.now(), to: 0 };
    for (const [index, name] of NAMES.entries()) {
      const old = instances[index] as ServerProcess;
      old.kill("SIGTERM");
      await haproxy.waitFor(name, "DOWN");
      const exit = await old.exited();
      exits.push(`${name} ${exit.code ?? exit.signal}`);
      await restart(index);
    }
    rolling.to = performance.now();
    rollingRetries = (await haproxy.retries()) - retriesBefore;
    context.log(
      `rolling restart of 3 instances in ${((rolling.to - rolling.from) / 1000).toFixed(1)} s (exits: ${exits.join(", ")}), HAProxy retried ${rollingRetries} requests meanwhile`,
    );
    await sleep(pause);

    pgRestart = { from: performance.now(), to: 0 };
    faults.push(pgRestart.from);
    control.stop("fast");
    // The database stays down until the instances have answered inserts sent meanwhile.
    await waitUntil(() => answeredSince(load?.outcomes ?? [], pgRestart.from) >= ANSWERS_WHILE_DOWN, 15_000);
    control.start();
    for (const name of NAMES) await haproxy.waitFor(name, "UP");
    pgRestart.to = performance.now();
    context.log(
      `PostgreSQL restarted; all instances back in rotation after ${((pgRestart.to - pgRestart.from) / 1000).toFixed(1)} s`,
    );
    await sleep(Math.max(2000, seconds * 1000 - (performance.now() - loadStarted)));
  } finally {
    await load?.stop();
  }
  const retries = await haproxy.retries();
  const outcomes = load.outcomes;
  let rows: string[] = [];
  let unsent = -1;
  try {
    rows = await withClient(url, async (client) =>
      (await client.query<{ message: string }>("SELECT message FROM contact_submissions")).rows.map(
        (row) => idOfMessage(row.message) ?? row.message,
      ),
    );
    // Every stored inquiry's e-mail, and the outbox drained: rows the killed instance sent
    // but never marked arrive once, yet stay claimed until their lease lapses and another
    // instance sends and marks them. The state judged is the outbox, not the arrivals.
    const countUnsent = () =>
      withClient(url, async (client) =>
        Number(
          (await client.query("SELECT count(*) AS n FROM notification_outbox WHERE sent_at IS NULL")).rows[0]
            ?.n,
        ),
      );
    await waitUntil(async () => {
      if (mail.arrivals().size < rows.length) return false;
      unsent = await countUnsent();
      return unsent === 0;
    }, 90_000 + LEASE_MS);
    unsent = await countUnsent();
  } finally {
    checks.expect(
      "exits 0 after SIGTERM in the rolling restart",
      exits.length === 3 && exits.every((e) => e.endsWith(" 0")),
      () => exits.join(", "),
    );
    await Promise.all(instances.map((instance) => instance.stop()));
    await haproxy.stop();
    control.release();
    await postgres.stop();
    await mail.stop();
  }
  const figures = judgeScaleOut({
    outcomes,
    rows,
    arrivals: mail.arrivals(),
    unsent,
    faults,
    rolling,
    perMinute: PER_MINUTE,
    checks,
  });
  return {
    part: "scale-out",
    figures: `scale-out: ${seconds} s, 3 instances behind HAProxy (HAProxy retried ${count(retries)} requests, ${count(rollingRetries)} of them during the rolling restart); ${figures}`,
    checks: checks.list,
    seconds: (performance.now() - started) / 1000,
  };
}
