import type { BlobStore } from "../blobs/blob-store.ts";
import { readBlob } from "../blobs/read-blob.ts";
import type { Viewer } from "../watermark/text.ts";
import { type PageImageFormat, watermarkedPage } from "../watermark/watermark.ts";

/**
 * The page image a viewer is served: the kept clean page (checked chunk by chunk on the
 * way out of the store) with the viewer's watermark burned in. A damaged page throws
 * `BlobCorruptError` before any byte is encoded, so a damaged image is never served.
 */
export async function viewerPage(
  store: BlobStore,
  image: string,
  viewer: Viewer,
  format: PageImageFormat = "jpeg",
) {
  const clean = await readBlob(store, image);
  return watermarkedPage(Buffer.from(clean.buffer, clean.byteOffset, clean.byteLength), viewer, format);
}
