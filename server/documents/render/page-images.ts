import type { BlobStore } from "../blobs/blob-store.ts";
import type { PageLink } from "../pdf/pdfium/page-text.ts";
import { VIEWER_WIDTH } from "../pdf/pdfium/render-page.ts";
import { cleanPagePng } from "../watermark/watermark.ts";
import type { PageResult } from "./messages.ts";
import type { RenderPool } from "./pool.ts";
import { fileAtFault } from "./scheduler.ts";

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

/** A page the engine could not draw within the limits, and why (for the log). */
export interface FailedPage {
  index: number;
  reason: string;
}

/**
 * Draws the pages `pages` (a count: every page from the first) of the PDF at `file` (a
 * local path) once, in page order, and keeps each clean image in the blob store, handing
 * each page to `onPage` as soon as it is kept (so the first can be served while the rest
 * are drawn). The viewer's request only adds the watermark. A page that fails (past a
 * limit, unreadable) is handed to `onFailed` and the rest are still drawn: pages come
 * back in order, so the failed one is the first of its batch that did not come back.
 */
export async function keepPageImages(
  pool: RenderPool,
  store: BlobStore,
  file: string,
  pages: number | readonly number[],
  onPage: (page: StoredPage) => void = () => undefined,
  onFailed: (page: FailedPage) => void = () => undefined,
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
  const left = typeof pages === "number" ? Array.from({ length: pages }, (_, n) => n) : [...pages];
  // A batch's raw pixels (about 9 MB a page) are encoded before the next batch is drawn,
  // so a long document never piles its pages up in memory.
  while (left.length > 0) {
    const batch = left.splice(0, BATCH_PAGES);
    const back = new Set<number>();
    const failure = await pool
      .render(file, batch, VIEWER_WIDTH, (page) => {
        back.add(page.index);
        keep(page);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    await Promise.all(kept);
    if (failure === undefined) continue;
    if (!fileAtFault(failure)) throw failure;
    const at = batch.findIndex((index) => !back.has(index));
    const culprit = batch[at];
    if (culprit === undefined) throw failure;
    onFailed({ index: culprit, reason: `${failure.code}: ${failure.detail ?? ""}` });
    left.unshift(...batch.slice(at + 1));
  }
  return Promise.all(kept);
}
