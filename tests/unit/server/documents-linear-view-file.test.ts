import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { activeInLinearView } from "#server/documents/pdf/active-content/linear-view.ts";
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
});
