import type { PortalDocuments } from "#server/dataroom/records/store.ts";
import type { BlobStore } from "#server/documents/blobs/blob-store.ts";
import type { RenderPool } from "#server/documents/render/pool.ts";
import type { DocumentSettings } from "#server/documents/settings.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import type { DownloadGate } from "./download-gate.ts";
import type { PageKeeper } from "./pages.ts";

/** What the data room's routes share: records, bytes, the render pool and its settings. */
export interface DocumentDeps {
  records: PortalRecords;
  documents: PortalDocuments;
  blobs: BlobStore;
  pool: RenderPool;
  pages: PageKeeper;
  /** Bounds stamped downloads: how many are stamped at once, wait, and run per person. */
  downloads: DownloadGate;
  /** The key of page image addresses (AUTH_SECRET, or one of this process without it). */
  secret: string;
  settings: DocumentSettings;
}

/** The uploaded body as a stream: the upload routes' parser hands it over unread. */
export function bodyStream(request: {
  body?: unknown;
  raw: AsyncIterable<Uint8Array>;
}): AsyncIterable<Uint8Array> {
  const body = request.body as AsyncIterable<Uint8Array> | undefined;
  return body && typeof body[Symbol.asyncIterator] === "function" ? body : request.raw;
}
