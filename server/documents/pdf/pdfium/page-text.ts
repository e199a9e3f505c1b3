import type { Pdfium } from "./engine.ts";
import { withBuffer } from "./engine.ts";

// FPDFAction_GetType's value for a link to a web address (fpdf_doc.h).
const PDFACTION_URI = 3;
/** A page with more links than this is hostile or generated; the rest are not listed. */
const MAX_LINKS = 500;

export interface PageLink {
  /** A web address, or the page (from 1) the link goes to inside the document. */
  url?: string;
  page?: number;
}

/** The page's text in reading order as PDFium extracts it, for screen readers. */
export function pageText(pdfium: Pdfium, page: number): string {
  const text = pdfium.FPDFText_LoadPage(page);
  if (!text) return "";
  try {
    const count = pdfium.FPDFText_CountChars(text);
    if (count <= 0) return "";
    return withBuffer(pdfium, (count + 1) * 2, (pointer) => {
      pdfium.FPDFText_GetText(text, 0, count, pointer);
      return pdfium.pdfium.UTF16ToString(pointer).replace(/\r\n?/g, "\n");
    });
  } finally {
    pdfium.FPDFText_ClosePage(text);
  }
}

/** The page's link annotations: web addresses and jumps to other pages. */
export function pageLinks(pdfium: Pdfium, doc: number, page: number): PageLink[] {
  const links: PageLink[] = [];
  withBuffer(pdfium, 8, (cursor) => {
    withBuffer(pdfium, 4, (link) => {
      pdfium.pdfium.setValue(cursor, 0, "i32");
      while (links.length < MAX_LINKS && pdfium.FPDFLink_Enumerate(page, cursor, link)) {
        const handle = pdfium.pdfium.getValue(link, "i32");
        const found = linkTarget(pdfium, doc, handle);
        if (found) links.push(found);
      }
    });
  });
  return links;
}

function linkTarget(pdfium: Pdfium, doc: number, link: number): PageLink | undefined {
  const action = pdfium.FPDFLink_GetAction(link);
  if (action && pdfium.FPDFAction_GetType(action) === PDFACTION_URI) {
    const size = pdfium.FPDFAction_GetURIPath(doc, action, 0, 0);
    if (size <= 1) return undefined;
    const url = withBuffer(pdfium, size, (pointer) => {
      pdfium.FPDFAction_GetURIPath(doc, action, pointer, size);
      return pdfium.pdfium.UTF8ToString(pointer);
    });
    return /^(https?|mailto):/i.test(url) ? { url } : undefined;
  }
  const dest = pdfium.FPDFLink_GetDest(doc, link) || (action ? pdfium.FPDFAction_GetDest(doc, action) : 0);
  if (!dest) return undefined;
  const index = pdfium.FPDFDest_GetDestPageIndex(doc, dest);
  return index >= 0 ? { page: index + 1 } : undefined;
}
