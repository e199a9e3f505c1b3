import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlobStore } from "../../server/documents/blob-store.ts";
import { keepPageImages, type StoredPage } from "../../server/documents/page-images.ts";
import { RenderPool } from "../../server/documents/render-pool.ts";
import { blobStoreOn, readAll } from "../support/blob-stores.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/databases.ts";
import { pdfFixture } from "../support/pdf-fixtures.ts";

// A version's pages are drawn once and kept as clean PNG blobs on either store, each with
// its text and links, in page order, the first one ready before the rest.

describe.each(DATABASE_KINDS)("clean page images on %s", (kind) => {
  let db: TestDatabase;
  let store: BlobStore;
  let pool: RenderPool;
  beforeAll(async () => {
    db = await createTestDatabase(kind, "document_pages");
    store = await blobStoreOn(db);
    pool = new RenderPool({ workers: 1, timeoutMs: 5000, heapMb: 256, memoryMb: 512 });
  });
  afterAll(async () => {
    await pool?.close();
    await store?.close();
    db?.dispose();
  });

  it("keeps every page as a PNG with its text, handed over in page order", async () => {
    const order: number[] = [];
    const pages = await keepPageImages(pool, store, pdfFixture("normal"), 3, (page: StoredPage) =>
      order.push(page.index),
    );
    expect(order).toEqual([0, 1, 2]);
    expect(pages.map((page) => page.index)).toEqual([0, 1, 2]);
    for (const page of pages) {
      const { bytes, error } = await readAll(store, page.image);
      expect(error).toBeUndefined();
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 1240, height: 1754 });
      expect(page.text).toContain(`Section ${page.index + 1}: Quarterly report`);
    }
    expect(new Set(pages.map((page) => page.image)).size).toBe(3);
  });

  it("keeps pages in order across the batches a long document is drawn in", async () => {
    const order: number[] = [];
    const pages = await keepPageImages(pool, store, pdfFixture("many-pages"), 19, (page) =>
      order.push(page.index),
    );
    expect(order).toEqual(Array.from({ length: 19 }, (_, n) => n));
    expect(pages[18]?.text).toContain("Section 19: Quarterly report");
  });
});
