import { randomBytes } from "node:crypto";
import { degrees, PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageResult } from "#server/documents/render/messages.ts";
import { RenderPool } from "#server/documents/render/pool.ts";
import type { Viewer } from "#server/documents/watermark/text.ts";
import { rawPdf } from "#tests/fixtures/pdf/raw-pdf.ts";
import { ocr } from "#tests/support/documents/ocr.ts";
import { pdfFile, pdfFixture } from "#tests/support/documents/pdf-fixtures.ts";
import { pdfPageTexts } from "#tests/support/documents/pdf-text.ts";
import { stampedCopy } from "#tests/support/documents/stamped-copy.ts";

// A download is stamped on every page for the person who takes it, with a project font
// that has the letters of their name: pdf.js finds the e-mail and the name in the text
// of every page, in Latin, Arabic and Chinese, and never a "?" in its place.

const viewer = (name: string): Viewer => ({
  name,
  email: "anna.petrova@example.com",
  organisation: "Northwind Pension Fund",
  at: new Date("2026-11-24T09:41:00Z"),
});

describe("stamped downloads", () => {
  let pool: RenderPool;
  beforeAll(() => {
    pool = new RenderPool({ workers: 1, timeoutMs: 5000, heapMb: 256, memoryMb: 1024 });
  });
  afterAll(() => pool?.close());

  it.each([
    ["a Latin", "Anna Petrova"],
    ["an Arabic", "محمد العلي"],
    ["a Chinese", "王小明"],
    ["a Japanese", "さくら 山田"],
    ["a Korean", "김민준"],
  ])("prints %s name and the e-mail on every page", async (_script, name) => {
    const original = pdfFixture("normal");
    const stamped = await stampedCopy(pool, original, viewer(name));
    const pages = await pdfPageTexts(stamped);
    expect(pages).toHaveLength(3);
    for (const text of pages) {
      expect(text).toContain(name);
      expect(text).toContain("anna.petrova@example.com");
      expect(text).toContain("Northwind Pension Fund");
      expect(text).toContain("2026-11-24 09:41 UTC");
      expect(text).not.toContain("?");
    }
    expect((await pdfPageTexts(original))[0]).not.toContain("anna.petrova@example.com");
  });

  it("prints the line upright along the foot the reader sees, on turned pages too", async () => {
    const doc = await PDFDocument.create();
    for (const angle of [0, 90, 180, 270]) doc.addPage([595, 842]).setRotation(degrees(angle));
    const stamped = await stampedCopy(pool, await doc.save(), viewer("Anna Petrova"));
    const pages: PageResult[] = [];
    await pool.render(pdfFile(stamped), [0, 1, 2, 3], 1240, (page) => pages.push(page));
    for (const page of pages) {
      const foot = Math.round(page.height * 0.04);
      const strip = await sharp(page.rgba, { raw: { width: page.width, height: page.height, channels: 4 } })
        .extract({ left: 0, top: page.height - foot, width: page.width, height: foot })
        .resize({ width: page.width * 2 })
        .png()
        .toBuffer();
      expect(await ocr(strip, { singleLine: true })).toContain("anna.petrova@example.com");
    }
  });

  it("stamps all 300 pages of a long document", { timeout: 60_000 }, async () => {
    const pages = await pdfPageTexts(await stampedCopy(pool, pdfFixture("many-pages"), viewer("王小明")));
    expect(pages).toHaveLength(300);
    expect(
      pages.filter((text) => text.includes("王小明") && text.includes("anna.petrova@example.com")),
    ).toHaveLength(300);
  });

  it("saves a file whose end names no cross-reference section whole, its images intact", async () => {
    const image = randomBytes(200 * 500 * 3);
    const withEnd = rawPdf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /Im 5 0 R >> >> >>",
      { dict: "", data: Buffer.from("q 400 0 0 300 100 400 cm /Im Do Q") },
      {
        dict: "/Type /XObject /Subtype /Image /Width 200 /Height 500 /ColorSpace /DeviceRGB /BitsPerComponent 8",
        data: image,
      },
    ]);
    const original = withEnd.subarray(0, withEnd.lastIndexOf("startxref"));
    const stamped = await pool.stamp(pdfFile(original), viewer("Anna Petrova"));
    expect(stamped.whole).toBeDefined();
    const copy = await PDFDocument.load(stamped.whole ?? new Uint8Array());
    const xobjects = copy.getPage(0).node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
    const kept = xobjects?.lookup(PDFName.of("Im"));
    expect(kept).toBeInstanceOf(PDFRawStream);
    expect(Buffer.from((kept as PDFRawStream).contents).equals(image)).toBe(true);
    expect((await pdfPageTexts(stamped.whole ?? new Uint8Array()))[0]).toContain("anna.petrova@example.com");
  });
});
