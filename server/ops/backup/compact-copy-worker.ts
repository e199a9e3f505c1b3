// Runs compactCopy's work on a thread of its own: a million rows take seconds, and the
// server, which takes scheduled backups itself, must go on answering meanwhile.
import { rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { workerData } from "node:worker_threads";
import { emptySearchIndex } from "#server/inbox/records/search/search-index.ts";

const { copy, target } = workerData as { copy: string; target: string };
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
