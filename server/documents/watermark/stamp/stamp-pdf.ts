import fontkit from "@foliojs-fork/fontkit";
import { degrees, type PDFContext, PDFDocument, type PDFFont, rgb } from "pdf-lib";
import { withParsed } from "../../pdf/file-bytes.ts";
import { DocumentRefusal } from "../../refusals.ts";
import { stampLine, type Viewer } from "../text.ts";
import { footLine } from "./foot-line.ts";
import { before, fileEnd, incrementalUpdate } from "./incremental-update.ts";
import { type StampFont, stampFonts } from "./stamp-fonts.ts";
import { splitRuns } from "./stamp-runs.ts";

const MARGIN = 12;
const MAX_SIZE = 8;

/**
 * The stamped copy: the file followed by `update` (an incremental update), or, for a file
 * whose end names no cross-reference section to follow, a `whole` new file.
 */
export type StampedPdf = { update: Uint8Array; whole?: never } | { whole: Uint8Array; update?: never };

/**
 * A copy of the PDF at `file` for one person: every page carries their name, e-mail,
 * organisation and the time in a line along its foot as the reader sees it (turned pages
 * too), each character in a project font that has it (embedded as a subset, only the
 * fonts the line needs), so no name turns into "?". pdf-lib reads the file a window at a
 * time (pdf/file-bytes.ts), holding its objects but not its streams' data, and writes only
 * what it adds: the download is the stored file, streamed, then the update.
 */
export async function stampPdf(file: string, viewer: Viewer): Promise<StampedPdf> {
  let read = false;
  return withParsed(file, async (context, bytes) => {
    const doc = documentOf(context);
    read = true;
    const end = fileEnd(bytes);
    // New objects take numbers past every one the file declares (its cross-reference
    // streams, which pdf-lib does not keep, included).
    doc.context.largestObjectNumber = Math.max(doc.context.largestObjectNumber, end.size - 1);
    const was = before(doc);
    await drawLine(doc, viewer);
    // A file with no cross-reference section to follow is saved whole (its streams read again).
    if (end.startxref === undefined) return { whole: await doc.save() };
    await doc.flush();
    return {
      update: incrementalUpdate(doc, was, bytes.length, { startxref: end.startxref, size: end.size }),
    };
  }).catch((error: unknown) => {
    // Past parsing, or the file itself missing, is not the PDF's fault.
    if (read || (error as NodeJS.ErrnoException).code !== undefined) throw error;
    throw new DocumentRefusal("pdf_damaged", "pdf-lib cannot read it");
  });
}

/** pdf-lib's document over objects already parsed, as `PDFDocument.load` makes it (its constructor is private). */
function documentOf(context: PDFContext): PDFDocument {
  type Make = new (context: PDFContext, ignoreEncryption: boolean, updateMetadata: boolean) => PDFDocument;
  return new (PDFDocument as unknown as Make)(context, false, false);
}

/** The viewer's line along every page's foot. */
async function drawLine(doc: PDFDocument, viewer: Viewer): Promise<void> {
  doc.registerFontkit(fontkit);
  const line = stampLine(viewer);
  const runs = splitRuns(line, stampFonts(), (font, codePoint) => font.has(codePoint));
  const embedded = new Map<StampFont, PDFFont>();
  for (const run of runs) {
    if (!embedded.has(run.font))
      embedded.set(run.font, await doc.embedFont(run.font.bytes, { subset: true }));
  }
  const measured = runs.map((run) => ({ ...run, pdfFont: embedded.get(run.font) as PDFFont }));
  const widthAt = (size: number) =>
    measured.reduce((sum, run) => sum + run.pdfFont.widthOfTextAtSize(run.text, size), 0);
  for (const page of doc.getPages()) {
    const foot = footLine(page.getCropBox(), page.getRotation().angle, MARGIN);
    const size = Math.max(3, Math.min(MAX_SIZE, (MAX_SIZE * foot.length) / Math.max(1, widthAt(MAX_SIZE))));
    let { x, y } = foot;
    for (const run of measured) {
      const font = run.pdfFont;
      page.drawText(run.text, { x, y, size, font, color: rgb(0.2, 0.2, 0.25), rotate: degrees(foot.angle) });
      const advance = font.widthOfTextAtSize(run.text, size);
      x += advance * foot.dx;
      y += advance * foot.dy;
    }
  }
}
