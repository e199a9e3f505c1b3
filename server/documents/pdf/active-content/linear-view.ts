import type { PDFContext, PDFObject } from "pdf-lib";
import { withParsed } from "../file-bytes.ts";
import { activeIn } from "./active-objects.ts";

/**
 * The active content of a PDF as pdf-lib reads it: in file order, object after object,
 * whatever the cross-reference table says. Every definition it meets is judged, a later
 * one of the same number included (pdf-lib keeps the last, a reader may take the first),
 * and those packed in object streams. This is the view the stamped download is written
 * from, and the view of a reader that rebuilds a damaged file by reading it through.
 * `source` is the PDF's bytes, or the path of a file, read a window at a time (file-bytes.ts).
 */
export async function activeInLinearView(source: Uint8Array | string): Promise<string | undefined> {
  const definitions: PDFObject[] = [];
  const judge = async (context: PDFContext) => {
    for (const object of definitions) {
      const found = activeIn(object, context);
      if (found) return found;
    }
    return undefined;
  };
  return withParsed(source, judge, (object) => definitions.push(object));
}
