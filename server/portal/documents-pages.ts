import { setTimeout as delay } from "node:timers/promises";
import type { BlobStore } from "../documents/blob-store.ts";
import { keepPageImages } from "../documents/page-images.ts";
import type { RenderPool } from "../documents/render-pool.ts";
import type { PortalDocuments } from "../store/portal-documents-store.ts";
import type { StoredPageRow } from "../store/portal-documents-types.ts";

/** How long a page request waits for its page to be drawn before answering 503. */
const PAGE_WAIT_MS = 20_000;
const POLL_MS = 100;

export interface VersionFile {
  documentId: string;
  version: number;
  sha256: string;
  pageCount: number;
}

/**
 * Draws a version's pages once (decision 0023: clean PNGs kept in the blob store, one row
 * each), in the background after upload. A page asked for before it is drawn waits for
 * it; a version whose drawing was cut short (a restart) is drawn again when asked, and
 * rows already kept stay. Another instance's drawing shows up as rows in the database.
 */
export function pageKeeper(pool: RenderPool, blobs: BlobStore, documents: PortalDocuments) {
  const running = new Map<string, Promise<void>>();
  const keyOf = (file: Pick<VersionFile, "documentId" | "version">) => `${file.documentId}:${file.version}`;

  async function draw(file: VersionFile): Promise<void> {
    const kept = await documents.pages(file.documentId, file.version);
    if (kept.length >= file.pageCount) return;
    // The worker reads the stored file itself, a block at a time (BlobStore.file).
    const pdf = await blobs.file(file.sha256);
    const saving: Promise<void>[] = [];
    await keepPageImages(pool, blobs, pdf.path, file.pageCount, (page) => {
      saving.push(
        documents.putPage(file.documentId, file.version, {
          page: page.index,
          image: page.image,
          width: page.width,
          height: page.height,
          text: page.text,
          links: page.links,
        }),
      );
    }).finally(() => pdf.release());
    await Promise.all(saving);
  }

  const keeper = {
    /** Starts drawing the version's pages unless this instance is drawing them already. */
    ensure(file: VersionFile): Promise<void> {
      const key = keyOf(file);
      const current = running.get(key);
      if (current) return current;
      const work = draw(file).finally(() => running.delete(key));
      work.catch(() => undefined);
      running.set(key, work);
      return work;
    },

    /** The page's row once drawn, or undefined after waiting PAGE_WAIT_MS. */
    async page(file: VersionFile, index: number): Promise<StoredPageRow | undefined> {
      const deadline = Date.now() + PAGE_WAIT_MS;
      for (;;) {
        const row = await documents.page(file.documentId, file.version, index);
        if (row || Date.now() > deadline) return row;
        let failed = false;
        const drawing = keeper.ensure(file).then(
          () => undefined,
          () => {
            failed = true;
          },
        );
        await Promise.race([drawing, delay(POLL_MS)]);
        // A drawing that failed is not retried in a loop: the page is not ready (503).
        if (failed) return documents.page(file.documentId, file.version, index);
      }
    },

    /** Waits for every drawing of the document's versions in this instance (before deleting it). */
    async settle(documentId: string): Promise<void> {
      const mine = [...running].filter(([key]) => key.startsWith(`${documentId}:`)).map(([, work]) => work);
      await Promise.allSettled(mine);
    },

    async close(): Promise<void> {
      await Promise.allSettled(running.values());
    },
  };
  return keeper;
}

export type PageKeeper = ReturnType<typeof pageKeeper>;
