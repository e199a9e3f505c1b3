import { PDFDocument, PDFName } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admitPdf } from "#server/documents/pdf/admit-pdf.ts";
import { RenderPool } from "#server/documents/render/pool.ts";
import { onePage } from "#tests/fixtures/pdf/raw-pdf.ts";
import { pdfFile } from "#tests/support/documents/pdf-fixtures.ts";

// Where readers and parsers disagree about a file's objects, the check takes every view:
// a script packed in an object stream, behind an escaped name, in the first of two
// objects of one number, or hidden in another object's stream data where only the
// cross-reference table finds it, is refused; ordinary navigation is not.

const PAGE = "/MediaBox [0 0 612 792] /Contents 5 0 R";
const TEXT = { dict: "", data: Buffer.from("BT /F1 24 Tf 72 700 Td (Report) Tj ET") };
const SCRIPT = "<< /S /JavaScript /JS (app.alert(1);) >>";

/** `pdf` with object `number`'s cross-reference entry pointing at `offset` instead. */
function pointXref(pdf: Buffer, number: number, offset: number): Buffer {
  const text = pdf.toString("latin1");
  const table = text.lastIndexOf("\nxref\n") + 1;
  const lines = text.slice(table).split("\n");
  lines[number + 2] = `${String(offset).padStart(10, "0")} 00000 n `;
  return Buffer.from(text.slice(0, table) + lines.join("\n"), "latin1");
}

async function packedScript(withScript: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]);
  if (withScript)
    doc.catalog.set(
      PDFName.of("OpenAction"),
      doc.context.register(doc.context.obj({ S: "JavaScript", JS: "app.alert(1)" })),
    );
  return doc.save({ useObjectStreams: true });
}

describe("active content where views of a PDF disagree", () => {
  let pool: RenderPool;
  beforeAll(() => {
    pool = new RenderPool({ workers: 1, timeoutMs: 5000, heapMb: 256, memoryMb: 768 });
  });
  afterAll(() => pool?.close());
  const verdict = (bytes: Uint8Array) =>
    admitPdf(pool, pdfFile(bytes), 2000).then(
      () => "accepted",
      (error: { code: string }) => error.code,
    );

  it("refuses a script packed in a compressed object stream, and accepts the file without it", async () => {
    expect(await verdict(await packedScript(true))).toBe("pdf_active_content");
    expect(await verdict(await packedScript(false))).toBe("accepted");
  });

  it("refuses an action whose type is spelled with # escapes", async () => {
    const escaped = onePage(PAGE, [TEXT, "<< /S /Java#53cript /JS (app.alert(1);) >>"], "/OpenAction 6 0 R");
    expect(await verdict(escaped)).toBe("pdf_active_content");
  });

  it("refuses a script in the first of two objects of one number, the one the cross-reference table names", async () => {
    const twice = onePage(PAGE, [TEXT, SCRIPT, "<< /Clean true >>"], "/OpenAction 6 0 R");
    const renumbered = Buffer.from(twice.toString("latin1").replace("7 0 obj", "6 0 obj"), "latin1");
    expect(await verdict(renumbered)).toBe("pdf_active_content");
  });

  it("refuses a script that only the cross-reference table finds, inside another object's stream", async () => {
    const hidden = {
      dict: "",
      data: Buffer.from(`BT /F1 24 Tf 72 700 Td (Report) Tj ET\n%\n6 0 obj ${SCRIPT} endobj\n`),
    };
    const pdf = onePage(PAGE, [hidden, "<< /Clean true >>"], "/OpenAction 6 0 R");
    expect(await verdict(pointXref(pdf, 6, pdf.indexOf("6 0 obj")))).toBe("pdf_active_content");
  });

  it("accepts ordinary navigation: a page opened to fit, a next-page link, a font named JS", async () => {
    const link = "<< /Type /Annot /Subtype /Link /Rect [72 650 300 680] /A << /S /Named /N /NextPage >> >>";
    const pdf = onePage(
      "/MediaBox [0 0 612 792] /Contents 5 0 R /Annots [6 0 R] /Resources << /Font << /JS 4 0 R >> >>",
      [{ dict: "", data: Buffer.from("BT /JS 24 Tf 72 700 Td (Report) Tj ET") }, link],
      "/OpenAction [3 0 R /Fit]",
    );
    expect(await verdict(pdf)).toBe("accepted");
  });
});
