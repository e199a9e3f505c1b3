import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { dataPaths, IN_SNAPSHOT, SNAPSHOT_TAG } from "./backup-layout.ts";
import { copyDatabase } from "./copy-database.ts";
import { linkBlobs } from "./link-blobs.ts";
import { ensureRepository, type ResticTarget, restic } from "./restic.ts";
import { type Retention, retentionArguments } from "./retention.ts";

export interface BackupReport {
  snapshot: string;
  seconds: number;
  snapshotSeconds: number;
  longestWriteWaitMs: number;
  /** New bytes restic stored: the whole data at first, then only what changed. */
  bytesAdded: number;
  filesNew: number;
  finishedAt: string;
}

export interface BackupPlan {
  sqlitePath: string;
  authSecret: string;
  target: ResticTarget;
  retention: Retention;
}

/**
 * Takes one backup of the SQLite path while the server serves: a consistent copy of the
 * database (compacted, without the search index), the auth secret and the data room's
 * blobs go into the restic repository as one snapshot, then snapshots past the retention
 * are forgotten and pruned.
 */
export async function takeBackup(plan: BackupPlan): Promise<BackupReport> {
  const started = performance.now();
  const paths = dataPaths(plan.sqlitePath);
  await ensureRepository(plan.target);
  rmSync(paths.stage, { recursive: true, force: true });
  mkdirSync(paths.stage, { recursive: true });
  try {
    const stagedBlobs = join(paths.stage, IN_SNAPSHOT.blobs);
    mkdirSync(stagedBlobs);
    // Linked before the copy (a document deleted meanwhile keeps its bytes) and after it
    // (an upload committed meanwhile is in the copy): every blob the copy names is staged.
    linkBlobs(paths.blobs, stagedBlobs);
    const copy = await copyDatabase(paths.sqlitePath, paths.copy, join(paths.stage, IN_SNAPSHOT.database));
    linkBlobs(paths.blobs, stagedBlobs);
    writeFileSync(join(paths.stage, IN_SNAPSHOT.authSecret), `${plan.authSecret}\n`, { mode: 0o600 });
    const { stdout } = await restic(
      plan.target,
      ["backup", "--json", "--quiet", "--tag", SNAPSHOT_TAG, "."],
      {
        cwd: paths.stage,
      },
    );
    const summary = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as {
      snapshot_id?: string;
      data_added?: number;
      files_new?: number;
    };
    await restic(plan.target, [
      "forget",
      "--prune",
      "--quiet",
      "--tag",
      SNAPSHOT_TAG,
      ...retentionArguments(plan.retention),
    ]);
    const finishedAt = new Date().toISOString();
    const report: BackupReport = {
      snapshot: summary.snapshot_id ?? "unknown",
      seconds: (performance.now() - started) / 1000,
      snapshotSeconds: copy.milliseconds / 1000,
      longestWriteWaitMs: copy.longestWriteWaitMs,
      bytesAdded: summary.data_added ?? 0,
      filesNew: summary.files_new ?? 0,
      finishedAt,
    };
    writeFileSync(
      paths.status,
      `${JSON.stringify({ lastGoodBackup: finishedAt, snapshot: report.snapshot })}\n`,
    );
    return report;
  } finally {
    rmSync(paths.stage, { recursive: true, force: true });
  }
}
