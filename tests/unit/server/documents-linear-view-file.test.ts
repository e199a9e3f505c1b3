import { readdirSync } from "node:fs";
import { PDFInvalidObject, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { activeInLinearView } from "#server/documents/pdf/active-content/linear-view.ts";
import { withParsed } from "#server/documents/pdf/file-bytes.ts";
import { onePage } from "#tests/fixtures/pdf/raw-pdf.ts";
import { pdfFile, pdfFixture, pdfFixturePath } from "#tests/support/documents/pdf-fixtures.ts";

// The upload check reads a PDF from its file a window at a time, letting long stream data
// go once read, so that judging a 200 MB file does not hold it. It must reach the same
// verdict as reading the whole file into memory, on every file of the hostile corpus and
// where the data it let go is needed again (an XFA packet decoded after the whole parse).

const verdict = (view: Promise<string | undefined>) =>
  view.then(
    (found) => found ?? "nothing active",
    (error: Error) => `unreadable: ${error.constructor.name}`,
  );

describe("the file-order view read from a file", () => {
  const corpus = readdirSync(new URL("../../fixtures/pdf/", import.meta.url))
    .filter((name) => name.endsWith(".pdf"))
    .map((name) => name.replace(/\.pdf$/, ""));

  it("judges every file of the corpus as the view of the whole file in memory does", async () => {
    expect(corpus.length).toBeGreaterThan(20);
    for (const name of corpus) {
      const inMemory = await verdict(activeInLinearView(pdfFixture(name)));
      const fromFile = await verdict(activeInLinearView(pdfFixturePath(name)));
      expect([name, fromFile]).toEqual([name, inMemory]);
    }
    expect(await verdict(activeInLinearView(pdfFixturePath("launch")))).toBe("a Launch action");
  });

  it("reads a long XFA packet again from the file, and finds the script at its end", async () => {
    const packet = (script: string) =>
      Buffer.from(
        `<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><!--${"x".repeat(300_000)}-->` +
          `<template><subform name="f">${script}</subform></template></xdp:xdp>`,
      );
    const spaces = (length: number) => ({ dict: "", data: Buffer.alloc(length, 0x20) });
    const form = (script: string) =>
      onePage(
        "/MediaBox [0 0 612 792]",
        // Long data before and after the packet, read through the same memory as it.
        [spaces(400_000), { dict: "", data: packet(script) }, spaces(350_000)],
        "/AcroForm << /Fields [] /XFA 6 0 R >>",
      );
    const scripted = form("<script>app.alert(1)</script>");
    expect(await activeInLinearView(pdfFile(scripted))).toBe("an XFA form with a script");
    expect(await activeInLinearView(scripted)).toBe("an XFA form with a script");
    expect(await activeInLinearView(pdfFile(form("<field name='a'/>")))).toBeUndefined();
  });

  it("gives back the long data it let go, a stream's and an unparsable object's, as in the file", async () => {
    const junk = Buffer.alloc(70_000, "j");
    const image = Buffer.alloc(66_000, "i");
    const base = onePage("/MediaBox [0 0 612 792]", [{ dict: "", data: image }]);
    // An object pdf-lib cannot parse (a dictionary never closed), then the long stream after it.
    const at = base.indexOf("5 0 obj");
    const pdf = Buffer.concat([
      base.subarray(0, at),
      Buffer.from(`9 0 obj\n<< /A (${junk})\nendobj\n`),
      base.subarray(at),
    ]);
    // The data is read again while the file is open, inside the reading.
    const [streamBytes, invalidBytes] = await withParsed(pdfFile(pdf), async (context) => {
      const kept = context.enumerateIndirectObjects().map(([, object]) => object);
      const stream = kept.find((object) => object instanceof PDFRawStream && object.contents.length > 60_000);
      const invalid = kept.find((object) => object instanceof PDFInvalidObject);
      return [
        Buffer.from((stream as PDFRawStream | undefined)?.contents ?? []),
        Buffer.from((invalid as unknown as { data: Uint8Array } | undefined)?.data ?? []),
      ];
    });
    expect(streamBytes.equals(image)).toBe(true);
    expect(invalidBytes.includes(junk)).toBe(true);
  });
});
