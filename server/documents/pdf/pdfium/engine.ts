import { readFile } from "node:fs/promises";
import { init } from "@embedpdf/pdfium";

export type Pdfium = Awaited<ReturnType<typeof init>>;

let engine: Promise<Pdfium> | undefined;

type ResizeHeap = (bytes: number) => boolean | number;

/**
 * Emscripten's own hook for instantiating the module, used to put a ceiling on PDFium's
 * memory: a growth past `maxBytes` is refused as if the machine had no more, so PDFium's
 * allocation fails inside the job instead of the process growing by hundreds of MB.
 */
function cappedInstantiate(binary: ArrayBuffer, maxBytes: number) {
  return (imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance) => void) => {
    const env = imports.env as Record<string, unknown>;
    const grow = env.emscripten_resize_heap as ResizeHeap;
    env.emscripten_resize_heap = (bytes: number) => (bytes >>> 0 > maxBytes ? 0 : grow(bytes));
    void WebAssembly.instantiate(binary, imports).then(({ instance }) => receive(instance));
    return {};
  };
}

/**
 * PDFium, built to WebAssembly, loaded once per worker thread. No form-fill environment
 * is ever made, so no action or script in a document runs.
 */
export function loadPdfium(maxMb = 0): Promise<Pdfium> {
  engine ??= (async () => {
    const wasm = await readFile(new URL(import.meta.resolve("@embedpdf/pdfium/pdfium.wasm")));
    const binary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
    const pdfium = await init({
      wasmBinary: binary,
      ...(maxMb > 0 ? { instantiateWasm: cappedInstantiate(binary, maxMb * 1024 * 1024) } : {}),
      // PDFium's own complaints about a damaged file are answered as a refusal, not logged.
      printErr: () => undefined,
      print: () => undefined,
    });
    pdfium.PDFiumExt_Init();
    return pdfium;
  })();
  return engine;
}

/** Runs `use` with `size` bytes of PDFium's memory, freed afterwards whatever happens. */
export function withBuffer<T>(pdfium: Pdfium, size: number, use: (pointer: number) => T): T {
  const pointer = pdfium.pdfium.wasmExports.malloc(size);
  if (!pointer) throw new Error("PDFium is out of memory");
  try {
    return use(pointer);
  } finally {
    pdfium.pdfium.wasmExports.free(pointer);
  }
}

/** A UTF-16 string that a PDFium call writes into a buffer it sizes itself (length in bytes). */
export function readUtf16(pdfium: Pdfium, write: (pointer: number, bytes: number) => number): string {
  const needed = write(0, 0);
  if (needed <= 2) return "";
  return withBuffer(pdfium, needed, (pointer) => {
    write(pointer, needed);
    return pdfium.pdfium.UTF16ToString(pointer);
  });
}

/**
 * PDFium's memory as bytes. The package's types leave Emscripten's HEAPU8 out; it is read
 * afresh each time because the memory is replaced when it grows.
 */
export const heap = (pdfium: Pdfium): Uint8Array =>
  (pdfium.pdfium as unknown as { HEAPU8: Uint8Array }).HEAPU8;
