import type { OutlineEntry } from "../pdf/pdfium/outline.ts";
import type { PageLink } from "../pdf/pdfium/page-text.ts";
import type { RefusalCode } from "../refusals.ts";
import type { StampedPdf } from "../watermark/stamp/stamp-pdf.ts";
import type { Viewer } from "../watermark/text.ts";

/**
 * Checks a PDF at upload: opens, counts pages, looks for active content (which reads the
 * file whole, as pdf-lib does); reads its outline. The PDF is a local file (`file`, a
 * path) that PDFium reads as it needs it.
 */
export interface InspectJob {
  op: "inspect";
  file: string;
  maxPages: number;
}

/** Renders pages (from 0) `width` pixels wide, each with its text and links, one message per page. */
export interface RenderJob {
  op: "render";
  file: string;
  pages: number[];
  width: number;
}

/** A copy of the PDF at `file` stamped on every page for one person (a download). */
export interface StampJob {
  op: "stamp";
  file: string;
  viewer: Viewer;
}

export type WorkerJob = InspectJob | RenderJob | StampJob;

export interface DocumentInfo {
  pageCount: number;
  outline: OutlineEntry[];
}

export interface PageResult {
  index: number;
  width: number;
  height: number;
  rgba: Uint8Array;
  text: string;
  links: PageLink[];
}

export type WorkerReply =
  | { id: 0; kind: "ready" }
  | { id: number; kind: "info"; info: DocumentInfo }
  | { id: number; kind: "page"; page: PageResult }
  | { id: number; kind: "stamped"; stamped: StampedPdf }
  | { id: number; kind: "done"; wasmMb: number }
  | { id: number; kind: "refused"; code: RefusalCode; detail?: string; retire?: boolean };
