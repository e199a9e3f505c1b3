import { DocumentRefusal } from "../refusals.ts";
import { heap, type Pdfium } from "./engine.ts";

// FPDF_GetLastError's codes (fpdfview.h).
const ERR_PASSWORD = 4;
const ERR_SECURITY = 5;

export interface PdfDocument {
  handle: number;
  pageCount: number;
  close(): void;
}

/**
 * Opens a PDF held in memory. A damaged file and an encrypted one are refused with
 * their own codes; a file with only an owner password (restrictions, none to open) is
 * refused too, because pdf-lib cannot stamp an encrypted file for download.
 */
export function openDocument(pdfium: Pdfium, bytes: Uint8Array): PdfDocument {
  const pointer = pdfium.pdfium.wasmExports.malloc(bytes.length);
  if (!pointer) throw new DocumentRefusal("render_failed", "out of memory");
  heap(pdfium).set(bytes, pointer);
  const handle = pdfium.FPDF_LoadMemDocument(pointer, bytes.length, "");
  if (!handle) {
    const error = pdfium.FPDF_GetLastError();
    pdfium.pdfium.wasmExports.free(pointer);
    throw new DocumentRefusal(
      error === ERR_PASSWORD || error === ERR_SECURITY ? "pdf_encrypted" : "pdf_damaged",
    );
  }
  const close = () => {
    pdfium.FPDF_CloseDocument(handle);
    pdfium.pdfium.wasmExports.free(pointer);
  };
  if (pdfium.FPDF_GetSecurityHandlerRevision(handle) !== -1) {
    close();
    throw new DocumentRefusal("pdf_encrypted");
  }
  const pageCount = pdfium.FPDF_GetPageCount(handle);
  if (pageCount < 1) {
    close();
    throw new DocumentRefusal("pdf_damaged", "no pages");
  }
  return { handle, pageCount, close };
}
