import { createHash } from "node:crypto";
import type { AuthDatabase } from "../database.ts";
import { USED_CODE_MEMORY_MS } from "../lifetimes.ts";

/**
 * Records that `userId` used `code`; false when it was already used within its window
 * (a replay). The primary key makes the check and the record one atomic step, so two
 * instances receiving the same code at once accept it only once.
 */
export async function claimCode(db: AuthDatabase, userId: string, code: string): Promise<boolean> {
  const now = Date.now();
  await db.all("DELETE FROM staff_used_codes WHERE expires_at < ?", [now]);
  const digest = createHash("sha256").update(`${userId}:${code}`).digest("hex");
  const rows = await db.all(
    `INSERT INTO staff_used_codes (user_id, code_hash, expires_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id, code_hash) DO NOTHING RETURNING user_id`,
    [userId, digest, now + USED_CODE_MEMORY_MS],
  );
  return rows.length === 1;
}
