import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageResult } from "#server/documents/render/messages.ts";
import { RenderPool } from "#server/documents/render/pool.ts";
import { darkPixels, pdfFixturePath } from "#tests/support/documents/pdf-fixtures.ts";

// PDF pages drawn by PDFium in worker threads, each with its text, links and the
// document's headings (what a screen-reader user gets beside the image), and the limits
// that stop a job that runs too long or grows too large without stopping the pool.

const normal = pdfFixturePath("normal");

async function renderAll(pool: RenderPool, file: string, pages: number[]): Promise<PageResult[]> {
  const done: PageResult[] = [];
  await pool.render(file, pages, 1240, (page) => done.push(page));
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

  it("checks a PDF and draws its first page in one job, reading it from its file", async () => {
    const { info, firstPage } = await pool.admit(normal, 2000, 1240);
    expect(info.pageCount).toBe(3);
    expect(firstPage?.text).toContain("Section 1");
  });

  it("stamps a download as an update after the file's own bytes, which stay as stored", async () => {
    const viewer = {
      name: "Anna Petrova",
      email: "anna@example.com",
      organisation: "Northwind",
      at: new Date(),
    };
    const stamped = await pool.stamp(normal, viewer);
    const update = Buffer.from(stamped.update ?? []);
    expect(update.length).toBeGreaterThan(0);
    // The fonts' subsets and a line per page: a few kilobytes, never the pages again.
    expect(update.length).toBeLessThan(64 * 1024);
    expect(update.toString("latin1")).toMatch(/trailer[\s\S]*\/Prev \d+[\s\S]*%%EOF\s*$/);
  });

  it("answers a file that is not there with render_failed, and keeps serving", async () => {
    await expect(pool.inspect(`${normal}.missing`, 2000)).rejects.toMatchObject({ code: "render_failed" });
    expect((await pool.inspect(normal, 2000)).pageCount).toBe(3);
  });

  it("draws a 200-inch page within the pixel budget instead of refusing it", async () => {
    const [page] = await renderAll(pool, pdfFixturePath("huge-page"), [0]);
    expect(page).toMatchObject({ width: 1240, height: 1240, text: "Two hundred inches" });
  });

  it("counts the workers told to stop until their threads have ended", async () => {
    const closing = new RenderPool({ workers: 2, timeoutMs: 5000, heapMb: 256, memoryMb: 512 });
    await renderAll(closing, normal, [0]);
    expect(closing.load).toEqual({ queued: 0, busy: 0, workers: 2, stopping: 0 });
    const closed = closing.close();
    expect(closing.load).toEqual({ queued: 0, busy: 0, workers: 0, stopping: 2 });
    await closed;
    expect(closing.load.stopping).toBe(0);
  });

  it("stops a job past its time limit and serves the next one on a fresh worker", async () => {
    // PDFium's own ceiling lifted, so that the clock is what stops it.
    const strict = new RenderPool({
      workers: 1,
      timeoutMs: 1000,
      heapMb: 256,
      pdfiumMb: 2047,
      memoryMb: 4096,
    });
    try {
      await expect(renderAll(strict, pdfFixturePath("bomb-content"), [0])).rejects.toMatchObject({
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
    const lean = new RenderPool({
      workers: 1,
      timeoutMs: 60_000,
      heapMb: 256,
      pdfiumMb: 2047,
      memoryMb: 150,
    });
    try {
      await expect(renderAll(lean, pdfFixturePath("bomb-content"), [0])).rejects.toMatchObject({
        code: "render_failed",
        detail: "memory limit",
      });
      expect((await renderAll(lean, normal, [0]))[0]?.links).toHaveLength(1);
    } finally {
      await lean.close();
    }
  });

  it("refuses a page whose image is past the pixel budget before drawing it", async () => {
    await expect(renderAll(pool, pdfFixturePath("bomb-image"), [0])).rejects.toMatchObject({
      code: "render_failed",
      detail: "page 1: an image of 400000000 pixels",
    });
  });

  it("refuses a page whose content outgrows PDFium's ceiling, and serves the next on a fresh engine", {
    timeout: 60_000,
  }, async () => {
    // No clock and no process-wide watch to stop it: the ceiling on PDFium's memory does.
    const capped = new RenderPool({
      workers: 1,
      timeoutMs: 60_000,
      heapMb: 256,
      pdfiumMb: 128,
      memoryMb: 4096,
    });
    try {
      await expect(renderAll(capped, pdfFixturePath("bomb-content"), [0])).rejects.toMatchObject({
        code: "render_failed",
      });
      expect((await renderAll(capped, normal, [0]))[0]?.links).toHaveLength(1);
    } finally {
      await capped.close();
    }
  });
});
