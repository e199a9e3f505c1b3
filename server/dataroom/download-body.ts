import { Readable } from "node:stream";
import { type BlobStore, CHUNK_BYTES } from "#server/documents/blobs/blob-store.ts";
import type { StampedPdf } from "#server/documents/watermark/stamp/stamp-pdf.ts";
import type { Viewer } from "#server/documents/watermark/text.ts";
import type { DocumentDeps } from "./deps.ts";

/**
 * The stamp for `viewer` of the stored PDF `sha256`, made when a stamping place is free:
 * the render worker reads the checked file itself (on PostgreSQL a temporary copy, made
 * only once the place is granted, so waiting requests hold neither memory nor disk).
 */
export function stampFor(deps: DocumentDeps, sha256: string, viewer: Viewer): Promise<StampedPdf> {
  return deps.downloads.stamping(async () => {
    const file = await deps.blobs.file(sha256);
    try {
      return await deps.pool.stamp(file.path, viewer);
    } finally {
      await file.release();
    }
  });
}

/**
 * A download's bytes as a byte stream: the stored file, each chunk checked, then the
 * stamp's incremental update when there is one. At most about one chunk per download is
 * buffered ahead of the client (a byte-mode stream, not sixteen chunks of an object stream).
 */
export function downloadBody(blobs: BlobStore, sha256: string, stamped?: StampedPdf): Readable {
  const options = { objectMode: false, highWaterMark: CHUNK_BYTES };
  if (stamped?.whole) return Readable.from([Buffer.from(stamped.whole)], options);
  async function* bytes() {
    yield* blobs.read(sha256);
    if (stamped?.update) yield Buffer.from(stamped.update);
  }
  return Readable.from(bytes(), options);
}
