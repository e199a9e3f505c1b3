import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const standardFontDataUrl = new URL("../../../node_modules/pdfjs-dist/standard_fonts/", import.meta.url)
  .pathname;

/** Each page's text as pdf.js extracts it (what a reader's search and copy see). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const loading = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, disableFontFace: true });
  const doc = await loading.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
    return pages;
  } finally {
    await loading.destroy();
  }
}
