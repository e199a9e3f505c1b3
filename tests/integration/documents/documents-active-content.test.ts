import { createHash } from "node:crypto";
import { PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffDocumentView } from "#common/portal-documents-api.ts";
import { judgeHeldVersions } from "#server/dataroom/holds.ts";
import { activeInLinearView } from "#server/documents/pdf/active-content/linear-view.ts";
import { REFUSALS } from "#server/documents/refusals.ts";
import { RenderPool } from "#server/documents/render/pool.ts";
import { openPostgresSql } from "#server/store/postgres-sql.ts";
import { openSqliteSql } from "#server/store/sqlite-sql.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import { blobStoreOn, pieces } from "#tests/support/documents/blob-stores.ts";
import { ACTIVE_CONTENT, pdfFixture } from "#tests/support/documents/pdf-fixtures.ts";
import {
  ORIGIN,
  type Person,
  type PortalContentFixture,
  portalContentFixture,
  putFile,
  remainingBytes,
  STAFF_API,
} from "#tests/support/portal/index.ts";

// No active content reaches an investor: over HTTP on both databases, every PDF of the
// corpus that carries some is refused at upload with the sentence staff read, leaving no
// document and no bytes; a report whose page links to a web address is kept, and its
// stamped download, read back, still has its link and holds nothing active. PDFs stored
// before this check are not downloaded until each is judged again, and one that fails
// stays held.

describe.each(DATABASE_KINDS)("active content in uploads on %s", (kind) => {
  let fx: PortalContentFixture;
  let deal: string;
  let reader: Person;
  const download = (id: string) =>
    fetch(`${fx.people.base}/portal/api/deals/${deal}/documents/${id}/download`, {
      headers: { origin: ORIGIN, cookie: [...reader.client.cookies].map(([n, v]) => `${n}=${v}`).join("; ") },
    });
  const upload = (name: string) =>
    putFile(
      fx.api.base,
      ORIGIN,
      fx.staff,
      `${STAFF_API}/deals/${deal}/documents?name=${name}.pdf&type=quarterly_report`,
      pdfFixture(name),
    );

  beforeAll(async () => {
    fx = await portalContentFixture(kind, "documents_active");
    deal = await fx.deal("Active Fund");
    const organisation = await fx.organisation("Org Active");
    await fx.grant(deal, organisation);
    reader = await fx.person("Ray Reader", [[organisation, "principal"]]);
  });
  afterAll(async () => fx?.close());

  it("refuses each PDF with active content, keeping neither a document nor its bytes", async () => {
    for (const name of ACTIVE_CONTENT) {
      const answer = await upload(name);
      expect([name, answer.status, answer.body.code]).toEqual([name, 422, "pdf_active_content"]);
      expect((answer.body as { message?: string }).message).toBe(REFUSALS.pdf_active_content.message);
      const sha = createHash("sha256").update(pdfFixture(name)).digest("hex");
      expect(await remainingBytes(fx.db, [sha])).toEqual([]);
    }
    const kept = await fx.db.query("SELECT count(*) AS n FROM portal_documents");
    expect(Number(kept[0]?.n)).toBe(0);
  });

  it("keeps a report with a web link, and its stamped download holds the link and nothing active", async () => {
    const answer = await upload("normal");
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const doc = answer.body as StaffDocumentView;
    await fx.make(`/documents/${doc.id}`, { downloadAllowed: true }, 200, "PATCH");
    await fx.make(`/documents/${doc.id}/publication`, undefined, 200);
    const response = await download(doc.id);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const link = (await PDFDocument.load(bytes)).getPage(0).node.Annots()?.lookup(0, PDFDict);
    const uri = link?.lookup(PDFName.of("A"), PDFDict).lookup(PDFName.of("URI"), PDFString);
    expect(uri?.decodeText()).toBe("https://ucp.example/reports");
    expect(await activeInLinearView(bytes)).toBeUndefined();
  });

  it("holds the downloads of PDFs stored before the check until each is judged again", async () => {
    const published = async () => {
      const doc = (await upload("normal")).body as StaffDocumentView;
      await fx.make(`/documents/${doc.id}`, { downloadAllowed: true }, 200, "PATCH");
      await fx.make(`/documents/${doc.id}/publication`, undefined, 200);
      return doc.id;
    };
    const [launching, clean] = [await published(), await published()];
    // What migration 015 finds after an upgrade: a PDF the byte scan let in, and a clean one, both held.
    const blobs = await blobStoreOn(fx.db);
    const sql =
      kind === "sqlite"
        ? openSqliteSql(fx.env.SQLITE_PATH ?? "")
        : openPostgresSql(fx.env.DATABASE_URL ?? "");
    const pool = new RenderPool({ workers: 1, timeoutMs: 5000, heapMb: 256, memoryMb: 768 });
    try {
      const stored = await blobs.put(pieces(pdfFixture("launch")));
      await fx.db.query(
        `UPDATE portal_document_versions SET blob_sha256 = '${stored.sha256}' WHERE document_id = '${launching}'`,
      );
      await fx.db.query(
        `INSERT INTO portal_document_holds (document_id, version) VALUES ('${launching}', 1), ('${clean}', 1)`,
      );
      for (const id of [launching, clean]) expect((await download(id)).status).toBe(403);
      const warnings: object[] = [];
      expect(await judgeHeldVersions(sql, blobs, pool, { warn: (details) => warnings.push(details) })).toBe(
        1,
      );
      expect(warnings).toEqual([expect.objectContaining({ documentId: launching, version: 1 })]);
      expect((await download(launching)).status).toBe(403);
      const released = await download(clean);
      expect(released.status).toBe(200);
      expect(new TextDecoder().decode((await released.bytes()).subarray(0, 5))).toBe("%PDF-");
      const holds = await fx.db.query("SELECT document_id, finding FROM portal_document_holds");
      expect(holds).toEqual([
        { document_id: launching, finding: expect.stringContaining("pdf_active_content") },
      ]);
    } finally {
      await Promise.all([pool.close(), blobs.close(), sql.close()]);
    }
  });
});
