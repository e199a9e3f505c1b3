import type { BlobFile } from "./blob-file.ts";

/** The size of one stored chunk: each is hashed on the way in and checked on the way out. */
export const CHUNK_BYTES = 1024 * 1024;

export interface StoredBlob {
  /** SHA-256 of the bytes, lower-case hex: the blob's address. */
  sha256: string;
  size: number;
  /** False when the same bytes were stored already (this upload added nothing). */
  created: boolean;
}

/**
 * Where the data room's file bytes live, addressed by their SHA-256 (decision 0023): a
 * directory beside the SQLite file, or 1 MiB rows in PostgreSQL. Both stream in and out,
 * so no file is ever held whole in memory.
 */
export interface BlobStore {
  /**
   * Streams `source` in and stores it under its SHA-256; the same bytes twice are kept
   * once. Nothing is visible under the address until every byte is stored, and a source
   * that fails leaves nothing behind.
   */
  put(source: AsyncIterable<Uint8Array>): Promise<StoredBlob>;
  /** The blob's size, or undefined when no blob has that address. */
  size(sha256: string): Promise<number | undefined>;
  /**
   * The bytes in order, each chunk checked against its digest before it is yielded, and
   * the chunks' count and lengths against the blob's size: a mismatch throws
   * `BlobCorruptError` instead of handing out a wrong or missing byte. A large chunk's
   * digest is computed off the event loop. The whole file's digest is computed only at
   * upload, where it becomes the address (decision 0051).
   */
  read(sha256: string): AsyncIterable<Buffer>;
  /**
   * The blob as a checked local file for a render worker (blob-file.ts): on disk its own
   * file, read through once to check it; from PostgreSQL a temporary copy, removed on release.
   */
  file(sha256: string): Promise<BlobFile>;
  /** Removes the blob's bytes; true when there was one. */
  delete(sha256: string): Promise<boolean>;
  close(): Promise<void>;
}

export class BlobNotFoundError extends Error {
  readonly code = "document_not_found";
  constructor(sha256: string) {
    super(`No stored file has the address ${sha256}`);
  }
}

/** Stored bytes that no longer match their digest: answered as an error, never served. */
export class BlobCorruptError extends Error {
  readonly code = "document_corrupt";
  constructor(sha256: string, where: string) {
    super(`The stored file ${sha256} is damaged (${where})`);
  }
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** An address from outside (a URL, a row) is checked before it names a file or a row. */
export function assertAddress(sha256: string): void {
  if (!SHA256_HEX.test(sha256)) throw new BlobNotFoundError(sha256.slice(0, 80));
}
