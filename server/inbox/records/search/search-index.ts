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

/** Inquiries with an empty index: a backup restored by hand, without `npm run restore`. */
export function searchIndexMissing(db: DatabaseSync): boolean {
  const row = db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM contact_submissions)
         AND NOT EXISTS (SELECT 1 FROM ${INDEX}_docsize) AS missing`,
    )
    .get() as { missing: number };
  return row.missing === 1;
}
