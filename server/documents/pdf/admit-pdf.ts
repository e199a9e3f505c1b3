import type { DocumentInfo, PageResult } from "../render/messages.ts";
import type { RenderPool } from "../render/pool.ts";
import { VIEWER_WIDTH } from "./pdfium/render-page.ts";

export interface AdmittedPdf extends DocumentInfo {
  firstPage: PageResult;
}

/**
 * The check a PDF passes at upload, in the render pool so that no file can stall the
 * server: it opens (not damaged, not encrypted), has no more pages than allowed, carries
 * no active content, and its first page draws within the time and memory limits. Otherwise it is
 * refused with the `DocumentRefusal` that says why (tests/fixtures/pdf/README.md lists
 * the hostile files and their answers). `file` is a local path (a stored blob's, see
 * BlobStore.file), which the worker reads as it needs it.
 */
export async function admitPdf(pool: RenderPool, file: string, maxPages: number): Promise<AdmittedPdf> {
  const { info, firstPage } = await pool.admit(file, maxPages, VIEWER_WIDTH);
  if (!firstPage) throw new Error("the first page was not drawn");
  return { ...info, firstPage };
}
