import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from "pdf-lib";

const JS = PDFName.of("JS");
const JAVASCRIPT = PDFName.of("JavaScript");
const S = PDFName.of("S");
/** Nesting past this is not a real document's: it is treated as a script, to be safe. */
const MAX_DEPTH = 64;

/** True when a direct object, at any depth, is or holds a JavaScript action. */
function holdsScript(object: PDFObject | undefined, depth: number): boolean {
  if (depth > MAX_DEPTH) return true;
  const dict = object instanceof PDFStream ? object.dict : object;
  if (dict instanceof PDFDict) {
    // A JavaScript action (/S /JavaScript /JS …), or the document's named scripts (/Names << /JavaScript … >>).
    if (dict.has(JS) || dict.get(S) === JAVASCRIPT || dict.has(JAVASCRIPT)) return true;
    return dict.values().some((value) => holdsScript(value, depth + 1));
  }
  if (object instanceof PDFArray) return object.asArray().some((value) => holdsScript(value, depth + 1));
  return false;
}

/**
 * Whether any object of the PDF carries JavaScript: an /OpenAction, a page's or a field's
 * /AA, a link, or the document's named scripts. Every object is read, including those
 * packed in compressed object streams, where a byte search would not see them.
 */
export async function carriesScript(bytes: Uint8Array): Promise<boolean> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  return doc.context.enumerateIndirectObjects().some(([, object]) => holdsScript(object, 0));
}
