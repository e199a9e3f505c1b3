import type { DatabaseSync } from "node:sqlite";

// The inbox's full-text index on SQLite is derived from the inquiries, and can always be
// made again from them. Backups leave it out: its merges rewrite pages all through the
// file, so a snapshot that kept it changed in most of its chunks between two backups.

const INDEX = "inquiry_search";

/** Empties the index of a copy (the inquiries stay): what a backup stores. */
export function emptySearchIndex(db: DatabaseSync): void {
  db.exec(`INSERT INTO ${INDEX} (${INDEX}) VALUES ('delete-all')`);
}

/** Makes the index again from every inquiry: after a restore. */
export function rebuildSearchIndex(db: DatabaseSync): void {
  db.exec(`INSERT INTO ${INDEX} (${INDEX}) VALUES ('rebuild')`);
}

/**
 * Whether the index lacks inquiries from the first on, as after a backup restored by hand
 * (without `npm run restore`), even when rows were added since. Every inquiry is indexed by
 * a trigger as it is stored, so a complete index starts at the same id as the inquiries.
 */
export function searchIndexMissing(db: DatabaseSync): boolean {
  const row = db
    .prepare(
      `SELECT (SELECT min(id) FROM contact_submissions)
         IS NOT (SELECT min(id) FROM ${INDEX}_docsize) AS missing`,
    )
    .get() as { missing: number };
  return row.missing === 1;
}
