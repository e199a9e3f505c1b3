import { DocumentRefusal } from "../../refusals.ts";
import { activeByAccessors } from "../pdfium/active-accessors.ts";
import type { Pdfium } from "../pdfium/engine.ts";
import { withSavedCopy } from "../pdfium/save-copy.ts";
import { activeInLinearView } from "./linear-view.ts";

/**
 * The active content of the PDF at `file` (open in PDFium as `doc`), judged on every view
 * a reader or the data room may take of it; undefined when there is none:
 * - as a reader resolves it: PDFium's own report (scripts, attachments, XFA, annotations),
 *   then every object of the copy PDFium saves of what it resolved (catalog, pages, fields);
 * - as pdf-lib reads it in file order, which is what a stamped download is written from.
 * A file pdf-lib cannot read is refused as damaged: it could not be stamped for download.
 */
export async function findActiveContent(
  pdfium: Pdfium,
  doc: number,
  pageCount: number,
  file: string,
): Promise<string | undefined> {
  const reported = activeByAccessors(pdfium, doc, pageCount);
  if (reported) return reported;
  const readable = (view: string) => (error: unknown) => {
    throw new DocumentRefusal("pdf_damaged", `${view}: ${(error as Error).message}`);
  };
  const resolved = await withSavedCopy(pdfium, doc, activeInLinearView).catch(readable("PDFium's copy"));
  if (resolved) return `${resolved} (as a reader resolves it)`;
  const linear = await activeInLinearView(file).catch(readable("pdf-lib cannot read it"));
  return linear ? `${linear} (in file order)` : undefined;
}
