import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { PageResult } from "#server/documents/render/messages.ts";
import { RenderPool } from "#server/documents/render/pool.ts";
import type { Viewer } from "#server/documents/watermark/text.ts";
import { cleanPagePng, watermarkedPage } from "#server/documents/watermark/watermark.ts";
import { ocr } from "#tests/support/documents/ocr.ts";
import { pdfFixturePath } from "#tests/support/documents/pdf-fixtures.ts";

// The watermark is in the pixels: Tesseract (Debian's tesseract-ocr) reads the viewer's
// e-mail back from the page image a viewer is served, the page's own text stays readable,
// and names in Chinese and Arabic come out as their letters, drawn with the project's
// fonts, not as empty boxes.

const viewer = (name: string): Viewer => ({
  name,
  email: "anna.petrova@example.com",
  organisation: "Northwind Pension Fund",
  at: new Date("2026-11-24T09:41:00Z"),
});

/** The watermark's foot band alone, enlarged, as one line for OCR. */
async function footBand(image: {
  data: Buffer;
  width: number;
  height: number;
  band: number;
}): Promise<Buffer> {
  return sharp(image.data)
    .extract({ left: 0, top: image.height - image.band, width: image.width, height: image.band })
    .resize({ width: image.width * 2 })
    .png()
    .toBuffer();
}

describe("watermarked page images", () => {
  let page: PageResult;
  beforeAll(async () => {
    const pool = new RenderPool({ workers: 1, timeoutMs: 5000, heapMb: 256, memoryMb: 512 });
    await pool.render(pdfFixturePath("normal"), [0], 1240, (rendered) => (page = rendered));
    await pool.close();
  });

  it("carries the viewer's e-mail in the served JPEG, and the page's text stays readable", async () => {
    const clean = await ocr(
      await sharp(page.rgba, { raw: { width: page.width, height: page.height, channels: 4 } })
        .png()
        .toBuffer(),
    );
    expect(clean).not.toContain("anna.petrova@example.com");
    const image = await watermarkedPage(page, viewer("Anna Petrova"), "jpeg");
    expect((await sharp(image.data).metadata()).format).toBe("jpeg");
    const read = await ocr(image.data);
    expect(read).toContain("anna.petrova@example.com");
    expect(read).toContain("Northwind Pension Fund");
    expect(read).toContain("2026-11-24 09:41 UTC");
    expect(read).toContain("Distributions were paid to every investor on schedule.");
  });

  it("watermarks the stored clean page (PNG) the same way, the band added below the page", async () => {
    const stored = await cleanPagePng(page);
    const image = await watermarkedPage(stored, viewer("Anna Petrova"), "png");
    expect(image).toMatchObject({ width: page.width, height: page.height + image.band });
    expect(await ocr(await footBand(image), { singleLine: true })).toContain("anna.petrova@example.com");
  });

  it("draws a Chinese name in Han characters", async () => {
    const image = await watermarkedPage(page, viewer("王小明"), "png");
    expect(await ocr(await footBand(image), { language: "chi_sim", singleLine: true })).toContain("王小明");
  });

  it("draws an Arabic name in joined Arabic letters, without moving the e-mail", async () => {
    const image = await watermarkedPage(page, viewer("محمد العلي"), "png");
    const read = await ocr(await footBand(image), { language: "ara+eng", singleLine: true });
    expect(read).toContain("محمد العلي");
    expect(read).toContain("anna.petrova@example.com");
  });
});
