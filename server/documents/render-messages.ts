import type { OutlineEntry } from "./pdfium/outline.ts";
import type { PageLink } from "./pdfium/page-text.ts";
import type { RefusalCode } from "./refusals.ts";
import type { Viewer } from "./watermark-text.ts";

/**
 * Checks a PDF at upload: opens, counts pages, looks for scripts; reads its outline; and
 * draws the first page `firstPageWidth` pixels wide when asked. The PDF is a local file
 * (`file`, a path) that the worker reads as it needs it, never whole.
 */
export interface InspectJob {
  op: "inspect";
  file: string;
  maxPages: number;
  firstPageWidth?: number;
}

/** Renders pages (from 0) `width` pixels wide, each with its text and links, one message per page. */
export interface RenderJob {
  op: "render";
  file: string;
  pages: number[];
  width: number;
}

/** A copy of the PDF stamped on every page for one person (a download). */
export interface StampJob {
  op: "stamp";
  bytes: Uint8Array;
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
  | { id: number; kind: "stamped"; bytes: Uint8Array }
  | { id: number; kind: "done"; wasmMb: number }
  | { id: number; kind: "refused"; code: RefusalCode; detail?: string; retire?: boolean };
