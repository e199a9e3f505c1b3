import { dirname, join, resolve } from "node:path";

/**
 * The files a backup holds, named the same inside every snapshot: the database copy, the
 * auth secret (without it the TOTP secrets in the database cannot be decrypted) and the
 * data room's content-addressed blobs.
 */
export const IN_SNAPSHOT = {
  database: "database.sqlite",
  authSecret: "auth-secret",
  blobs: "blobs",
} as const;

/** Every SQLite-path backup is tagged so, and only these snapshots are listed or pruned. */
export const SNAPSHOT_TAG = "ucp-sqlite";

export interface DataPaths {
  dataDir: string;
  sqlitePath: string;
  blobs: string;
  authSecret: string;
  /** Assembled here for restic, on the data's own disk so blobs are linked, not copied. */
  stage: string;
  /** The database's snapshot before it is compacted into the stage. */
  copy: string;
  /** When the last good backup finished, read by the metrics. */
  status: string;
}

export function dataPaths(sqlitePath: string): DataPaths {
  const absolute = resolve(sqlitePath);
  const dataDir = dirname(absolute);
  return {
    dataDir,
    sqlitePath: absolute,
    blobs: join(dataDir, "blobs"),
    authSecret: join(dataDir, "auth-secret"),
    stage: join(dataDir, ".backup-stage"),
    copy: join(dataDir, ".backup-copy.sqlite"),
    status: join(dataDir, "backup-status.json"),
  };
}
