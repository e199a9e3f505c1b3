import { Worker } from "node:worker_threads";

/**
 * Turns the snapshot at `copy` into the database a backup stores, at `target`: without the
 * search index (a restore makes it again), rewritten by VACUUM INTO so that the rows sit in
 * their own order, not where the live file's freed pages happened to be. Between two
 * backups, the unchanged rows then make unchanged chunks, and restic stores only the rest.
 * `copy` is removed. The work runs on a worker thread (./compact-copy-worker.ts).
 */
export function compactCopy(copy: string, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./compact-copy-worker.ts", import.meta.url), {
      workerData: { copy, target },
    });
    worker.once("error", reject);
    worker.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`compacting the database copy stopped (exit ${code})`)),
    );
  });
}
