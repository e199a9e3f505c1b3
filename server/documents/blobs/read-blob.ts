import type { BlobStore } from "./blob-store.ts";
import { BlobNotFoundError } from "./blob-store.ts";

/**
 * A whole blob in one buffer of its own (a drawn page's image), every chunk checked on the
 * way. The buffer is not shared, so it can be handed over to a worker without a copy.
 */
export async function readBlob(store: BlobStore, sha256: string): Promise<Uint8Array> {
  const size = await store.size(sha256);
  if (size === undefined) throw new BlobNotFoundError(sha256);
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for await (const chunk of store.read(sha256)) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
