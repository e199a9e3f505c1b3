import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BlobStore } from "#server/documents/blobs/blob-store.ts";
import { openBlobStore } from "#server/documents/blobs/open-blob-store.ts";
import { openBlobConnection } from "#server/store/connections.ts";
import { openStoreOn, type TestDatabase } from "#tests/support/database/databases.ts";

/**
 * The data room's blob store on a test database, after the server's store migrated it. On
 * PostgreSQL its render copies go to `spool/` in a fresh data directory of its own.
 */
export async function blobStoreOn(db: TestDatabase): Promise<BlobStore> {
  const store = await openStoreOn(db);
  await store.close();
  const env = {
    DATABASE_URL: db.env.DATABASE_URL,
    SQLITE_PATH: db.env.SQLITE_PATH ?? join(mkdtempSync(join(tmpdir(), "ucp-data-")), "unused.sqlite"),
  };
  return openBlobStore(env, openBlobConnection(env));
}

/** Every byte a blob store yields for `sha256`, or the error that stopped it with what came before. */
export async function readAll(store: BlobStore, sha256: string): Promise<{ bytes: Buffer; error?: Error }> {
  const parts: Buffer[] = [];
  try {
    for await (const part of store.read(sha256)) parts.push(part);
    return { bytes: Buffer.concat(parts) };
  } catch (error) {
    return { bytes: Buffer.concat(parts), error: error as Error };
  }
}

/** `bytes` as a stream of uneven pieces, the way a socket delivers a body. */
export async function* pieces(bytes: Uint8Array, size = 65_537): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}
