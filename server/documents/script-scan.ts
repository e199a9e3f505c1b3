import { createReadStream } from "node:fs";
import { ScriptScanner } from "./script-scanner.ts";

/** The file is read in pieces of this size, so a scan holds at most one (and one object stream). */
const PIECE_BYTES = 1024 * 1024;

/**
 * Whether the PDF at `path` carries JavaScript: an /OpenAction, a page's or a field's
 * /AA, a link, or the document's named scripts, including those packed in compressed
 * object streams, where a plain byte search would not see them. The file is read once, in
 * order, in bounded memory (script-scanner.ts); an object stream the scan cannot read is
 * refused as damaged.
 */
export async function carriesScript(path: string): Promise<boolean> {
  const scanner = new ScriptScanner();
  for await (const piece of createReadStream(path, { highWaterMark: PIECE_BYTES })) {
    scanner.feed(piece as Buffer);
    if (scanner.scripted) return true;
  }
  return scanner.end();
}
