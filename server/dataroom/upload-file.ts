import type { FastifyRequest } from "fastify";
import { type IngestedFile, ingestUpload } from "#server/documents/ingest.ts";
import { bodyStream, type DocumentDeps } from "./deps.ts";

// Every upload route (a document, a new version, a statement) stores and records a file
// the same way.

/** Stores an upload's bytes, typed and checked, with what a version's record says of them. */
export async function ingest(deps: DocumentDeps, request: FastifyRequest) {
  const file = await ingestUpload(deps.blobs, deps.pool, bodyStream(request), deps.settings);
  return {
    file,
    version: {
      sha256: file.sha256,
      mediaType: file.mime,
      size: file.size,
      pageCount: file.pdf?.pageCount ?? null,
      outline: file.pdf?.outline ?? [],
    },
  };
}

/** A recorded PDF's pages are drawn in the background, after the upload is answered. */
export function drawPagesLater(deps: DocumentDeps, documentId: string, version: number, file: IngestedFile) {
  if (file.pdf)
    void deps.pages.ensure({ documentId, version, sha256: file.sha256, pageCount: file.pdf.pageCount });
}
