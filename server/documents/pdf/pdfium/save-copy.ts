import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { heap, type Pdfium } from "./engine.ts";

/** fpdf_save.h's FPDF_FILEWRITE on wasm32: `int version` (1), then the WriteBlock function pointer. */
const STRUCT_BYTES = 8;
/** `int WriteBlock(FPDF_FILEWRITE* self, const void* data, unsigned long size)`. */
const WRITE_BLOCK_SIGNATURE = "iiii";
/** A whole new file, every object written afresh with one cross-reference table (fpdf_save.h). */
const FPDF_NO_INCREMENTAL = 2;

/**
 * The document as PDFium resolved it (through the cross-reference table, repaired where
 * it was damaged), saved as a new file whose objects are exactly those: what a reader of
 * the original file finds, laid out so that reading it in order finds the same. Each
 * block goes from PDFium's memory to a private temporary file as it is written; `use`
 * gets that file's path and reads it as it needs, and the file is removed afterwards.
 * PDFium parses every object reachable from the trailer before it writes the first, and
 * keeps them, stream data included, until the document is closed: the copy costs about
 * the file's stream data in this worker's memory (decision 0050).
 */
export async function withSavedCopy<T>(
  pdfium: Pdfium,
  doc: number,
  use: (path: string) => Promise<T>,
): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), "ucp-copy-"));
  try {
    const path = join(folder, "copy.pdf");
    const fd = openSync(path, "w", 0o600);
    try {
      write(pdfium, doc, fd);
    } finally {
      closeSync(fd);
    }
    return await use(path);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function write(pdfium: Pdfium, doc: number, fd: number): void {
  const module = pdfium.pdfium;
  const writeBlock = (_self: number, data: number, size: number): number => {
    try {
      // The memory is fetched afresh: PDFium's heap is replaced whenever it grows.
      const [start, length] = [data >>> 0, size >>> 0];
      for (let done = 0; done < length; ) done += writeSync(fd, heap(pdfium), start + done, length - done);
      return 1;
    } catch {
      return 0;
    }
  };
  const callback = module.addFunction(writeBlock, WRITE_BLOCK_SIGNATURE);
  const pointer = module.wasmExports.malloc(STRUCT_BYTES);
  try {
    if (!pointer) throw new Error("PDFium is out of memory");
    module.setValue(pointer, 1, "i32");
    module.setValue(pointer + 4, callback, "i32");
    if (!pdfium.FPDF_SaveAsCopy(doc, pointer, FPDF_NO_INCREMENTAL))
      throw new Error("PDFium could not save a copy");
  } finally {
    if (pointer) module.wasmExports.free(pointer);
    module.removeFunction(callback);
  }
}
