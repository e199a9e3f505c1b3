import { DocumentRefusal } from "../../refusals.ts";
import { heap, type Pdfium, withBuffer } from "./engine.ts";

/**
 * The most pixels one image on a page may have: a 600-dpi colour scan of an A4 page has
 * 35 million, of an A0 drawing at 300 dpi 140 million. Past it, drawing the page means
 * inflating the whole image (a 20,000 × 20,000 image in a 400 KB file takes seconds of
 * CPU at any size it is shown), so the page is refused before it is drawn, on any machine.
 */
export const MAX_IMAGE_PIXELS = 256_000_000;

const IMAGE = 3;
const FORM = 5;
/** Form XObjects inside form XObjects: deeper than this, a page is built to be hostile. */
const MAX_DEPTH = 8;

/** Refuses the page when one of its images, in forms too, is past MAX_IMAGE_PIXELS. */
export function checkImageSizes(pdfium: Pdfium, page: number, index: number): void {
  withBuffer(pdfium, 8, (size) => {
    const visit = (count: number, objectAt: (n: number) => number, depth: number) => {
      if (depth > MAX_DEPTH)
        throw new DocumentRefusal("render_failed", `page ${index + 1}: forms nest too deep`);
      for (let n = 0; n < count; n++) {
        const object = objectAt(n);
        const type = pdfium.FPDFPageObj_GetType(object);
        if (type === FORM) {
          visit(
            pdfium.FPDFFormObj_CountObjects(object),
            (m) => pdfium.FPDFFormObj_GetObject(object, m),
            depth + 1,
          );
        } else if (type === IMAGE && pdfium.FPDFImageObj_GetImagePixelSize(object, size, size + 4)) {
          const view = new DataView(heap(pdfium).buffer, size, 8);
          const pixels = view.getUint32(0, true) * view.getUint32(4, true);
          if (pixels > MAX_IMAGE_PIXELS)
            throw new DocumentRefusal("render_failed", `page ${index + 1}: an image of ${pixels} pixels`);
        }
      }
    };
    visit(pdfium.FPDFPage_CountObjects(page), (n) => pdfium.FPDFPage_GetObject(page, n), 0);
  });
}
