import type { BlobStore, StoredBlob } from "./blobs/blob-store.ts";
import { type DetectedKind, detectFileKind, HEAD_BYTES } from "./pdf/file-kind.ts";
import { DocumentRefusal } from "./refusals.ts";

export interface AcceptedUpload extends StoredBlob, DetectedKind {}

/**
 * Takes an upload as it streams: its first bytes decide the type before anything is
 * stored, and the byte count is checked as it flows, so a file past `maxBytes` stops
 * there and leaves nothing behind. The caller answers a `DocumentRefusal` with its
 * status (and closes the connection, since the rest of the body is not read).
 */
export async function acceptUpload(
  store: BlobStore,
  source: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<AcceptedUpload> {
  const pieces = source[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < HEAD_BYTES) {
    const next = await pieces.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
    if (headBytes > maxBytes) throw new DocumentRefusal("file_too_large");
  }
  if (headBytes === 0) throw new DocumentRefusal("empty_file");
  const kind = await detectFileKind(Buffer.concat(head));
  if (!kind) throw new DocumentRefusal("unsupported_type");

  async function* counted(): AsyncGenerator<Uint8Array> {
    yield* head;
    if (ended) return;
    let total = headBytes;
    for (let next = await pieces.next(); !next.done; next = await pieces.next()) {
      total += next.value.length;
      if (total > maxBytes) throw new DocumentRefusal("file_too_large");
      yield next.value;
    }
  }
  const blob = await store.put(counted());
  return { ...blob, ...kind };
}
