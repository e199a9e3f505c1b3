import { VIEWER_WIDTH } from "#server/documents/pdf/pdfium/render-page.ts";
import type { PageResult } from "#server/documents/render/messages.ts";
import type { RenderPool } from "#server/documents/render/pool.ts";
import type { Viewer } from "#server/documents/watermark/text.ts";
import { watermarkedPage } from "#server/documents/watermark/watermark.ts";

export const BENCH_VIEWER: Viewer = {
  name: "王小明 Anna Petrova",
  email: "anna.petrova@example.com",
  organisation: "Northwind Pension Fund",
  at: new Date(),
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
export const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms (n=${values.length})`;

/** Process CPU (every thread: the workers and sharp's threads too) spent in `work`, in ms. */
export async function cpuMs(work: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
}

/** Opening a document as a viewer would: its first page drawn and watermarked as JPEG. */
export async function firstPageMs(pool: RenderPool, pdf: string): Promise<number> {
  const started = performance.now();
  let page: PageResult | undefined;
  await pool.render(pdf, [0], VIEWER_WIDTH, (drawn) => (page = drawn));
  if (!page) throw new Error("no page");
  await watermarkedPage(page, BENCH_VIEWER, "jpeg");
  return performance.now() - started;
}

/** CPU per page for `count` pages: drawing them clean, then watermarking each as JPEG. */
export async function pageCpu(pool: RenderPool, pdf: string, count: number) {
  const pages: PageResult[] = [];
  const indexes = Array.from({ length: count }, (_, n) => n);
  const render = await cpuMs(() => pool.render(pdf, indexes, VIEWER_WIDTH, (page) => pages.push(page)));
  const watermark = await cpuMs(async () => {
    for (const page of pages) await watermarkedPage(page, BENCH_VIEWER, "jpeg");
  });
  return { renderMs: render / count, watermarkMs: watermark / count };
}
