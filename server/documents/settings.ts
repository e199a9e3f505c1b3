/**
 * The data room's settings, parsed (with their defaults and their messages for a bad
 * value) by the server's one configuration schema, server/config.ts. Declared here as
 * plain numbers so that the engine imports nothing from the server around it.
 */
export interface DocumentSettings {
  DOCUMENT_MAX_BYTES: number;
  DOCUMENT_MAX_PAGES: number;
  DOCUMENT_RENDER_WORKERS: number;
  DOCUMENT_RENDER_TIMEOUT_MS: number;
  DOCUMENT_RENDER_HEAP_MB: number;
  DOCUMENT_RENDER_PDFIUM_MB: number;
  DOCUMENT_RENDER_MEMORY_MB: number;
}

/** The render pool's limits from the settings. */
export const renderPoolOptions = (settings: DocumentSettings) => ({
  workers: settings.DOCUMENT_RENDER_WORKERS,
  timeoutMs: settings.DOCUMENT_RENDER_TIMEOUT_MS,
  heapMb: settings.DOCUMENT_RENDER_HEAP_MB,
  pdfiumMb: settings.DOCUMENT_RENDER_PDFIUM_MB,
  memoryMb: settings.DOCUMENT_RENDER_MEMORY_MB,
});
