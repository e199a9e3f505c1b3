import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordUpload } from "#server/dataroom/record-upload.ts";
import type { BlobStore } from "#server/documents/blobs/blob-store.ts";
import { textDocument } from "#tests/fixtures/pdf/text-document.ts";
import { createTestDatabase, DATABASE_KINDS } from "#tests/support/database/databases.ts";
import { blobStoreOn, pieces } from "#tests/support/documents/blob-stores.ts";
import { pdfFixture } from "#tests/support/documents/pdf-fixtures.ts";
import {
  ORIGIN,
  type Person,
  type PortalContentFixture,
  portalContentFixture,
  putFile,
  STAFF_API,
} from "#tests/support/portal/index.ts";

// Staff's file names as readers meet them: a long name is cut to fit, not a 500; a name
// hiding a right-to-left override shows and downloads as what the file is. And no refused
// upload leaves its bytes behind, in the database or on disk.

describe.each(DATABASE_KINDS)("upload names and refused uploads on %s", (kind) => {
  let fx: PortalContentFixture;
  let deal: string;
  let reader: Person;
  let pdf: Uint8Array;

  /** Every blob whose bytes are kept: rows, and (beside SQLite) files on disk. */
  const storedBytes = async () => {
    const rows = await fx.db.query("SELECT sha256 FROM document_blobs");
    const kept = new Set(rows.map((row) => String(row.sha256)));
    if (kind === "sqlite") {
      const root = join(dirname(fx.db.env.SQLITE_PATH ?? ""), "blobs");
      const files = readdirSync(root, { recursive: true, withFileTypes: true });
      for (const file of files) if (file.isFile() && /^[0-9a-f]{64}$/.test(file.name)) kept.add(file.name);
    }
    return [...kept].sort();
  };
  const upload = (name: string, bytes: Uint8Array, path = `/deals/${deal}/documents`) =>
    putFile(fx.api.base, ORIGIN, fx.staff, `${STAFF_API}${path}?${new URLSearchParams({ name })}`, bytes);

  beforeAll(async () => {
    fx = await portalContentFixture(kind, "upload_names");
    deal = await fx.deal("Names Fund");
    const org = await fx.organisation("Org Names");
    await fx.grant(deal, org);
    reader = await fx.person("Nia Names", [[org, "principal"]]);
    pdf = await textDocument(1);
  });
  afterAll(async () => fx?.close());

  it("takes a 255-character name, cut to fit its title and download name", async () => {
    const name = `${"Quarterly report ".repeat(15).slice(0, 251)}.pdf`;
    expect(name).toHaveLength(255);
    const answer = await upload(name, pdf);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(Array.from(answer.body.title).length).toBeLessThanOrEqual(200);
    expect(answer.body.title.startsWith("Quarterly report Quarterly report")).toBe(true);
    const [version] = answer.body.versions;
    expect(Buffer.byteLength(version?.fileName ?? "")).toBeLessThanOrEqual(255);
    expect(version?.fileName.endsWith(".pdf")).toBe(true);
  });

  it("shows and downloads a right-to-left override name as the PDF it is", async () => {
    // A browser shows "Invoice\u202Efdp.exe" as "Invoiceexe.pdf"; it ends in ".exe".
    const answer = await upload("Invoice\u200B\u202Efdp.exe", pdf);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.title).toBe("Invoicefdp");
    expect(answer.body.versions[0]?.fileName).toBe("Invoicefdp.exe.pdf");
    const id = answer.body.id;
    await fx.make(`/documents/${id}`, { downloadAllowed: true }, 200, "PATCH");
    await fx.make(`/documents/${id}/publication`, undefined, 200);
    const download = await fetch(`${fx.people.base}/portal/api/deals/${deal}/documents/${id}/download`, {
      headers: { origin: ORIGIN, cookie: [...reader.client.cookies].map(([n, v]) => `${n}=${v}`).join("; ") },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(
      "attachment; filename*=UTF-8''Invoicefdp.exe.pdf",
    );
    await download.arrayBuffer();
  });

  it("leaves no bytes behind for any refused upload", async () => {
    const before = await storedBytes();
    const refusals = [
      ["script.pdf", pdfFixture("script"), 422],
      ["truncated.pdf", pdfFixture("truncated"), 422],
      ["notes.txt", Buffer.from("plain text, not a document"), 415],
      ["empty.pdf", Buffer.alloc(0), 400],
    ] as const;
    for (const [name, bytes, status] of refusals) expect((await upload(name, bytes)).status).toBe(status);
    const gone = "AAAAAAAAAAAAAAAAAAAAAA";
    expect((await upload("new.pdf", pdf, `/documents/${gone}/versions`)).status).toBe(404);
    expect(await storedBytes()).toEqual(before);
  });
});

describe.each(DATABASE_KINDS)("recording an upload whose bytes are stored, on %s", (kind) => {
  let store: BlobStore;
  let dispose: () => void;
  beforeAll(async () => {
    const db = await createTestDatabase(kind, "record_upload");
    store = await blobStoreOn(db);
    dispose = () => db.dispose();
  });
  afterAll(async () => {
    await store?.close();
    dispose?.();
  });

  it("removes the bytes this upload added when the record is refused or fails, and only those", async () => {
    const added = await store.put(pieces(Buffer.from("bytes of an upload refused late")));
    expect(
      await recordUpload(
        store,
        added,
        async () => "no_deal",
        (answer) => answer !== "no_deal",
      ),
    ).toBe("no_deal");
    expect(await store.size(added.sha256)).toBeUndefined();

    const failing = await store.put(pieces(Buffer.from("bytes whose record failed")));
    const failed = recordUpload(
      store,
      failing,
      () => Promise.reject(new Error("database refused")),
      () => true,
    );
    await expect(failed).rejects.toThrow("database refused");
    expect(await store.size(failing.sha256)).toBeUndefined();

    // Bytes stored before this upload (the same file twice) stay for the row that names them.
    const first = await store.put(pieces(Buffer.from("bytes kept by an earlier upload")));
    const again = await store.put(pieces(Buffer.from("bytes kept by an earlier upload")));
    expect(again.created).toBe(false);
    await recordUpload(
      store,
      again,
      async () => undefined,
      () => false,
    );
    expect(await store.size(first.sha256)).toBeGreaterThan(0);
  });
});
