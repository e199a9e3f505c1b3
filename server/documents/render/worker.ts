import { parentPort, workerData } from "node:worker_threads";
import { findActiveContent } from "../pdf/active-content/find-active-content.ts";
import { openDocument } from "../pdf/pdfium/document.ts";
import { heap, loadPdfium, type Pdfium } from "../pdf/pdfium/engine.ts";
import { checkImageSizes } from "../pdf/pdfium/image-budget.ts";
import { documentOutline } from "../pdf/pdfium/outline.ts";
import { pageLinks, pageText } from "../pdf/pdfium/page-text.ts";
import { renderPage } from "../pdf/pdfium/render-page.ts";
import { DocumentRefusal } from "../refusals.ts";
import { stampPdf } from "../watermark/stamp/stamp-pdf.ts";
import type { PageResult, WorkerJob, WorkerReply } from "./messages.ts";

// One rendering thread of the pool (render-pool.ts). It has no access to the store or
// the network: a checked local file's path comes in, pixels, text or a stamp's update go out; it reads the file itself, as PDFium asks. The pool stops it when a job runs
// past its time or memory limit.

const port = parentPort;
if (!port) throw new Error("render-worker.ts runs as a worker thread");
const send = (reply: WorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

function readPage(pdfium: Pdfium, doc: number, index: number, width: number): PageResult {
  const page = pdfium.FPDF_LoadPage(doc, index);
  if (!page) throw new DocumentRefusal("pdf_damaged", `page ${index + 1}`);
  try {
    checkImageSizes(pdfium, page, index);
    const pixels = renderPage(pdfium, page, index, width);
    return { index, ...pixels, text: pageText(pdfium, page), links: pageLinks(pdfium, doc, page) };
  } finally {
    pdfium.FPDF_ClosePage(page);
  }
}

async function run(id: number, job: WorkerJob): Promise<void> {
  if (job.op === "stamp") {
    const stamped = await stampPdf(job.file, job.viewer);
    send({ id, kind: "stamped", stamped }, [(stamped.update ?? stamped.whole).buffer as ArrayBuffer]);
    return;
  }
  const pdfium = await loadPdfium();
  const doc = openDocument(pdfium, job.file);
  try {
    if (job.op === "inspect") {
      if (doc.pageCount > job.maxPages)
        throw new DocumentRefusal("pdf_too_many_pages", `${doc.pageCount} pages`);
      const active = await findActiveContent(pdfium, doc.handle, doc.pageCount, job.file);
      if (active) throw new DocumentRefusal("pdf_active_content", active);
      send({
        id,
        kind: "info",
        info: { pageCount: doc.pageCount, outline: documentOutline(pdfium, doc.handle) },
      });
      return;
    }
    for (const index of job.pages) {
      if (index < 0 || index >= doc.pageCount)
        throw new DocumentRefusal("pdf_damaged", `no page ${index + 1}`);
      const page = readPage(pdfium, doc.handle, index, job.width);
      send({ id, kind: "page", page }, [page.rgba.buffer as ArrayBuffer]);
    }
  } finally {
    doc.close();
  }
}

// The engine loads before the worker takes a job, so no job's time limit pays for it.
await loadPdfium((workerData as { pdfiumMb: number }).pdfiumMb);
send({ id: 0, kind: "ready" });

port.on("message", async ({ id, job }: { id: number; job: WorkerJob }) => {
  try {
    await run(id, job);
    const pdfium = await loadPdfium();
    send({ id, kind: "done", wasmMb: heap(pdfium).length / 1024 / 1024 });
  } catch (error) {
    if (error instanceof DocumentRefusal) {
      send({ id, kind: "refused", code: error.code, detail: error.detail });
    } else {
      // PDFium past its memory (or a bug in it) leaves the engine in no state to trust.
      const detail = (error as Error).message;
      send({ id, kind: "refused", code: "render_failed", detail, retire: true });
    }
  }
});
