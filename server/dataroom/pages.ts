import { setTimeout as delay } from "node:timers/promises";
import type { PortalDocuments } from "#server/dataroom/records/store.ts";
import type { StoredPageRow } from "#server/dataroom/records/types.ts";
import type { BlobStore } from "#server/documents/blobs/blob-store.ts";
import { DocumentRefusal } from "#server/documents/refusals.ts";
import { keepPageImages } from "#server/documents/render/page-images.ts";
import type { RenderPool } from "#server/documents/render/pool.ts";

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
 * each), in the background after upload; a page that cannot be drawn is kept as failed,
 * answered for good and never drawn again. A page asked for before it is drawn waits for
 * it; a version whose drawing was cut short (a restart) is drawn again when asked, and
 * rows already kept stay. Another instance's drawing shows up as rows in the database.
 */
export function pageKeeper(pool: RenderPool, blobs: BlobStore, documents: PortalDocuments) {
  const running = new Map<string, Promise<void>>();
  let closed = false;
  const keyOf = (file: Pick<VersionFile, "documentId" | "version">) => `${file.documentId}:${file.version}`;

  async function draw(file: VersionFile): Promise<void> {
    const [kept, failed] = await Promise.all([
      documents.pages(file.documentId, file.version),
      documents.failedPages(file.documentId, file.version),
    ]);
    const done = new Set([...kept.map((row) => row.page), ...failed]);
    const missing = Array.from({ length: file.pageCount }, (_, n) => n).filter((n) => !done.has(n));
    if (missing.length === 0) return;
    // The worker reads the stored file itself, a block at a time (BlobStore.file).
    const pdf = await blobs.file(file.sha256);
    const saving: Promise<void>[] = [];
    const { documentId, version } = file;
    const drawing = keepPageImages(
      pool,
      blobs,
      pdf.path,
      missing,
      (page) => {
        const { index, ...image } = page;
        saving.push(documents.putPage(documentId, version, { page: index, ...image }));
      },
      // Kept, so the page is answered for good and never drawn again.
      (page) => saving.push(documents.failPage(documentId, version, page.index, page.reason, new Date())),
    ).finally(() => pdf.release());
    // Every write is waited for, even when the drawing stopped part-way: none may fail unseen.
    const [drawn] = await Promise.allSettled([drawing]);
    const failedWrite = (await Promise.allSettled(saving)).find((write) => write.status === "rejected");
    if (drawn.status === "rejected") throw drawn.reason;
    if (failedWrite) throw failedWrite.reason;
  }

  /** The page's row, "failed" when it cannot be drawn, or undefined while it is not drawn yet. */
  async function stored(file: VersionFile, index: number): Promise<StoredPageRow | "failed" | undefined> {
    const row = await documents.page(file.documentId, file.version, index);
    if (row) return row;
    const failed = await documents.failedPages(file.documentId, file.version);
    return failed.includes(index) ? "failed" : undefined;
  }

  const keeper = {
    /** Starts drawing the version's pages unless this instance is drawing them already. */
    ensure(file: VersionFile): Promise<void> {
      // A stopping server starts no drawing: its writes would outlive the connection.
      if (closed) return Promise.reject(new DocumentRefusal("render_failed", "the server is stopping"));
      const key = keyOf(file);
      const current = running.get(key);
      if (current) return current;
      const work = draw(file).finally(() => running.delete(key));
      work.catch(() => undefined);
      running.set(key, work);
      return work;
    },

    /**
     * The page's row once drawn, "failed" once it is known that it cannot be, or undefined
     * after waiting PAGE_WAIT_MS.
     */
    async page(file: VersionFile, index: number): Promise<StoredPageRow | "failed" | undefined> {
      const deadline = Date.now() + PAGE_WAIT_MS;
      for (;;) {
        const row = await stored(file, index);
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
        if (failed) return stored(file, index);
      }
    },

    /** Waits for every drawing of the document's versions in this instance (before deleting it). */
    async settle(documentId: string): Promise<void> {
      const mine = [...running].filter(([key]) => key.startsWith(`${documentId}:`)).map(([, work]) => work);
      await Promise.allSettled(mine);
    },

    async close(): Promise<void> {
      closed = true;
      await Promise.allSettled(running.values());
    },
  };
  return keeper;
}

export type PageKeeper = ReturnType<typeof pageKeeper>;
