import { deflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { carriesScript } from "../../../server/documents/script-scan.ts";
import { ScriptScanner } from "../../../server/documents/script-scanner.ts";
import { onePage, rawPdf } from "../../fixtures/pdf/raw-pdf.ts";
import { pdfFile, pdfFixturePath } from "../../support/pdf-fixtures.ts";

// The script check at upload reads the file once, in pieces: it must refuse every way a
// JavaScript action can be written (packed in a compressed object stream, names spelt
// with # escapes, a string that looks like a keyword) and accept the corpus' clean files.

const scriptAction = "<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>";

/** A three-page document from pdf-lib, whose objects it packs into compressed object streams. */
async function packedPdf(withScript: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let n = 0; n < 3; n++) doc.addPage([595, 842]).drawText(`Page ${n + 1}`, { x: 72, y: 700 });
  if (withScript) {
    const action = doc.context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of("app.alert(1)") });
    doc.catalog.set(PDFName.of("OpenAction"), doc.context.register(action));
  }
  return doc.save({ useObjectStreams: true });
}

describe("the script check", () => {
  it.each(["normal", "many-pages", "huge-page", "bomb-content", "bomb-image"])(
    "accepts the corpus' %s.pdf",
    async (name) => {
      expect(await carriesScript(pdfFixturePath(name))).toBe(false);
    },
  );

  it("refuses the corpus' OpenAction script", async () => {
    expect(await carriesScript(pdfFixturePath("script"))).toBe(true);
  });

  it("finds a script packed in a compressed object stream, and accepts the same file without it", async () => {
    const packed = await packedPdf(true);
    // Not a byte of the script's names is readable without inflating the object stream.
    expect(Buffer.from(packed).includes("JavaScript")).toBe(false);
    expect(await carriesScript(pdfFile(packed))).toBe(true);
    expect(await carriesScript(pdfFile(await packedPdf(false)))).toBe(false);
  });

  it("reads names written with # escapes", async () => {
    const escaped = onePage("", ["<< /S /J#61va#53cript /J#53 (app.alert\\(1\\)) >>"], "/OpenAction 5 0 R");
    expect(await carriesScript(pdfFile(escaped))).toBe(true);
  });

  it("is not led past an action by a string or a comment that reads like a stream", async () => {
    const hidden = onePage(
      "",
      [`<< /Note (stream) /A ${scriptAction} >>`, `<< /Note (<<) >> % stream\n<< /A ${scriptAction} >>`],
      "/OpenAction 5 0 R",
    );
    expect(await carriesScript(pdfFile(hidden))).toBe(true);
  });

  it("finds an action after stream data that spans the pieces the file is read in", async () => {
    // Image data of just over 1 MiB puts the action past the first piece the scan reads.
    const padding = { dict: "/Type /XObject /Subtype /Image", data: Buffer.alloc(1024 * 1024 - 40, 0x41) };
    expect(await carriesScript(pdfFile(onePage("", [padding, scriptAction], "/OpenAction 6 0 R")))).toBe(
      true,
    );
  });

  it("reads the same answer whichever byte the file is cut at between two pieces", () => {
    const image = { dict: "/Type /XObject /Subtype /Image", data: Buffer.from("stream endstrea endstreak") };
    // A missed `endstream` would skip the action, up to the next stream's end.
    const file = (action: string) => onePage("", [image, action, image], "/OpenAction 6 0 R");
    const scanSplit = (bytes: Buffer, at: number) => {
      const scanner = new ScriptScanner();
      scanner.feed(bytes.subarray(0, at));
      scanner.feed(bytes.subarray(at));
      return scanner.end();
    };
    const scripted = file(scriptAction);
    const clean = file("<< /Type /Action /S /URI /URI (https://ucp.example) >>");
    for (let at = 0; at <= scripted.length; at++) expect(scanSplit(scripted, at)).toBe(true);
    for (let at = 0; at <= clean.length; at++) expect(scanSplit(clean, at)).toBe(false);
  });

  it("refuses as damaged an object stream it cannot unpack, rather than let it pass unread", async () => {
    const objects = Buffer.from(`5 0 ${scriptAction}`, "latin1");
    const unreadable = onePage("", [
      {
        dict: "/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode",
        data: Buffer.from(objects.toString("hex")),
      },
    ]);
    await expect(carriesScript(pdfFile(unreadable))).rejects.toMatchObject({ code: "pdf_damaged" });
    const inflatable = rawPdf([
      "<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>",
      "<< /Type /Pages /Kids [] /Count 0 >>",
      { dict: "/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", data: deflateSync(objects) },
    ]);
    expect(await carriesScript(pdfFile(inflatable))).toBe(true);
  });
});
