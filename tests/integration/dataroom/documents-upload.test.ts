import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlobStore } from "#server/documents/blobs/blob-store.ts";
import { acceptUpload } from "#server/documents/upload.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import { blobStoreOn, pieces } from "#tests/support/documents/blob-stores.ts";
import { officeFile } from "#tests/support/documents/office-files.ts";
import { probeUpload } from "#tests/support/documents/upload-probe-run.ts";

// What staff's uploads meet before the data room keeps them: the type read from the
// content (PDF viewable; Excel and Word download-only; anything else refused), the size
// limit counted as the bytes flow, and a 200 MB file streamed with bounded memory.

const MB = 1024 * 1024;
const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1"), randomBytes(3 * MB)]);

describe.each(DATABASE_KINDS)("document uploads on %s", (kind) => {
  let db: TestDatabase;
  let store: BlobStore;
  const count = async () => {
    const [row] = await db.query("SELECT count(*) AS n FROM document_blobs");
    return Number(row?.n);
  };

  beforeAll(async () => {
    db = await createTestDatabase(kind, "document_uploads");
    store = await blobStoreOn(db);
  });
  afterAll(async () => {
    await store?.close();
    db?.dispose();
  });

  it("takes a PDF as viewable and Excel and Word files as download-only, whatever their names", async () => {
    expect(await acceptUpload(store, pieces(PDF), 10 * MB)).toMatchObject({
      kind: "pdf",
      viewable: true,
      size: PDF.length,
    });
    for (const type of ["xlsx", "docx", "xls", "doc"] as const) {
      const accepted = await acceptUpload(store, pieces(officeFile(type)), 10 * MB);
      expect(accepted).toMatchObject({ kind: type, viewable: false });
    }
  });

  it("refuses anything else from its content, storing nothing", async () => {
    const before = await count();
    const refusals = [
      Buffer.from("%!PS-Adobe-3.0\nnot a pdf, only named like one\n"),
      officeFile("zip"),
      Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00", "latin1"),
      Buffer.from("<html><script>alert(1)</script></html>"),
    ];
    for (const bytes of refusals) {
      await expect(acceptUpload(store, pieces(bytes), 10 * MB)).rejects.toMatchObject({
        code: "unsupported_type",
        status: 415,
      });
    }
    await expect(acceptUpload(store, pieces(Buffer.alloc(0)), 10 * MB)).rejects.toMatchObject({
      code: "empty_file",
    });
    expect(await count()).toBe(before);
  });

  it("stops a file past the limit as it streams, with 413 and nothing stored", async () => {
    const before = await count();
    await expect(acceptUpload(store, pieces(PDF), 2 * MB)).rejects.toMatchObject({
      code: "file_too_large",
      status: 413,
    });
    expect(await count()).toBe(before);
  });

  it("streams a 200 MB upload within 200 MB of extra memory", { timeout: 180_000 }, async () => {
    const figures = await probeUpload(db.env, 200);
    expect(figures.bytes).toBe(200 * MB);
    expect(figures.growthMb).toBeLessThan(200);
    expect(await count()).toBeGreaterThan(0);
  });
});
