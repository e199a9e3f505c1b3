import { type PDFContext, type PDFObject, PDFParser, type PDFRef } from "pdf-lib";
import { activeIn } from "./active-objects.ts";

/**
 * The active content of a PDF as pdf-lib reads it: in file order, object after object,
 * whatever the cross-reference table says. Every definition it meets is judged, a later
 * one of the same number included (pdf-lib keeps the last, a reader may take the first),
 * and those packed in object streams. This is the view the stamped download is written
 * from, and the view of a reader that rebuilds a damaged file by reading it through.
 */
export async function activeInLinearView(bytes: Uint8Array): Promise<string | undefined> {
  const parser = PDFParser.forBytesWithOptions(bytes);
  // pdf-lib keeps its context to the parser (protected); every object it reads is assigned there.
  const context = (parser as unknown as { context: PDFContext }).context;
  const definitions: PDFObject[] = [];
  const assign = context.assign.bind(context);
  context.assign = (ref: PDFRef, object: PDFObject) => {
    definitions.push(object);
    assign(ref, object);
  };
  await parser.parseDocument();
  for (const object of definitions) {
    const found = activeIn(object, context);
    if (found) return found;
  }
  return undefined;
}
