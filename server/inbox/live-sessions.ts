import type { AuthDatabase } from "#server/auth/database.ts";
import { SESSION_ABSOLUTE_SECONDS } from "#server/auth/lifetimes.ts";

/** Which of these sessions still hold: signed in, not expired, their member not revoked. */
export type SessionCheck = (sessionIds: readonly string[]) => Promise<Set<string>>;

/** Well under the bound parameters either database accepts in one statement. */
const CHUNK = 500;

/**
 * One query for every session with a stream open on this instance, read from the shared
 * staff tables: a sign-out, a revocation or a password reset on any instance deletes the
 * session row (or records the revocation), and the next check here sees it. The same
 * rules as requireStaff: past the idle expiry or the absolute lifetime, a session is over.
 */
export function sessionCheck(db: AuthDatabase): SessionCheck {
  return async (sessionIds) => {
    const holding = new Set<string>();
    const now = Date.now();
    const idleLimit = new Date(now).toISOString();
    const absoluteLimit = new Date(now - SESSION_ABSOLUTE_SECONDS * 1000).toISOString();
    for (let start = 0; start < sessionIds.length; start += CHUNK) {
      const chunk = sessionIds.slice(start, start + CHUNK);
      const rows = await db.all<{ id: string }>(
        `SELECT s."id" AS id FROM "staff_session" s
         LEFT JOIN staff_revocations r ON r.user_id = s."userId"
         WHERE s."id" IN (${chunk.map(() => "?").join(", ")})
           AND s."expiresAt" > ? AND s."createdAt" > ? AND r.user_id IS NULL`,
        [...chunk, idleLimit, absoluteLimit],
      );
      for (const row of rows) holding.add(row.id);
    }
    return holding;
  };
}
