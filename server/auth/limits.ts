import type { StaffDatabase } from "./database.ts";

export interface LimitRule {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

/** Counted per client address and per account, for sign-in and for codes. */
export const SIGN_IN_PER_ACCOUNT: LimitRule = { max: 10, windowMs: 15 * 60_000 };
export const SIGN_IN_PER_ADDRESS: LimitRule = { max: 30, windowMs: 15 * 60_000 };
export const CODE_PER_ACCOUNT: LimitRule = { max: 10, windowMs: 15 * 60_000 };
export const CODE_PER_ADDRESS: LimitRule = { max: 30, windowMs: 15 * 60_000 };
/** Password-reset mail: enough for a forgetful person, too few to flood an inbox. */
export const RESET_PER_ADDRESS: LimitRule = { max: 10, windowMs: 60 * 60_000 };

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt under `key` in a fixed window kept in the database, so every
 * instance on one PostgreSQL counts the same attempts. One atomic upsert per attempt:
 * two instances racing cannot both see the old count.
 */
export async function countAttempt(
  db: StaffDatabase,
  key: string,
  rule: LimitRule,
  now = Date.now(),
): Promise<LimitVerdict> {
  const windowStart = now - (now % rule.windowMs);
  const rows = await db.query<{ count: number | string; window_start: number | string }>(
    `INSERT INTO staff_auth_limits (key, window_start, count) VALUES (?, ?, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN staff_auth_limits.window_start = excluded.window_start
                    THEN staff_auth_limits.count + 1 ELSE 1 END,
       window_start = excluded.window_start
     RETURNING count, window_start`,
    [key, windowStart],
  );
  const count = Number(rows[0]?.count ?? 1);
  if (count <= rule.max) return { allowed: true };
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000));
  return { allowed: false, retryAfterSeconds };
}

/** The first refusal among several rules, each counted (an attacker cannot skip one). */
export async function countAll(
  db: StaffDatabase,
  checks: readonly { key: string; rule: LimitRule }[],
): Promise<LimitVerdict> {
  let worst: LimitVerdict = { allowed: true };
  for (const check of checks) {
    const verdict = await countAttempt(db, check.key, check.rule);
    if (!verdict.allowed && (worst.allowed || verdict.retryAfterSeconds > worst.retryAfterSeconds))
      worst = verdict;
  }
  return worst;
}
