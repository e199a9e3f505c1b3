import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { admitPdf } from "#server/documents/pdf/admit-pdf.ts";
import { REFUSALS } from "#server/documents/refusals.ts";
import { RenderPool } from "#server/documents/render/pool.ts";
import { renderPoolOptions } from "#server/documents/settings.ts";
import { ACTIVE_CONTENT, pdfFixturePath } from "#tests/support/documents/pdf-fixtures.ts";

// Every file of the hostile corpus (tests/fixtures/pdf/README.md) gets its documented
// answer at upload, and the process keeps answering HTTP requests while the worst of
// them are being judged: the decompression bombs run in a worker that is stopped at its
// limit, never on the thread that serves requests.

const REFUSED = [
  ["truncated", "pdf_damaged"],
  ["not-a-pdf", "pdf_damaged"],
  ["encrypted", "pdf_encrypted"],
  ["owner-password", "pdf_encrypted"],
  ["bomb-content", "render_failed"],
  ["bomb-image", "render_failed"],
] as const;

describe("the hostile PDF corpus", () => {
  let pool: RenderPool;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // The shipped defaults, as a server with no DOCUMENT_* setting runs: the answers in the
    // corpus README are theirs, whatever the machine's speed.
    pool = new RenderPool({ ...renderPoolOptions(loadConfig({})), workers: 1 });
    server = createServer((_request, response) => response.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await pool?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("accepts a plain report with its pages, outline, link and text", async () => {
    const admitted = await admitPdf(pool, pdfFixturePath("normal"), 2000);
    expect(admitted.pageCount).toBe(3);
    expect(admitted.outline).toHaveLength(3);
    expect(admitted.firstPage.links).toEqual([{ url: "https://ucp.example/reports" }]);
    expect(admitted.firstPage.text).toContain("Section 1: Quarterly report");
  });

  it("accepts 300 pages, and refuses them past the page limit", async () => {
    expect((await admitPdf(pool, pdfFixturePath("many-pages"), 2000)).pageCount).toBe(300);
    await expect(admitPdf(pool, pdfFixturePath("many-pages"), 299)).rejects.toMatchObject({
      code: "pdf_too_many_pages",
      status: 422,
    });
  });

  it("draws a 200-inch page within the pixel budget", async () => {
    const admitted = await admitPdf(pool, pdfFixturePath("huge-page"), 2000);
    expect(admitted.firstPage).toMatchObject({ width: 1240, height: 1240 });
  });

  it("admits a PDF whose bomb is on page 2: only page 1 is drawn at upload", async () => {
    const admitted = await admitPdf(pool, pdfFixturePath("bomb-page-two"), 2000);
    expect(admitted.pageCount).toBe(3);
    expect(admitted.firstPage.text).toContain("Page one is plain");
  });

  it.each(REFUSED)("refuses %s with %s, a status and a sentence for staff", async (name, code) => {
    const refusal = await admitPdf(pool, pdfFixturePath(name), 2000).then(
      () => undefined,
      (error: { code: string; status: number; message: string }) => error,
    );
    expect(refusal).toMatchObject({ code, status: 422 });
    expect(refusal?.message).toMatch(/^[A-Z].+\.$/);
  });

  it("answers HTTP requests while a decompression bomb is being refused", async () => {
    let judged = false;
    let answeredMeanwhile = 0;
    const judging = admitPdf(pool, pdfFixturePath("bomb-content"), 2000).catch(
      (error: { code: string }) => error.code,
    );
    judging.finally(() => (judged = true));
    while (!judged) {
      const response = await fetch(base);
      expect(await response.text()).toBe("ok");
      if (!judged) answeredMeanwhile++;
    }
    expect(await judging).toBe("render_failed");
    // One request after another, each waiting on the last: a blocked thread would answer none.
    expect(answeredMeanwhile).toBeGreaterThan(10);
    expect((await admitPdf(pool, pdfFixturePath("normal"), 2000)).pageCount).toBe(3);
  });
});

describe("active content, at the shipped settings", () => {
  let pool: RenderPool;
  beforeAll(() => {
    pool = new RenderPool(renderPoolOptions(loadConfig({})));
  });
  afterAll(() => pool?.close());

  it.each(ACTIVE_CONTENT)("refuses %s, telling staff that nothing was kept", async (name) => {
    const refusal = await admitPdf(pool, pdfFixturePath(name), 2000).then(
      () => undefined,
      (error: { code: string; status: number; message: string }) => error,
    );
    expect(refusal).toMatchObject({ code: "pdf_active_content", status: 422 });
    expect(refusal?.message).toBe(REFUSALS.pdf_active_content.message);
  });

  it("accepts a report whose page links to a web address when clicked", async () => {
    const admitted = await admitPdf(pool, pdfFixturePath("normal"), 2000);
    expect(admitted.firstPage.links).toEqual([{ url: "https://ucp.example/reports" }]);
  });
});
