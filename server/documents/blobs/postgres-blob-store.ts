import type pg from "pg";
import { spoolBlob } from "./blob-file.ts";
import {
  assertAddress,
  BlobCorruptError,
  BlobNotFoundError,
  type BlobStore,
  type StoredBlob,
} from "./blob-store.ts";
import { chunkCount, chunked, chunkLength, chunkSha256Hex } from "./chunks.ts";
import { sweepIncoming } from "./incoming-sweep.ts";

const UNIQUE_VIOLATION = "23505";

/**
 * Blobs as 1 MiB `bytea` rows in PostgreSQL (migration 013), so every instance serves
 * every file and one backup holds them. An upload is one transaction: a blob row without
 * an address, its chunks inserted as they arrive, then the address; a failed upload rolls
 * back whole. Reads fetch one chunk per query, checked before it is yielded. A render job
 * reads a checked copy spooled into `spoolDir` (a folder of the local data directory).
 * `pool` is the server's `blobs` pool (server/store/pools.ts); closing the store ends it.
 */
export function openPostgresBlobStore(pool: pg.Pool, spoolDir: string): BlobStore {
  sweepIncoming(spoolDir);
  // Deleted chunks stay in the table's pages until VACUUM; it runs after each delete, in turn.
  let cleaning: Promise<unknown> = Promise.resolve();

  /** Streams the chunks in under a blob row without an address; returns the row and the address. */
  const insertChunks = async (client: pg.PoolClient, source: AsyncIterable<Uint8Array>) => {
    const { rows } = await client.query<{ id: string }>(
      "INSERT INTO document_blobs DEFAULT VALUES RETURNING id",
    );
    const id = rows[0]?.id;
    const stream = chunked(source);
    let count = 0;
    for await (const chunk of stream.chunks) {
      await client.query(
        "INSERT INTO document_blob_chunks (blob_id, n, sha256, data) VALUES ($1, $2, $3, $4)",
        [id, chunk.n, chunk.sha256, chunk.data],
      );
      count += 1;
    }
    return { id, count, blob: stream.digest() };
  };

  const commitUnder = async (
    client: pg.PoolClient,
    source: AsyncIterable<Uint8Array>,
  ): Promise<StoredBlob> => {
    await client.query("BEGIN");
    try {
      const { id, count, blob } = await insertChunks(client, source);
      try {
        await client.query(
          "UPDATE document_blobs SET sha256 = $2, size = $3, chunk_count = $4 WHERE id = $1",
          [id, blob.sha256, blob.size, count],
        );
      } catch (error) {
        // The same bytes are stored already: this copy goes, the address stands.
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
        await client.query("ROLLBACK");
        return { ...blob, created: false };
      }
      await client.query("COMMIT");
      return { ...blob, created: true };
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  };

  const store: BlobStore = {
    async put(source) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await commitUnder(client, source);
      } catch (error) {
        broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        client.release(broken);
      }
    },

    async size(sha256) {
      assertAddress(sha256);
      const { rows } = await pool.query<{ size: string }>(
        "SELECT size FROM document_blobs WHERE sha256 = $1",
        [sha256],
      );
      return rows[0] ? Number(rows[0].size) : undefined;
    },

    async *read(sha256) {
      assertAddress(sha256);
      const { rows } = await pool.query<{ id: string; chunk_count: number; size: string }>(
        "SELECT id, chunk_count, size FROM document_blobs WHERE sha256 = $1",
        [sha256],
      );
      const blob = rows[0];
      if (!blob) throw new BlobNotFoundError(sha256);
      const size = Number(blob.size);
      if (blob.chunk_count !== chunkCount(size)) throw new BlobCorruptError(sha256, "chunk list");
      for (let n = 0; n < blob.chunk_count; n++) {
        // As base64 text, not bytea's own hex: pg decodes every field as text, and Node
        // decodes base64 at less than half hex's CPU, from a string two thirds the size.
        const chunk = await pool.query<{ blob_id: string; n: number; sha256: string; data: string }>(
          "SELECT blob_id, n, sha256, encode(data, 'base64') AS data FROM document_blob_chunks WHERE blob_id = $1 AND n = $2",
          [blob.id, n],
        );
        const row = chunk.rows[0];
        if (!row) throw new BlobCorruptError(sha256, `chunk ${n}`);
        const data = Buffer.from(row.data, "base64");
        // A chunk's digest lives in its own row, so the row must also be the one asked for:
        // a damaged index could hand back another blob's chunk, which matches its own digest.
        if (row.blob_id !== blob.id || row.n !== n || data.length !== chunkLength(size, n))
          throw new BlobCorruptError(sha256, `chunk ${n}`);
        if ((await chunkSha256Hex(data)) !== row.sha256) throw new BlobCorruptError(sha256, `chunk ${n}`);
        yield data;
      }
    },

    file: (sha256) => spoolBlob(store.read(sha256), spoolDir),

    async delete(sha256) {
      assertAddress(sha256);
      const { rowCount } = await pool.query("DELETE FROM document_blobs WHERE sha256 = $1", [sha256]);
      if (rowCount)
        cleaning = cleaning.then(() => pool.query("VACUUM document_blob_chunks")).catch(() => undefined);
      return (rowCount ?? 0) > 0;
    },

    async close() {
      await cleaning;
      await pool.end();
    },
  };
  return store;
}
