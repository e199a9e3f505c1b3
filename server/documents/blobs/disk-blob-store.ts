import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, unlink } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { checkAll } from "./blob-file.ts";
import {
  assertAddress,
  BlobCorruptError,
  BlobNotFoundError,
  type BlobStore,
  CHUNK_BYTES,
  type StoredBlob,
} from "./blob-store.ts";
import { chunkCount, chunked, chunkLength, chunkSha256Hex } from "./chunks.ts";
import { syncDirectory, writeAll } from "./file-writes.ts";
import { sweepIncoming } from "./incoming-sweep.ts";

/** The blobs' folder for a SQLite database file: `blobs/` beside it, in the data directory. */
export const blobDirectoryFor = (sqlitePath: string): string => join(dirname(sqlitePath), "blobs");

/**
 * Blobs as files under the data directory (`blobs/ab/cd/<sha256>`), for the SQLite
 * deployment; the database's `document_blobs` rows say which are complete and hold each
 * chunk's digest. An upload is written to a temporary file while it is hashed, flushed,
 * then renamed under its address: a crash leaves a stray temporary file, never a short
 * blob under a real address (and is swept at the next start). Migration 013 must have
 * run (the server's store does it). `db` is a connection to that file of its own
 * (server/store/connections.ts); closing the store closes it.
 */
export function openDiskBlobStore(sqlitePath: string, db: DatabaseSync): BlobStore {
  const root = blobDirectoryFor(sqlitePath);
  const incoming = join(root, ".incoming");
  sweepIncoming(incoming);
  const pathOf = (sha256: string) => join(root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  const blobRow = db.prepare("SELECT size, chunk_count FROM document_blobs WHERE sha256 = ?");
  const chunkRows = db.prepare("SELECT sha256 FROM document_blob_chunks WHERE blob_sha256 = ? ORDER BY n");

  const record = (blob: Omit<StoredBlob, "created">, digests: string[]): boolean => {
    db.exec("BEGIN IMMEDIATE");
    try {
      const added = db
        .prepare(
          "INSERT OR IGNORE INTO document_blobs (sha256, size, chunk_count, created_at) VALUES (?, ?, ?, ?)",
        )
        .run(blob.sha256, blob.size, digests.length, new Date().toISOString());
      if (added.changes > 0) {
        const insert = db.prepare(
          "INSERT INTO document_blob_chunks (blob_sha256, n, sha256) VALUES (?, ?, ?)",
        );
        for (const [n, digest] of digests.entries()) insert.run(blob.sha256, n, digest);
      }
      db.exec("COMMIT");
      return added.changes > 0;
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  };

  const store: BlobStore = {
    async put(source) {
      await mkdir(incoming, { recursive: true });
      const temporary = join(incoming, randomBytes(12).toString("hex"));
      const file = await open(temporary, "wx", 0o600);
      const stream = chunked(source);
      const digests: string[] = [];
      try {
        for await (const chunk of stream.chunks) {
          await writeAll(file, chunk.data);
          digests.push(chunk.sha256);
        }
        await file.sync();
      } catch (error) {
        await file.close();
        await rm(temporary, { force: true });
        throw error;
      }
      await file.close();
      const blob = stream.digest();
      const target = pathOf(blob.sha256);
      await mkdir(dirname(target), { recursive: true });
      // An existing file under this address holds the same bytes: replacing it is harmless.
      await rename(temporary, target);
      await syncDirectory(dirname(target));
      return { ...blob, created: record(blob, digests) };
    },

    async size(sha256) {
      assertAddress(sha256);
      const row = blobRow.get(sha256) as { size: number } | undefined;
      return row?.size;
    },

    async *read(sha256) {
      assertAddress(sha256);
      const row = blobRow.get(sha256) as { size: number; chunk_count: number } | undefined;
      if (!row) throw new BlobNotFoundError(sha256);
      const digests = (chunkRows.all(sha256) as { sha256: string }[]).map((chunk) => chunk.sha256);
      if (digests.length !== row.chunk_count || digests.length !== chunkCount(row.size))
        throw new BlobCorruptError(sha256, "chunk list");
      const file = await open(pathOf(sha256), "r").catch(() => {
        throw new BlobCorruptError(sha256, "file missing");
      });
      try {
        if ((await file.stat()).size !== row.size) throw new BlobCorruptError(sha256, "file size");
        for (const [n, digest] of digests.entries()) {
          const length = chunkLength(row.size, n);
          const data = Buffer.allocUnsafe(length);
          const { bytesRead } = await file.read(data, 0, length, n * CHUNK_BYTES);
          if (bytesRead !== length || (await chunkSha256Hex(data)) !== digest)
            throw new BlobCorruptError(sha256, `chunk ${n}`);
          yield data;
        }
      } finally {
        await file.close();
      }
    },

    // The blob's own file, checked whole first: it is never rewritten in place (a new copy
    // is renamed over it), so the checked bytes are the ones the worker reads.
    async file(sha256) {
      await checkAll(store.read(sha256));
      return { path: pathOf(sha256), release: async () => undefined };
    },

    async delete(sha256) {
      assertAddress(sha256);
      db.exec("BEGIN IMMEDIATE");
      let removed = false;
      try {
        db.prepare("DELETE FROM document_blob_chunks WHERE blob_sha256 = ?").run(sha256);
        removed = db.prepare("DELETE FROM document_blobs WHERE sha256 = ?").run(sha256).changes > 0;
        db.exec("COMMIT");
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
      await unlink(pathOf(sha256)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
      return removed;
    },

    async close() {
      db.close();
    },
  };
  return store;
}
