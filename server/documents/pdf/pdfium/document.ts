import { closeSync, fstatSync, openSync } from "node:fs";
import { DocumentRefusal } from "../../refusals.ts";
import type { Pdfium } from "./engine.ts";
import { fileAccess } from "./file-access.ts";

// FPDF_GetLastError's codes (fpdfview.h).
const ERR_PASSWORD = 4;
const ERR_SECURITY = 5;

export interface PdfDocument {
  handle: number;
  pageCount: number;
  close(): void;
}

/**
 * Opens the PDF at `path`. PDFium reads it through a file descriptor, block by block as it
 * needs them (pdfium/file-access.ts), so the file is never copied whole into memory. A
 * damaged file and an encrypted one are refused with their own codes; a file with only an
 * owner password (restrictions, none to open) is refused too, because pdf-lib cannot stamp
 * an encrypted file for download.
 */
export function openDocument(pdfium: Pdfium, path: string): PdfDocument {
  const fd = openSync(path, "r");
  let access: ReturnType<typeof fileAccess> | undefined;
  try {
    access = fileAccess(pdfium, fd, fstatSync(fd).size);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  const release = () => {
    access?.release();
    closeSync(fd);
  };
  const handle = pdfium.FPDF_LoadCustomDocument(access.pointer, "");
  if (!handle) {
    const error = pdfium.FPDF_GetLastError();
    release();
    throw new DocumentRefusal(
      error === ERR_PASSWORD || error === ERR_SECURITY ? "pdf_encrypted" : "pdf_damaged",
    );
  }
  const close = () => {
    pdfium.FPDF_CloseDocument(handle);
    release();
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
