import type { BlobStore } from "./blob-store.ts";
import { openDiskBlobStore } from "./disk-blob-store.ts";
import { openPostgresBlobStore } from "./postgres-blob-store.ts";

/**
 * The blob store for the server's database setting: PostgreSQL when `DATABASE_URL` is
 * set, else files beside the SQLite file. The server's store must have opened first, so
 * migration 013 has run.
 */
export function openBlobStore(env: { DATABASE_URL?: string; SQLITE_PATH: string }): BlobStore {
  return env.DATABASE_URL ? openPostgresBlobStore(env.DATABASE_URL) : openDiskBlobStore(env.SQLITE_PATH);
}
