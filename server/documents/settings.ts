import { availableParallelism } from "node:os";
import { z } from "zod";

const positive = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const schema = z.object({
  /** The largest file staff may upload, in bytes (200 MiB by default). */
  DOCUMENT_MAX_BYTES: positive(200 * 1024 * 1024),
  /** The most pages a PDF may have; a longer one is refused at upload. */
  DOCUMENT_MAX_PAGES: positive(2000),
  /** Worker threads that render pages (default: one fewer than the cores, at least one). */
  DOCUMENT_RENDER_WORKERS: positive(Math.max(1, availableParallelism() - 1)),
  /** How long one rendering job may run before its worker is stopped and replaced. */
  DOCUMENT_RENDER_TIMEOUT_MS: positive(5000),
  /** The JavaScript heap of one rendering worker, in MB; past it the worker is stopped. */
  DOCUMENT_RENDER_HEAP_MB: positive(256),
  /**
   * PDFium's memory in one rendering worker, in MB: past it an allocation fails and the page
   * is refused (a content stream that inflates to hundreds of MB), whatever the machine's
   * speed. A PDF is read from its file, so this holds parsed objects and one page's pixels.
   */
  DOCUMENT_RENDER_PDFIUM_MB: positive(256),
  /**
   * How far the server's memory may grow while pages render, in MB; past it the
   * longest-running rendering job is stopped (PDFium's memory is outside the heap limit).
   * A 200 MB PDF is drawn from its file (decision 0025), but admitting one of 99 image
   * pages took +240 to +380 MB, stamping it for a download +228 MB: the check for active
   * content parses it whole with pdf-lib, twice (decision 0027).
   */
  DOCUMENT_RENDER_MEMORY_MB: positive(768),
});

export type DocumentSettings = z.infer<typeof schema>;

/** The data room's settings from the environment, parsed once; a bad value names its variable. */
export function documentSettings(env: Record<string, string | undefined> = process.env): DocumentSettings {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`${String(issue?.path[0])}: ${issue?.message}`);
}

/** The render pool's limits from the settings. */
export const renderPoolOptions = (settings: DocumentSettings) => ({
  workers: settings.DOCUMENT_RENDER_WORKERS,
  timeoutMs: settings.DOCUMENT_RENDER_TIMEOUT_MS,
  heapMb: settings.DOCUMENT_RENDER_HEAP_MB,
  pdfiumMb: settings.DOCUMENT_RENDER_PDFIUM_MB,
  memoryMb: settings.DOCUMENT_RENDER_MEMORY_MB,
});
