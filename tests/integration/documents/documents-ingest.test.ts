import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlobStore } from "#server/documents/blobs/blob-store.ts";
import { ingestUpload } from "#server/documents/ingest.ts";
import { RenderPool } from "#server/documents/render/pool.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { blobStoreOn, pieces } from "#tests/support/documents/blob-stores.ts";
import { officeFile } from "#tests/support/documents/office-files.ts";
import { pdfFixture } from "#tests/support/documents/pdf-fixtures.ts";

// An upload from its body to the store on both databases: a good PDF is kept with its
// page count and outline, a Word file is kept as download-only without rendering, and a
// refused PDF leaves no bytes behind, except bytes that were stored before it.

const settings = { DOCUMENT_MAX_BYTES: 10 * 1024 * 1024, DOCUMENT_MAX_PAGES: 2000 };

describe.each(DATABASE_KINDS)("ingesting uploads on %s", (kind) => {
  let db: TestDatabase;
  let store: BlobStore;
  let pool: RenderPool;
  const blobs = async () => Number((await db.query("SELECT count(*) AS n FROM document_blobs"))[0]?.n);

  beforeAll(async () => {
    db = await createTestDatabase(kind, "document_ingest");
    store = await blobStoreOn(db);
    pool = new RenderPool({ workers: 1, timeoutMs: 1500, heapMb: 256, memoryMb: 768 });
  });
  afterAll(async () => {
    await pool?.close();
    await store?.close();
    db?.dispose();
  });

  it("keeps a good PDF with its pages and outline, and a Word file as download-only", async () => {
    const pdf = await ingestUpload(store, pool, pieces(pdfFixture("normal")), settings);
    expect(pdf).toMatchObject({ kind: "pdf", viewable: true, pdf: { pageCount: 3 } });
    expect(await store.size(pdf.sha256)).toBe(pdfFixture("normal").length);
    const word = await ingestUpload(store, pool, pieces(officeFile("docx")), settings);
    expect(word).toMatchObject({ kind: "docx", viewable: false });
    expect(word.pdf).toBeUndefined();
  });

  it.each([
    ["script-after-stream", "pdf_active_content"],
    ["encrypted", "pdf_encrypted"],
    ["bomb-image", "render_failed"],
  ])("removes the bytes of %s once it is refused with %s", async (name, code) => {
    const before = await blobs();
    await expect(ingestUpload(store, pool, pieces(pdfFixture(name)), settings)).rejects.toMatchObject({
      code,
    });
    expect(await blobs()).toBe(before);
  });

  it("leaves bytes that were stored before a refused upload of the same file", async () => {
    const earlier = await store.put(pieces(pdfFixture("truncated")));
    await expect(ingestUpload(store, pool, pieces(pdfFixture("truncated")), settings)).rejects.toMatchObject({
      code: "pdf_damaged",
    });
    expect(await store.size(earlier.sha256)).toBe(pdfFixture("truncated").length);
  });
});
