import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

/** An upload's temporary file untouched this long was left by a crash, not by a slow upload. */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * Removes the temporary files that a crash cut short (an upload's, or a render job's copy
 * of a PostgreSQL blob), so their bytes do not stay on disk. Only old ones: another
 * process may be streaming into, or reading, a fresh one.
 */
export function sweepIncoming(dir: string, now = Date.now()): number {
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const name of names) {
    const path = join(dir, name);
    try {
      if (now - statSync(path).mtimeMs < STALE_UPLOAD_MS) continue;
      rmSync(path, { force: true });
      removed++;
    } catch {
      // Gone already, or finished and renamed meanwhile.
    }
  }
  return removed;
}
