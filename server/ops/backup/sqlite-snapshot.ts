import { backup, DatabaseSync } from "node:sqlite";

export interface SnapshotResult {
  pages: number;
  milliseconds: number;
  /** The longest a writer waited for the database's write lock while the snapshot ran. */
  longestWriteWaitMs: number;
}

const PROBE_EVERY_MS = 20;

/**
 * A consistent copy of a live SQLite database through SQLite's online backup API, taken in
 * one step from a connection of its own. In WAL mode that step is a read transaction:
 * writers go on committing to the log meanwhile, and the copy is the database as it stood
 * when the step began. (Copying in small steps would restart on every commit made by
 * another connection, and never finish under steady inserts.)
 *
 * While it runs, a probe takes the write lock and lets it go at once, as an insert would:
 * the longest it waited is what a writer waited because of the snapshot.
 */
export async function snapshotSqlite(source: string, target: string): Promise<SnapshotResult> {
  const db = new DatabaseSync(source, { readOnly: true });
  const probe = new DatabaseSync(source);
  probe.exec("PRAGMA busy_timeout = 10000");
  let longestWriteWaitMs = 0;
  let running = true;
  const measure = async () => {
    while (running) {
      const asked = performance.now();
      probe.exec("BEGIN IMMEDIATE");
      probe.exec("ROLLBACK");
      longestWriteWaitMs = Math.max(longestWriteWaitMs, performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  };
  const started = performance.now();
  const probing = measure();
  try {
    const pages = await backup(db, target, { rate: -1 });
    return { pages, milliseconds: performance.now() - started, longestWriteWaitMs };
  } finally {
    running = false;
    await probing;
    db.close();
    probe.close();
  }
}
