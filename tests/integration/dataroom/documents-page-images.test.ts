import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlobCorruptError, type BlobStore } from "#server/documents/blobs/blob-store.ts";
import { blobDirectoryFor } from "#server/documents/blobs/disk-blob-store.ts";
import { keepPageImages, type StoredPage } from "#server/documents/render/page-images.ts";
import { RenderPool } from "#server/documents/render/pool.ts";
import { decodedPagesHeld, viewerPage } from "#server/documents/render/viewer-page.ts";
import { watermarkedPage } from "#server/documents/watermark/watermark.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { blobStoreOn, readAll } from "#tests/support/documents/blob-stores.ts";
import { ocr } from "#tests/support/documents/ocr.ts";
import { pdfFixturePath } from "#tests/support/documents/pdf-fixtures.ts";

// A version's pages are drawn once and kept as clean PNG blobs on either store, each with
// its text and links, in page order, the first one ready before the rest.

describe.each(DATABASE_KINDS)("clean page images on %s", (kind) => {
  let db: TestDatabase;
  let store: BlobStore;
  let pool: RenderPool;
  /** Changes one byte of a stored blob behind the store's back. */
  const damage = async (address: string) => {
    if (kind === "postgres") {
      await db.exec(`UPDATE document_blob_chunks SET data = set_byte(data, 10, (get_byte(data, 10) + 1) % 256)
        WHERE blob_id = (SELECT id FROM document_blobs WHERE sha256 = '${address}')`);
      return;
    }
    const path = join(
      blobDirectoryFor(db.env.SQLITE_PATH ?? ""),
      address.slice(0, 2),
      address.slice(2, 4),
      address,
    );
    const bytes = readFileSync(path);
    bytes[10] = ((bytes[10] ?? 0) + 1) % 256;
    writeFileSync(path, bytes);
  };

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
    const pages = await keepPageImages(pool, store, pdfFixturePath("normal"), 3, (page: StoredPage) =>
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

  it("serves a kept page with the viewer's e-mail in its pixels, and never a damaged one", async () => {
    const [page] = await keepPageImages(pool, store, pdfFixturePath("normal"), 1);
    const viewer = {
      name: "Anna Petrova",
      email: "anna.petrova@example.com",
      organisation: "Northwind",
      at: new Date(),
    };
    const served = await viewerPage(store, page?.image ?? "", viewer);
    expect((await sharp(served.data).metadata()).format).toBe("jpeg");
    expect(await ocr(served.data)).toContain("anna.petrova@example.com");
    await damage(page?.image ?? "");
    await expect(viewerPage(store, page?.image ?? "", viewer)).rejects.toBeInstanceOf(BlobCorruptError);
  });

  it("decodes a page once for its viewers, and each still gets only their own watermark", async () => {
    // Not "normal": the test before damaged that page in this store.
    const [page] = await keepPageImages(pool, store, pdfFixturePath("many-pages"), 1);
    const image = page?.image ?? "";
    const at = new Date();
    const anna = { name: "Anna Petrova", email: "anna.petrova@example.com", organisation: "Northwind", at };
    const omar = { name: "Omar Haddad", email: "omar.haddad@example.com", organisation: "Eastgate", at };
    const first = await viewerPage(store, image, anna);
    expect(decodedPagesHeld().pages).toBeGreaterThan(0);
    const other = await viewerPage(store, image, omar);
    const again = await viewerPage(store, image, anna);
    // The kept pixels were not changed by the views made from them.
    expect(again.data.equals(first.data)).toBe(true);
    // Made from the kept pixels, Omar's image is the one made from the stored PNG itself.
    const { bytes } = await readAll(store, image);
    expect(other.data.equals((await watermarkedPage(Buffer.from(bytes), omar)).data)).toBe(true);
    expect(other.data.equals(first.data)).toBe(false);
  });

  it("keeps pages in order across the batches a long document is drawn in", async () => {
    const order: number[] = [];
    const pages = await keepPageImages(pool, store, pdfFixturePath("many-pages"), 19, (page) =>
      order.push(page.index),
    );
    expect(order).toEqual(Array.from({ length: 19 }, (_, n) => n));
    expect(pages[18]?.text).toContain("Section 19: Quarterly report");
  });
});
