import { XFA_SCRIPT } from "../active-content/active-objects.ts";
import { heap, type Pdfium, withBuffer } from "./engine.ts";

// fpdf_annot.h and fpdf_doc.h values.
const FPDF_ANNOT_FILEATTACHMENT = 17;
const PDFACTION_REMOTEGOTO = 2;
const PDFACTION_LAUNCH = 4;
const PDFACTION_EMBEDDEDGOTO = 5;
const LINK_ACTIONS: Record<number, string> = {
  [PDFACTION_REMOTEGOTO]: "a GoToR action",
  [PDFACTION_LAUNCH]: "a Launch action",
  [PDFACTION_EMBEDDEDGOTO]: "a GoToE action",
};
/** An XFA packet larger than this is not read through: it is refused unread. */
const MAX_XFA_BYTES = 16 * 1024 * 1024;

/**
 * What PDFium itself reports of a document's active content, as a reader would resolve
 * it: document scripts, embedded files, XFA scripts, and each page's annotations (read
 * without loading the page's content) that are attachments, carry triggers (/AA), or link
 * to a program or another file. Undefined when none.
 */
export function activeByAccessors(pdfium: Pdfium, doc: number, pageCount: number): string | undefined {
  if (pdfium.FPDFDoc_GetJavaScriptActionCount(doc) > 0) return "document scripts (/Names /JavaScript)";
  if (pdfium.FPDFDoc_GetAttachmentCount(doc) > 0) return "embedded files";
  for (let index = 0; index < pdfium.FPDF_GetXFAPacketCount(doc); index++) {
    if (xfaPacketScripted(pdfium, doc, index)) return "an XFA form with a script";
  }
  for (let page = 0; page < pageCount; page++) {
    const count = pdfium.EPDFPage_GetAnnotCountRaw(doc, page);
    for (let index = 0; index < count; index++) {
      const annot = pdfium.EPDFPage_GetAnnotRaw(doc, page, index);
      if (!annot) continue;
      try {
        const found = activeAnnotation(pdfium, annot);
        if (found) return `${found} on page ${page + 1}`;
      } finally {
        pdfium.FPDFPage_CloseAnnot(annot);
      }
    }
  }
  return undefined;
}

function activeAnnotation(pdfium: Pdfium, annot: number): string | undefined {
  if (pdfium.FPDFAnnot_GetSubtype(annot) === FPDF_ANNOT_FILEATTACHMENT) return "a file attachment";
  if (pdfium.FPDFAnnot_HasKey(annot, "AA")) return "an additional action (/AA)";
  const link = pdfium.FPDFAnnot_GetLink(annot);
  const action = link ? pdfium.FPDFLink_GetAction(link) : 0;
  return action ? LINK_ACTIONS[pdfium.FPDFAction_GetType(action)] : undefined;
}

function xfaPacketScripted(pdfium: Pdfium, doc: number, index: number): boolean {
  return withBuffer(pdfium, 4, (size) => {
    if (!pdfium.FPDF_GetXFAPacketContent(doc, index, 0, 0, size)) return true;
    const bytes = pdfium.pdfium.getValue(size, "i32") >>> 0;
    if (bytes > MAX_XFA_BYTES) return true;
    if (bytes === 0) return false;
    return withBuffer(pdfium, bytes, (content) => {
      if (!pdfium.FPDF_GetXFAPacketContent(doc, index, content, bytes, size)) return true;
      const text = Buffer.from(heap(pdfium).subarray(content, content + bytes)).toString("latin1");
      return XFA_SCRIPT.test(text);
    });
  });
}
