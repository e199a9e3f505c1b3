import { existsSync, mkdirSync, readdirSync, renameSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { makeSearchIndexWhole } from "#server/inbox/records/search/search-index.ts";
import { dataPaths, IN_SNAPSHOT } from "./backup-layout.ts";
import { countData, type DataCounts } from "./data-counts.ts";
import { ResticError, type ResticTarget, restic } from "./restic.ts";
import { findSnapshot, type Snapshot } from "./snapshots.ts";

export interface RestoreReport {
  snapshot: Snapshot;
  counts: DataCounts;
  seconds: number;
}

/**
 * Restores a snapshot into the data directory of `sqlitePath`, which must be empty or
 * absent: a restore never overwrites data that may be newer than the backup. The inbox's
 * search index is made again from the inquiries (a million take about 40 s).
 */
export async function restoreBackup(
  target: ResticTarget,
  which: string,
  sqlitePath: string,
): Promise<RestoreReport> {
  const started = performance.now();
  const paths = dataPaths(sqlitePath);
  if (existsSync(paths.dataDir) && readdirSync(paths.dataDir).length > 0)
    throw new ResticError(
      `${paths.dataDir} is not empty: restore into an empty data directory (move this one aside first)`,
    );
  const snapshot = await findSnapshot(target, which);
  mkdirSync(paths.dataDir, { recursive: true });
  await restic(target, ["restore", snapshot.id, "--target", paths.dataDir]);
  const restored = join(paths.dataDir, IN_SNAPSHOT.database);
  if (!existsSync(restored)) throw new ResticError(`snapshot ${snapshot.shortId} holds no database`);
  if (restored !== paths.sqlitePath) renameSync(restored, paths.sqlitePath);
  // Backups leave the search index out: it is made again from the restored inquiries.
  const db = new DatabaseSync(paths.sqlitePath);
  try {
    makeSearchIndexWhole(db);
  } finally {
    db.close();
  }
  return { snapshot, counts: countData(paths.sqlitePath), seconds: (performance.now() - started) / 1000 };
}
