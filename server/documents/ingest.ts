import type { BlobStore } from "./blobs/blob-store.ts";
import { admitPdf } from "./pdf/admit-pdf.ts";
import type { DocumentInfo } from "./render/messages.ts";
import type { RenderPool } from "./render/pool.ts";
import type { DocumentSettings } from "./settings.ts";
import { type AcceptedUpload, acceptUpload } from "./upload.ts";

export interface IngestedFile extends AcceptedUpload {
  /** For a PDF: its page count and outline, once it passed every check. */
  pdf?: DocumentInfo;
}

/**
 * One uploaded file, from the request's body to the store: typed from its content and
 * size-limited as it streams (upload.ts), and a PDF then checked in the render pool
 * (admit-pdf.ts), read by the worker from the stored file (never whole in memory). A
 * refused PDF's bytes are removed again, unless the same bytes were stored before this upload.
 */
export async function ingestUpload(
  store: BlobStore,
  pool: RenderPool,
  source: AsyncIterable<Uint8Array>,
  settings: Pick<DocumentSettings, "DOCUMENT_MAX_BYTES" | "DOCUMENT_MAX_PAGES">,
): Promise<IngestedFile> {
  const accepted = await acceptUpload(store, source, settings.DOCUMENT_MAX_BYTES);
  if (accepted.kind !== "pdf") return accepted;
  try {
    const file = await store.file(accepted.sha256);
    try {
      const { pageCount, outline } = await admitPdf(pool, file.path, settings.DOCUMENT_MAX_PAGES);
      return { ...accepted, pdf: { pageCount, outline } };
    } finally {
      await file.release();
    }
  } catch (error) {
    if (accepted.created) await store.delete(accepted.sha256);
    throw error;
  }
}
