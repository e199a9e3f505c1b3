// Sign-in throughput: POST /inbox/api/auth/sign-in/email with the right password, 10 at
// a time, against the production server. Password hashing (scrypt) dominates; the answer
// is the step before the second factor, which is a cheap code check. Attempt limits are
// lifted (AUTH_LIMITS=off) so that the limiter's 429s do not stand in for sign-ins.
import { createRequire } from "node:module";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { enrolStaff, STRONG_PASSWORD } from "../tests/support/staff.ts";
import { startServer } from "./support/server.ts";

/** The part of autocannon used here (it ships no types). */
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: { method: string; path: string; headers: Record<string, string>; body: string }[];
}) => Promise<{
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export const SIGN_IN_CONNECTIONS = 10;
export const SIGN_IN_BUDGET_P99_MS = 300;

/**
 * One password check alone (the library's scrypt), median of five, measured beside the
 * run: on a loaded machine it shows how much of a sign-in's time is the hash itself.
 */
export async function passwordCheckMs(): Promise<number> {
  const hash = await hashPassword(STRONG_PASSWORD);
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    await verifyPassword({ hash, password: STRONG_PASSWORD });
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2] ?? 0;
}

export interface SignInFigures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** One password check alone, just before the run. */
  hashMs: number;
}

/** One run on the database `env` names; prints nothing, returns the figures. */
export async function benchSignIn(env: Record<string, string>, seconds: number): Promise<SignInFigures> {
  const server = await startServer({ ...env, AUTH_LIMITS: "off", AUTH_SECRET: "b".repeat(40) });
  try {
    const origin = server.url.replace("127.0.0.1", "localhost");
    const serverEnv = { ...env, PUBLIC_SITE_URL: origin };
    const email = `bench-${Date.now().toString(36)}@example.com`;
    await enrolStaff(server.url, origin, serverEnv, email);
    const hashMs = await passwordCheckMs();
    const result = await autocannon({
      url: server.url,
      connections: SIGN_IN_CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: "POST",
          path: "/inbox/api/auth/sign-in/email",
          headers: { "content-type": "application/json", origin },
          body: JSON.stringify({ email, password: STRONG_PASSWORD }),
        },
      ],
    });
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      hashMs,
    };
  } finally {
    await server.stop();
  }
}

export function signInLine(database: string, figures: SignInFigures): string {
  const verdict = figures.p99 <= SIGN_IN_BUDGET_P99_MS && figures.non2xx === 0 ? "within" : "OUTSIDE";
  return `${database.padEnd(10)}sign-in (password step), ${SIGN_IN_CONNECTIONS} concurrent: ${figures.rps.toFixed(1)} sign-ins/s · p50 ${figures.p50} ms · p99 ${figures.p99} ms · non-2xx ${figures.non2xx} · errors ${figures.errors} · ${verdict} budget (p99 <= ${SIGN_IN_BUDGET_P99_MS} ms)\n${"".padEnd(10)}one password check alone: ${figures.hashMs.toFixed(0)} ms · p50 / that = ${(figures.p50 / figures.hashMs).toFixed(1)} (${SIGN_IN_CONNECTIONS} queued on the thread pool)`;
}
