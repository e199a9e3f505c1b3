import { rmSync } from "node:fs";
import { Worker } from "node:worker_threads";
import type { SnapshotResult } from "./sqlite-snapshot.ts";

/** The copy with what SQLite may have left beside it, should a backup have been killed. */
function removeCopy(copy: string): void {
  for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(`${copy}${suffix}`, { force: true });
}

/**
 * The database a backup stores, at `target`: a snapshot of the live `source` (taken at
 * `copy`, see ./sqlite-snapshot.ts), then without the search index (a restore makes it
 * again), rewritten by VACUUM INTO so that the rows sit in their own order, not where the
 * live file's freed pages happened to be. Between two backups, the unchanged rows then
 * make unchanged chunks, and restic stores only the rest. Runs on a worker thread
 * (./copy-database-worker.ts); needs free space for two copies of the database.
 */
export async function copyDatabase(source: string, copy: string, target: string): Promise<SnapshotResult> {
  removeCopy(copy);
  try {
    return await new Promise<SnapshotResult>((resolve, reject) => {
      let result: SnapshotResult | undefined;
      const worker = new Worker(new URL("./copy-database-worker.ts", import.meta.url), {
        workerData: { source, copy, target },
      });
      worker.once("message", (message: SnapshotResult) => (result = message));
      worker.once("error", reject);
      worker.once("exit", (code) =>
        result && code === 0
          ? resolve(result)
          : reject(new Error(`copying the database stopped (exit ${code})`)),
      );
    });
  } finally {
    removeCopy(copy);
  }
}
