// Sign-in throughput: POST /inbox/api/auth/sign-in/email with the right password, 10 at
// a time, against the production server. Password hashing (scrypt) dominates; the answer
// is the step before the second factor, which is a cheap code check. Attempt limits are
// lifted (AUTH_LIMITS=off) so that the limiter's 429s do not stand in for sign-ins.
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { enrolStaff, STRONG_PASSWORD } from "#tests/support/staff/staff.ts";
import { processCpuMs } from "./support/process-cpu.ts";
import { startServer } from "./support/server.ts";

/** The part of autocannon used here (it ships no types). */
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: { method: string; path: string; headers: Record<string, string>; body: string }[];
}) => Promise<{
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export const SIGN_IN_CONNECTIONS = 10;
const WARM_UP_SECONDS = 3;
/** The budget: p99 within this multiple of the floor that password hashing sets. */
export const SIGN_IN_BUDGET_FACTOR = 1.3;

/**
 * The floor of this machine, measured beside the run: the wall time in which this process
 * checks N passwords at once with the library's own scrypt (median of three). The last of
 * N concurrent sign-ins cannot answer sooner, whatever the server does. It is measured
 * rather than worked out from one hash's time and the core count, because this machine's
 * speed drifts by up to a third within a minute and its cores do not scale perfectly.
 */
export async function hashingFloorMs(connections = SIGN_IN_CONNECTIONS): Promise<number> {
  const hash = await hashPassword(STRONG_PASSWORD);
  const walls: number[] = [];
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, () => verifyPassword({ hash, password: STRONG_PASSWORD })),
    );
    walls.push(performance.now() - started);
  }
  return walls.sort((a, b) => a - b)[1] ?? 0;
}

/**
 * One password check alone (the library's scrypt), median of five, measured beside the
 * run: on a loaded machine it shows how much of a sign-in's time is the hash itself. Its
 * CPU time (the thread pool's included) does not depend on the load.
 */
export async function passwordCheckMs(): Promise<{ wallMs: number; cpuMs: number }> {
  const hash = await hashPassword(STRONG_PASSWORD);
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    await verifyPassword({ hash, password: STRONG_PASSWORD });
    const used = process.cpuUsage(cpu);
    walls.push(performance.now() - started);
    cpus.push((used.user + used.system) / 1000);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[2] ?? 0;
  return { wallMs: median(walls), cpuMs: median(cpus) };
}

export interface SignInFigures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** One password check alone, just before the run: wall time and CPU time. */
  hashMs: number;
  hashCpuMs: number;
  /** The hashing floor (hashingFloorMs) just before and just after the run. */
  floorBeforeMs: number;
  floorAfterMs: number;
  /** The server's CPU time per answered sign-in during the run (undefined off Linux). */
  serverCpuMs: number | undefined;
}

/** One run on the database `env` names; prints nothing, returns the figures. */
export async function benchSignIn(env: Record<string, string>, seconds: number): Promise<SignInFigures> {
  const server = await startServer({ ...env, AUTH_LIMITS: "off", AUTH_SECRET: "b".repeat(40) });
  try {
    // Without PUBLIC_SITE_URL the server accepts its loopback names as their own origins.
    const origin = server.url;
    const serverEnv = { ...env, PUBLIC_SITE_URL: origin };
    const email = `bench-${Date.now().toString(36)}@example.com`;
    await enrolStaff(server.url, origin, serverEnv, email);
    const hash = await passwordCheckMs();
    const floorBeforeMs = await hashingFloorMs();
    const run = (duration: number) =>
      autocannon({
        url: server.url,
        connections: SIGN_IN_CONNECTIONS,
        duration,
        requests: [
          {
            method: "POST",
            path: "/inbox/api/auth/sign-in/email",
            headers: { "content-type": "application/json", origin },
            body: JSON.stringify({ email, password: STRONG_PASSWORD }),
          },
        ],
      });
    // The first sign-ins compile the library's code paths and open the pool's connections;
    // with about ten sign-ins a second, those few would be the run's p99 on their own.
    await run(WARM_UP_SECONDS);
    const cpuBefore = processCpuMs(server.pid);
    const result = await run(seconds);
    const cpuAfter = processCpuMs(server.pid);
    const floorAfterMs = await hashingFloorMs();
    const serverCpuMs =
      cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
        ? (cpuAfter - cpuBefore) / result.requests.total
        : undefined;
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      hashMs: hash.wallMs,
      hashCpuMs: hash.cpuMs,
      floorBeforeMs,
      floorAfterMs,
      serverCpuMs,
    };
  } finally {
    await server.stop();
  }
}

export function signInLine(database: string, figures: SignInFigures): string {
  // The lower of the two is the stricter floor.
  const floor = Math.min(figures.floorBeforeMs, figures.floorAfterMs);
  const budget = floor * SIGN_IN_BUDGET_FACTOR;
  const verdict = figures.p99 <= budget && figures.non2xx === 0 ? "within" : "OUTSIDE";
  const indent = "".padEnd(10);
  const lines = [
    `${database.padEnd(10)}sign-in (password step), ${SIGN_IN_CONNECTIONS} concurrent, after ${WARM_UP_SECONDS} s of warm-up: ${figures.rps.toFixed(1)} sign-ins/s · p50 ${figures.p50} ms · p99 ${figures.p99} ms · non-2xx ${figures.non2xx} · errors ${figures.errors}`,
    `${indent}floor ${floor.toFixed(0)} ms (${SIGN_IN_CONNECTIONS} password checks at once in the bench's own process: ${figures.floorBeforeMs.toFixed(0)} ms before the run, ${figures.floorAfterMs.toFixed(0)} ms after, the lower counts) · budget ${budget.toFixed(0)} ms (${SIGN_IN_BUDGET_FACTOR} × floor) · p99 ${figures.p99} ms: ${verdict} budget`,
    `${indent}one password check alone: ${figures.hashMs.toFixed(0)} ms wall, ${figures.hashCpuMs.toFixed(0)} ms CPU · p50 / wall = ${(figures.p50 / figures.hashMs).toFixed(1)} (${SIGN_IN_CONNECTIONS} sign-ins share ${availableParallelism()} cores)`,
  ];
  if (figures.serverCpuMs !== undefined) {
    lines.push(
      `${indent}server CPU per sign-in: ${figures.serverCpuMs.toFixed(0)} ms (the hash's ${figures.hashCpuMs.toFixed(0)} ms and the rest of the request)`,
    );
  }
  return lines.join("\n");
}
