// The database's copy for a backup, on a thread of its own: the server takes scheduled
// backups in its own process, and the copy's flushes and its compaction each take from
// milliseconds to seconds that the server's requests must not wait for.
import { rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";
import { emptySearchIndex } from "#server/inbox/records/search/search-index.ts";
import { snapshotSqlite } from "./sqlite-snapshot.ts";

const { source, copy, target } = workerData as { source: string; copy: string; target: string };
const result = await snapshotSqlite(source, copy);
const db = new DatabaseSync(copy);
try {
  // A throwaway file: no journal and no flush for the index's removal, nor for the
  // output, which restic reads at once (a crash here only fails this backup).
  db.exec("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF");
  emptySearchIndex(db);
  db.prepare("VACUUM INTO ?").run(target);
} finally {
  db.close();
  rmSync(copy, { force: true });
}
parentPort?.postMessage(result);
