import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type pg from "pg";
import type { BlobStore } from "./blob-store.ts";
import { openDiskBlobStore } from "./disk-blob-store.ts";
import { openPostgresBlobStore } from "./postgres-blob-store.ts";

/**
 * The blob store for the server's database setting: PostgreSQL when `DATABASE_URL` is
 * set, else files beside the SQLite file, on the `connection` server/store opened for them
 * (openBlobConnection). The server's store must have opened first, so migration 013 has
 * run. On PostgreSQL, a render job reads a temporary copy of its file from `spool/` in the
 * data directory (the folder of SQLITE_PATH), removed after the job.
 */
export function openBlobStore(env: { SQLITE_PATH: string }, connection: pg.Pool | DatabaseSync): BlobStore {
  return connection instanceof DatabaseSync
    ? openDiskBlobStore(env.SQLITE_PATH, connection)
    : openPostgresBlobStore(connection, spoolDirectoryFor(env.SQLITE_PATH));
}

/** Where PostgreSQL's blobs are copied for a render job: `spool/` beside the SQLite file's place. */
export const spoolDirectoryFor = (sqlitePath: string): string => join(dirname(sqlitePath), "spool");
