import type { Logger } from "#server/logger.ts";
import { repeatEvery, type Schedule } from "#server/schedule.ts";
import type { AuthDatabase } from "../database.ts";
import { LONGEST_WINDOW_MS } from "./windows.ts";

/** Often enough that expired rows never pile up past a few windows' worth. */
export const PURGE_INTERVAL_MS = 10 * 60_000;

/**
 * Deletes what has stopped counting: limit counters older than the longest window, and the
 * authentication library's one-time rows (passkey challenges, pending second-factor steps,
 * reset tokens) past their expiry. Each statement is idempotent, so instances sharing one
 * PostgreSQL may run it at the same time.
 */
export async function purgeExpired(db: AuthDatabase, now = Date.now()): Promise<number> {
  const limits = await db.all<{ key: string }>(
    "DELETE FROM staff_auth_limits WHERE window_start < ? RETURNING key",
    [now - LONGEST_WINDOW_MS],
  );
  let verifications = 0;
  for (const table of ["staff_verification", "portal_verification"]) {
    const rows = await db.all<{ id: string }>(`DELETE FROM "${table}" WHERE "expiresAt" < ? RETURNING "id"`, [
      new Date(now).toISOString(),
    ]);
    verifications += rows.length;
  }
  return limits.length + verifications;
}

/** Purges at start and every PURGE_INTERVAL_MS; a failed purge is tried again next time. */
export function schedulePurge(db: AuthDatabase, log: Pick<Logger, "warn">): Schedule {
  const purge = () =>
    purgeExpired(db).catch((error: unknown) =>
      log.warn(`Staff sign-in purge failed (${String(error)}); trying again later`),
    );
  return repeatEvery(PURGE_INTERVAL_MS, purge, { atStart: true, whileRunning: "wait" });
}
