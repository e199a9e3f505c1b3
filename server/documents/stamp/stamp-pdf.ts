import fontkit from "@foliojs-fork/fontkit";
import { degrees, PDFDocument, type PDFFont, rgb } from "pdf-lib";
import { DocumentRefusal } from "../refusals.ts";
import { stampLine, type Viewer } from "../watermark-text.ts";
import { footLine } from "./foot-line.ts";
import { type StampFont, stampFonts } from "./stamp-fonts.ts";
import { splitRuns } from "./stamp-runs.ts";

const MARGIN = 12;
const MAX_SIZE = 8;

/**
 * A copy of the PDF for one person: every page carries their name, e-mail, organisation
 * and the time in a line along its foot as the reader sees it (turned pages too), each
 * character in a project font that has it (embedded as a subset, only the fonts the line
 * needs), so no name turns into "?".
 */
export async function stampPdf(bytes: Uint8Array, viewer: Viewer): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false }).catch(() => {
    throw new DocumentRefusal("pdf_damaged", "pdf-lib cannot read it");
  });
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
  return doc.save();
}
