import type { DatabaseSync } from "node:sqlite";

// The inbox's full-text index on SQLite is derived from the inquiries, and can always be
// made again from them. Backups leave it out: its merges rewrite pages all through the
// file, so a snapshot that kept it changed in most of its chunks between two backups.

const INDEX = "inquiry_search";

/** Empties the index of a copy (the inquiries stay): what a backup stores. */
export function emptySearchIndex(db: DatabaseSync): void {
  db.exec(`INSERT INTO ${INDEX} (${INDEX}) VALUES ('delete-all')`);
}

/**
 * Makes the index again from every inquiry when it lacks them from the first on, as after a
 * restore (backups leave it out), even when rows were added since: every inquiry is indexed
 * by a trigger as it is stored, so a whole index starts at the same id as the inquiries.
 * Says whether it had to. A snapshot taken before backups left the index out needs nothing.
 */
export function makeSearchIndexWhole(db: DatabaseSync): boolean {
  const row = db
    .prepare(
      `SELECT (SELECT min(id) FROM contact_submissions)
         IS NOT (SELECT min(id) FROM ${INDEX}_docsize) AS missing`,
    )
    .get() as { missing: number };
  if (row.missing !== 1) return false;
  db.exec(`INSERT INTO ${INDEX} (${INDEX}) VALUES ('rebuild')`);
  return true;
}
