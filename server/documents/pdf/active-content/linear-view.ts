import { closeSync, fstatSync, openSync } from "node:fs";
import { type PDFContext, type PDFObject, PDFParser, type PDFRef } from "pdf-lib";
import { activeIn } from "./active-objects.ts";
import { FileBytes } from "./file-bytes.ts";

/**
 * The active content of a PDF as pdf-lib reads it: in file order, object after object,
 * whatever the cross-reference table says. Every definition it meets is judged, a later
 * one of the same number included (pdf-lib keeps the last, a reader may take the first),
 * and those packed in object streams. This is the view the stamped download is written
 * from, and the view of a reader that rebuilds a damaged file by reading it through.
 * `source` is the PDF's bytes, or the path of a file, read a window at a time (file-bytes.ts).
 */
export async function activeInLinearView(source: Uint8Array | string): Promise<string | undefined> {
  if (typeof source !== "string") return judge(PDFParser.forBytesWithOptions(source));
  const fd = openSync(source, "r");
  try {
    const bytes = new FileBytes(fd, fstatSync(fd).size);
    const parser = PDFParser.forBytesWithOptions(new Uint8Array(0));
    // pdf-lib keeps its reader to the parser (protected); this one reads from the file.
    (parser as unknown as { bytes: FileBytes }).bytes = bytes;
    return await judge(parser, (object) => bytes.forget(object));
  } finally {
    closeSync(fd);
  }
}

async function judge(parser: PDFParser, keep: (object: PDFObject) => void = () => undefined) {
  // pdf-lib keeps its context to the parser (protected); every object it reads is assigned there.
  const context = (parser as unknown as { context: PDFContext }).context;
  const definitions: PDFObject[] = [];
  const assign = context.assign.bind(context);
  context.assign = (ref: PDFRef, object: PDFObject) => {
    keep(object);
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
