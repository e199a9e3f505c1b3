import type { BlobStore } from "./blob-store.ts";
import type { PageLink } from "./pdfium/page-text.ts";
import { VIEWER_WIDTH } from "./pdfium/render-page.ts";
import type { PageResult } from "./render-messages.ts";
import type { RenderPool } from "./render-pool.ts";
import { cleanPagePng } from "./watermark.ts";

const BATCH_PAGES = 2;

async function* oneChunk(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

/** One page of a version as kept: its clean image (a PNG blob) and what a screen reader gets. */
export interface StoredPage {
  index: number;
  /** The clean PNG's address in the blob store; it never leaves the server unwatermarked. */
  image: string;
  width: number;
  height: number;
  text: string;
  links: PageLink[];
}

/**
 * Draws every page of the PDF at `file` (a local path) once, in page order, and keeps each clean image in the blob
 * store, handing each page to `onPage` as soon as it is kept (so the first can be served
 * while the rest are drawn). The viewer's request only adds the watermark.
 */
export async function keepPageImages(
  pool: RenderPool,
  store: BlobStore,
  file: string,
  pageCount: number,
  onPage: (page: StoredPage) => void = () => undefined,
): Promise<StoredPage[]> {
  const kept: Promise<StoredPage>[] = [];
  const keep = (page: PageResult) => {
    const stored = cleanPagePng(page).then(async (png) => ({
      index: page.index,
      image: (await store.put(oneChunk(png))).sha256,
      width: page.width,
      height: page.height,
      text: page.text,
      links: page.links,
    }));
    // Encoded and stored side by side, handed over in page order.
    const previous = kept.at(-1) ?? Promise.resolve(undefined);
    const handed = Promise.all([stored, previous]).then(([result]) => {
      onPage(result);
      return result;
    });
    handed.catch(() => undefined);
    kept.push(handed);
  };
  // A batch's raw pixels (about 9 MB a page) are encoded before the next batch is drawn,
  // so a long document never piles its pages up in memory.
  for (let first = 0; first < pageCount; first += BATCH_PAGES) {
    const batch = Array.from({ length: Math.min(BATCH_PAGES, pageCount - first) }, (_, n) => first + n);
    await pool.render(file, batch, VIEWER_WIDTH, keep);
    await Promise.all(kept);
  }
  return Promise.all(kept);
}
