import { createHash } from "node:crypto";
import { clientKey } from "#server/http/rate-limit.ts";
import type { AuthDatabase } from "../database.ts";

export interface LimitRule {
  /** Attempts (or failures) allowed per window. */
  max: number;
  windowMs: number;
}

const QUARTER_HOUR = 15 * 60_000;

/** Sign-in attempts per client network: what stops one attacker, whatever the account. */
export const SIGN_IN_PER_ADDRESS: LimitRule = { max: 30, windowMs: QUARTER_HOUR };
/** Failed passwords for one account from one network: that network is refused the account. */
export const SIGN_IN_FAILURES_PER_PAIR: LimitRule = { max: 5, windowMs: QUARTER_HOUR };
/** Failed passwords for one account from anywhere: beyond this, attempts are slowed, not refused. */
export const SIGN_IN_FAILURES_BEFORE_DELAY: LimitRule = { max: 10, windowMs: QUARTER_HOUR };
export const CODE_PER_ACCOUNT: LimitRule = { max: 10, windowMs: QUARTER_HOUR };
export const CODE_PER_ADDRESS: LimitRule = { max: 30, windowMs: QUARTER_HOUR };
/** Anonymous passkey challenges: each one is a stored row until it expires. */
export const PASSKEY_OPTIONS_PER_ADDRESS: LimitRule = { max: 30, windowMs: QUARTER_HOUR };
/** Password-reset mail: enough for a forgetful person, too few to flood an inbox. */
export const RESET_PER_ADDRESS: LimitRule = { max: 10, windowMs: 60 * 60_000 };
/** The longest window above: a row older than this counts for nothing (purge.ts). */
export const LONGEST_WINDOW_MS = 60 * 60_000;

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The stored key of a counter: a SHA-256 of what it counts (scope, network, account), so
 * a row has the same small size whatever a client sends.
 */
export function limitKey(scope: string, ...parts: string[]): string {
  return createHash("sha256")
    .update([scope, ...parts].join("\n"))
    .digest("hex");
}

/** The client's network for limits: its IPv4 address or its IPv6 /64. */
export function networkOf(ip: string): string {
  return clientKey(ip);
}

const windowOf = (rule: LimitRule, now: number) => now - (now % rule.windowMs);

function refusal(rule: LimitRule, now: number): LimitVerdict {
  const end = windowOf(rule, now) + rule.windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)) };
}

/**
 * Takes one attempt under `key` if the window has room, in one atomic statement, so two
 * instances racing on one PostgreSQL cannot both take the last one. A refused attempt
 * writes nothing: it does not count, and a flood of them does not grow the table.
 */
export async function takeAttempt(
  db: AuthDatabase,
  key: string,
  rule: LimitRule,
  now = Date.now(),
): Promise<LimitVerdict> {
  const rows = await db.all<{ count: number | string }>(
    `INSERT INTO staff_auth_limits (key, window_start, count) VALUES (?, ?, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN staff_auth_limits.window_start = excluded.window_start
                    THEN staff_auth_limits.count + 1 ELSE 1 END,
       window_start = excluded.window_start
     WHERE staff_auth_limits.window_start <> excluded.window_start OR staff_auth_limits.count < ?
     RETURNING count`,
    [key, windowOf(rule, now), rule.max],
  );
  return rows.length > 0 ? { allowed: true } : refusal(rule, now);
}

/** Adds one to `key`'s count in this window (a failure, counted after the answer). */
export async function addCount(db: AuthDatabase, key: string, rule: LimitRule, now = Date.now()) {
  await db.all(
    `INSERT INTO staff_auth_limits (key, window_start, count) VALUES (?, ?, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN staff_auth_limits.window_start = excluded.window_start
                    THEN staff_auth_limits.count + 1 ELSE 1 END,
       window_start = excluded.window_start`,
    [key, windowOf(rule, now)],
  );
}

/** `key`'s count in the current window (0 when none). */
export async function currentCount(db: AuthDatabase, key: string, rule: LimitRule, now = Date.now()) {
  const rows = await db.all<{ count: number | string }>(
    "SELECT count FROM staff_auth_limits WHERE key = ? AND window_start = ?",
    [key, windowOf(rule, now)],
  );
  return Number(rows[0]?.count ?? 0);
}

/** Refused once `key` has reached `rule.max` in this window; counts nothing. */
export async function checkCount(db: AuthDatabase, key: string, rule: LimitRule, now = Date.now()) {
  return (await currentCount(db, key, rule, now)) >= rule.max
    ? refusal(rule, now)
    : ({ allowed: true } as const);
}
