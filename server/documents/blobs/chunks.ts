import { createHash } from "node:crypto";
import { CHUNK_BYTES } from "./blob-store.ts";

export interface Chunk {
  n: number;
  data: Buffer;
  /** SHA-256 of `data`, hex. */
  sha256: string;
}

/**
 * Regroups a byte stream into 1 MiB chunks (the last may be shorter), each with its own
 * digest, and keeps the whole stream's digest: `digest()` is the blob's address once the
 * chunks are exhausted. One chunk is in memory at a time, whatever the stream's size.
 */
export function chunked(source: AsyncIterable<Uint8Array>, chunkBytes = CHUNK_BYTES) {
  const whole = createHash("sha256");
  let size = 0;
  async function* chunks(): AsyncGenerator<Chunk> {
    let n = 0;
    let buffer = Buffer.allocUnsafe(chunkBytes);
    let filled = 0;
    const emit = (): Chunk => {
      const data = buffer.subarray(0, filled);
      whole.update(data);
      size += filled;
      const chunk = { n: n++, data, sha256: createHash("sha256").update(data).digest("hex") };
      // The chunk's buffer goes to its writer; the next one gets a fresh buffer.
      buffer = Buffer.allocUnsafe(chunkBytes);
      filled = 0;
      return chunk;
    };
    for await (const piece of source) {
      let offset = 0;
      while (offset < piece.length) {
        const take = Math.min(piece.length - offset, chunkBytes - filled);
        buffer.set(piece.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled === chunkBytes) yield emit();
      }
    }
    if (filled > 0) yield emit();
  }
  return {
    chunks: chunks(),
    digest: () => ({ sha256: whole.digest("hex"), size }),
  };
}

export const sha256Hex = (data: Uint8Array): string => createHash("sha256").update(data).digest("hex");

/** Below this, a digest costs under 1.5 ms here: less than a wait in the thread pool's queue. */
const INLINE_DIGEST_BYTES = 256 * 1024;

/**
 * `sha256Hex` for a chunk read back, which never holds the event loop for long: a chunk
 * of 256 KiB or more is hashed on libuv's thread pool (WebCrypto's digest is an
 * asynchronous job in Node), since a 1 MiB digest takes about 6 ms of CPU on this
 * project's machines and sixteen downloads at once read hundreds of chunks. A smaller one
 * (most page images) is hashed at once, so that it does not queue behind the image jobs
 * that share the pool.
 */
export async function chunkSha256Hex(data: Uint8Array): Promise<string> {
  if (data.length < INLINE_DIGEST_BYTES) return sha256Hex(data);
  // The chunks come from files and from PostgreSQL's answers, never from shared memory.
  const bytes = data as Uint8Array<ArrayBuffer>;
  return Buffer.from(await crypto.subtle.digest("SHA-256", bytes)).toString("hex");
}

/** The number of chunks a blob of `size` bytes is cut into (chunked() above). */
export const chunkCount = (size: number): number => Math.ceil(size / CHUNK_BYTES);

/** The length of chunk `n` of a blob of `size` bytes: a full chunk, or what is left for the last. */
export const chunkLength = (size: number, n: number): number => Math.min(CHUNK_BYTES, size - n * CHUNK_BYTES);
