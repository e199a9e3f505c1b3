import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RenderPool } from "../../server/documents/render-pool.ts";
import type { Viewer } from "../../server/documents/watermark-text.ts";
import { pdfFixture } from "../support/pdf-fixtures.ts";
import { pdfPageTexts } from "../support/pdf-text.ts";

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
    const stamped = await pool.stamp(original, viewer(name));
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

  it("stamps all 300 pages of a long document", { timeout: 60_000 }, async () => {
    const pages = await pdfPageTexts(await pool.stamp(pdfFixture("many-pages"), viewer("王小明")));
    expect(pages).toHaveLength(300);
    expect(
      pages.filter((text) => text.includes("王小明") && text.includes("anna.petrova@example.com")),
    ).toHaveLength(300);
  });
});
