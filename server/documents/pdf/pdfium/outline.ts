import type { Pdfium } from "./engine.ts";
import { readUtf16 } from "./engine.ts";

export interface OutlineEntry {
  title: string;
  /** The page (from 1) it leads to, when it leads to one. */
  page?: number;
  level: number;
}

/** A hostile outline can loop or nest without end: only this much of it is read. */
const MAX_ENTRIES = 2000;
const MAX_DEPTH = 12;

/** The document's outline (its bookmarks), flattened in reading order with each level. */
export function documentOutline(pdfium: Pdfium, doc: number): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  const seen = new Set<number>();
  const walk = (parent: number, level: number) => {
    for (
      let item = pdfium.FPDFBookmark_GetFirstChild(doc, parent);
      item && entries.length < MAX_ENTRIES && !seen.has(item);
      item = pdfium.FPDFBookmark_GetNextSibling(doc, item)
    ) {
      seen.add(item);
      const title = readUtf16(pdfium, (pointer, bytes) => pdfium.FPDFBookmark_GetTitle(item, pointer, bytes));
      const dest = pdfium.FPDFBookmark_GetDest(doc, item);
      const index = dest ? pdfium.FPDFDest_GetDestPageIndex(doc, dest) : -1;
      entries.push({ title, level, ...(index >= 0 ? { page: index + 1 } : {}) });
      if (level < MAX_DEPTH) walk(item, level + 1);
    }
  };
  walk(0, 1);
  return entries;
}
