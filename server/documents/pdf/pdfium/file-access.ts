import { readSync } from "node:fs";
import { DocumentRefusal } from "../../refusals.ts";
import { heap, type Pdfium } from "./engine.ts";

/**
 * fpdfview.h's FPDF_FILEACCESS on wasm32: `unsigned long m_FileLen`, the m_GetBlock
 * function pointer, `void* m_Param`, 4 bytes each.
 */
const STRUCT_BYTES = 12;
/** `int m_GetBlock(void* param, unsigned long position, unsigned char* buffer, unsigned long size)`. */
const GET_BLOCK_SIGNATURE = "iiiii";
/** m_FileLen is 32 bits wide on wasm32. */
const MAX_FILE_BYTES = 2 ** 32 - 1;

/**
 * A file descriptor as PDFium's custom file access: PDFium asks for the blocks it needs
 * and each is read synchronously, straight into its memory (this runs in a render worker,
 * whose only job is this document). The struct and the callback live until `release`,
 * which must follow FPDF_CloseDocument.
 */
export function fileAccess(pdfium: Pdfium, fd: number, size: number) {
  if (size > MAX_FILE_BYTES) throw new DocumentRefusal("render_failed", "file too large for the engine");
  const module = pdfium.pdfium;
  const getBlock = (_param: number, position: number, buffer: number, length: number): number => {
    try {
      // The memory is fetched afresh: it is replaced whenever PDFium's heap grows.
      const memory = heap(pdfium);
      const [start, at, wanted] = [position >>> 0, buffer >>> 0, length >>> 0];
      let done = 0;
      while (done < wanted) {
        const read = readSync(fd, memory, at + done, wanted - done, start + done);
        if (read === 0) return 0;
        done += read;
      }
      return 1;
    } catch {
      return 0;
    }
  };
  const callback = module.addFunction(getBlock, GET_BLOCK_SIGNATURE);
  const pointer = module.wasmExports.malloc(STRUCT_BYTES);
  if (!pointer) {
    module.removeFunction(callback);
    throw new DocumentRefusal("render_failed", "out of memory");
  }
  module.setValue(pointer, size, "i32");
  module.setValue(pointer + 4, callback, "i32");
  module.setValue(pointer + 8, 0, "i32");
  return {
    pointer,
    release() {
      module.wasmExports.free(pointer);
      module.removeFunction(callback);
    },
  };
}
