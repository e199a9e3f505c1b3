import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageResult } from "../../server/documents/render-messages.ts";
import { RenderPool } from "../../server/documents/render-pool.ts";
import { darkPixels, pdfFixture } from "../support/pdf-fixtures.ts";

// PDF pages drawn by PDFium in worker threads, each with its text, links and the
// document's headings (what a screen-reader user gets beside the image), and the limits
// that stop a job that runs too long or grows too large without stopping the pool.

const normal = pdfFixture("normal");

async function renderAll(pool: RenderPool, bytes: Uint8Array, pages: number[]): Promise<PageResult[]> {
  const done: PageResult[] = [];
  await pool.render(bytes, pages, 1240, (page) => done.push(page));
  return done;
}

describe("rendering PDF pages in worker threads", () => {
  let pool: RenderPool;
  beforeAll(() => {
    pool = new RenderPool({ workers: 2, timeoutMs: 5000, heapMb: 256, memoryMb: 512 });
  });
  afterAll(() => pool?.close());

  it("gives the page count and the headings of the outline, each with its page", async () => {
    const info = await pool.inspect(normal, 2000);
    expect(info.pageCount).toBe(3);
    expect(info.outline).toEqual(
      [1, 2, 3].map((n) => ({ title: `Section ${n}: Quarterly report`, level: 1, page: n })),
    );
  });

  it("draws the pages asked for, at the viewer's width, with their text and links", async () => {
    const [first, third] = await renderAll(pool, normal, [0, 2]);
    expect(first).toMatchObject({ index: 0, width: 1240, height: 1754 });
    expect(darkPixels(first?.rgba ?? new Uint8Array())).toBeGreaterThan(2000);
    expect(first?.text).toContain(
      "Section 1: Quarterly report\nPage 1 of 3. Net asset value rose in the quarter.",
    );
    expect(first?.links).toEqual([{ url: "https://ucp.example/reports" }]);
    expect(third).toMatchObject({ index: 2, links: [] });
    expect(third?.text).toContain("Page 3 of 3");
  });

  it("moves a file the caller hands over to the worker, and copies one it keeps", async () => {
    const handed = new Uint8Array(normal);
    const { info, firstPage } = await pool.admit(handed, 2000, 1240, true);
    expect(info.pageCount).toBe(3);
    expect(firstPage?.text).toContain("Section 1");
    expect(handed.byteLength).toBe(0);
    const kept = new Uint8Array(normal);
    await pool.admit(kept, 2000, 1240);
    expect(kept.byteLength).toBe(normal.length);
  });

  it("draws a 200-inch page within the pixel budget instead of refusing it", async () => {
    const [page] = await renderAll(pool, pdfFixture("huge-page"), [0]);
    expect(page).toMatchObject({ width: 1240, height: 1240, text: "Two hundred inches" });
  });

  it("stops a job past its time limit and serves the next one on a fresh worker", async () => {
    const strict = new RenderPool({ workers: 1, timeoutMs: 1000, heapMb: 256, memoryMb: 4096 });
    try {
      await expect(renderAll(strict, pdfFixture("bomb-image"), [0])).rejects.toMatchObject({
        code: "render_failed",
        detail: "time limit",
      });
      expect((await renderAll(strict, normal, [1]))[0]?.text).toContain("Section 2");
    } finally {
      await strict.close();
    }
  });

  it("stops a job whose memory grows past the limit and serves the next one", {
    timeout: 60_000,
  }, async () => {
    const lean = new RenderPool({ workers: 1, timeoutMs: 60_000, heapMb: 256, memoryMb: 150 });
    try {
      await expect(renderAll(lean, pdfFixture("bomb-content"), [0])).rejects.toMatchObject({
        code: "render_failed",
        detail: "memory limit",
      });
      expect((await renderAll(lean, normal, [0]))[0]?.links).toHaveLength(1);
    } finally {
      await lean.close();
    }
  });
});
