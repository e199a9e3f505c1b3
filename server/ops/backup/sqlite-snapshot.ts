import { closeSync, fdatasyncSync, openSync } from "node:fs";
import { backup, DatabaseSync } from "node:sqlite";

export interface SnapshotResult {
  pages: number;
  milliseconds: number;
  /** The longest a writer waited for the database's write lock while the snapshot ran. */
  longestWriteWaitMs: number;
}

const PROBE_EVERY_MS = 20;
/** Pages copied per step (8 MB at SQLite's default page size), each step flushed before the next. */
const STEP_PAGES = 2048;

/**
 * A consistent copy of a live SQLite database through SQLite's online backup API, from a
 * connection of its own that holds one read transaction throughout. In WAL mode writers
 * go on committing to the log meanwhile, and the copy is the database as it stood when the
 * read began: the steps never see another connection's commit, so they never restart.
 *
 * The copy goes in steps, each flushed to disk before the next. Copied in one step, a
 * million-row database left a gigabyte of unwritten pages for the final flush, and the
 * server's own commits (each waits for its flush) queued behind it for over two seconds.
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
  // Closing a descriptor drops the process's locks on that file (POSIX): this one stays
  // open until the backup has closed its own.
  let written: number | undefined;
  try {
    // The read transaction, and so the moment copied, begins at its first read.
    db.exec("BEGIN");
    db.prepare("SELECT count(*) FROM sqlite_schema").get();
    const pages = await backup(db, target, {
      rate: STEP_PAGES,
      progress: () => {
        written ??= openSync(target, "r+");
        fdatasyncSync(written);
      },
    });
    return { pages, milliseconds: performance.now() - started, longestWriteWaitMs };
  } finally {
    running = false;
    await probing;
    if (db.isTransaction) db.exec("COMMIT");
    db.close();
    probe.close();
    if (written !== undefined) closeSync(written);
  }
}
