import { LRUCache } from "lru-cache";
import type { BlobStore } from "../blobs/blob-store.ts";
import { readBlob } from "../blobs/read-blob.ts";
import type { Viewer } from "../watermark/text.ts";
import {
  type PageImageFormat,
  type PagePixels,
  pagePixels,
  watermarkedPage,
} from "../watermark/watermark.ts";

/** About 14 pages of 1240 × 1754 pixels: the pages many readers of one document are on. */
const DECODED_PAGES_BYTES = 96 * 1024 * 1024;
/** A page no one has viewed for this long is let go, so memory at rest returns to its level. */
const DECODED_PAGE_IDLE_MS = 60_000;

/**
 * Clean pages decoded, by their PNG's address. Decoding is about 40% of a view's CPU, and
 * readers of one document are on the same few pages, so a page is decoded once for all of
 * them. The address is the SHA-256 of the PNG, so the pixels kept under it are the ones
 * any checked copy of it decodes to, whichever store it came from.
 */
const decodedPages = new LRUCache<string, PagePixels, Buffer>({
  maxSize: DECODED_PAGES_BYTES,
  sizeCalculation: (pixels) => pixels.rgb.length,
  ttl: DECODED_PAGE_IDLE_MS,
  updateAgeOnGet: true,
  ttlAutopurge: true,
  fetchMethod: (_image, _stale, { context }) => pagePixels(context),
});

/** Pages decoded and kept now, and their bytes. */
export const decodedPagesHeld = () => ({ pages: decodedPages.size, bytes: decodedPages.calculatedSize });

/**
 * The page image a viewer is served: the kept clean page with the viewer's watermark
 * burned in. The stored PNG is read and checked chunk by chunk on every view, even when
 * its pixels are kept: a damaged page throws `BlobCorruptError` before any byte is
 * encoded, so a damaged image is never served.
 */
export async function viewerPage(
  store: BlobStore,
  image: string,
  viewer: Viewer,
  format: PageImageFormat = "jpeg",
) {
  const clean = await readBlob(store, image);
  const png = Buffer.from(clean.buffer, clean.byteOffset, clean.byteLength);
  return watermarkedPage(await decodedPages.forceFetch(image, { context: png }), viewer, format);
}
