// The fork of fontkit that pdf-lib's subsetting works with (decision 0023) ships no types:
// it is what pdf-lib's registerFontkit takes, plus the glyph lookup the stamp needs.
declare module "@foliojs-fork/fontkit" {
  import type { PDFDocument } from "pdf-lib";

  type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
  interface CoverageFont {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  const fontkit: Fontkit & { create(data: Uint8Array): CoverageFont };
  export default fontkit;
}
