import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imagePagesPdf } from "#bench/support/large-pdf.ts";
import { BlobCorruptError, type BlobStore } from "#server/documents/blobs/blob-store.ts";
import { ingestUpload } from "#server/documents/ingest.ts";
import type { WorkerJob } from "#server/documents/render/messages.ts";
import { keepPageImages } from "#server/documents/render/page-images.ts";
import { RenderPool } from "#server/documents/render/pool.ts";
import type { Handlers } from "#server/documents/render/scheduler.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { blobStoreOn, pieces } from "#tests/support/documents/blob-stores.ts";

// A large PDF is admitted and drawn from a checked local file that the render worker
// reads as it needs it, on both stores: the worker is handed a path, never the file's
// bytes, a PostgreSQL copy is gone once the job ends, and a damaged blob stops before
// any job starts. (The memory this saves is measured in bench/documents.ts.)

/** The real pool, noting every job it is given. */
class RecordingPool extends RenderPool {
  readonly jobs: WorkerJob[] = [];
  protected override submit(job: WorkerJob, handlers: Handlers): Promise<void> {
    this.jobs.push(job);
    return super.submit(job, handlers);
  }
}

const settings = { DOCUMENT_MAX_BYTES: 64 * 1024 * 1024, DOCUMENT_MAX_PAGES: 2000 };

describe.each(DATABASE_KINDS)("PDFs read from their files on %s", (kind) => {
  let db: TestDatabase;
  let store: BlobStore;
  let pool: RecordingPool;
  const large = imagePagesPdf(10);

  beforeAll(async () => {
    db = await createTestDatabase(kind, "document_files");
    store = await blobStoreOn(db);
    pool = new RecordingPool({ workers: 1, timeoutMs: 10_000, heapMb: 256, memoryMb: 1024 });
  });
  afterAll(async () => {
    await pool?.close();
    await store?.close();
    db?.dispose();
  });

  it("admits a 20 MB PDF and draws its pages with the worker given a path, never the bytes", async () => {
    const ingested = await ingestUpload(store, pool, pieces(large, 1024 * 1024), settings);
    expect(ingested.pdf?.pageCount).toBe(10);
    const file = await store.file(ingested.sha256);
    try {
      expect(readFileSync(file.path).equals(large)).toBe(true);
      const pages = await keepPageImages(pool, store, file.path, 10);
      expect(pages.map((page) => page.width)).toEqual(Array(10).fill(1240));
    } finally {
      await file.release();
    }
    const [admitting, ...drawing] = pool.jobs.map((job) => job.op);
    expect(admitting).toBe("inspect");
    expect(drawing.length).toBeGreaterThan(0);
    expect(new Set(drawing)).toEqual(new Set(["render"]));
    for (const job of pool.jobs) {
      expect(job).not.toHaveProperty("bytes");
      expect(job).toMatchObject({ file: expect.any(String) });
    }
    // A PostgreSQL blob is copied for the job and the copy removed; a disk blob is read in place.
    const paths = pool.jobs.map((job) => (job.op === "stamp" ? "" : job.file));
    expect(paths.map((path) => existsSync(path))).toEqual(paths.map(() => kind === "sqlite"));
  });

  it("refuses a damaged blob before a job could be given its file", async () => {
    const stored = await store.put(pieces(imagePagesPdf(1)));
    if (kind === "postgres")
      await db.exec(`UPDATE document_blob_chunks SET data = set_byte(data, 10, (get_byte(data, 10) + 1) % 256)
        WHERE blob_id = (SELECT id FROM document_blobs WHERE sha256 = '${stored.sha256}')`);
    else {
      const file = await store.file(stored.sha256);
      const bytes = readFileSync(file.path);
      bytes[10] = ((bytes[10] ?? 0) + 1) % 256;
      writeFileSync(file.path, bytes);
    }
    await expect(store.file(stored.sha256)).rejects.toBeInstanceOf(BlobCorruptError);
  });
});
