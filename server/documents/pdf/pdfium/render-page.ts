import { DocumentRefusal } from "../../refusals.ts";
import { heap, type Pdfium } from "./engine.ts";

// Render flags (fpdfview.h): annotations drawn, bytes in RGBA order for the image encoder.
const FPDF_ANNOT = 0x01;
const FPDF_REVERSE_BYTE_ORDER = 0x10;

/** The width page images are drawn at for the viewer unless it zooms. */
export const VIEWER_WIDTH = 1240;

/** However large a page claims to be, its image stays within these (a huge page is drawn smaller). */
export const PIXEL_BUDGET = { longSide: 2000, pixels: 4_000_000 };

export interface RenderedPixels {
  width: number;
  height: number;
  /** 4 bytes a pixel, RGBA order, opaque. */
  rgba: Uint8Array;
}

/** The pixel size of a page drawn `width` pixels wide, shrunk to fit the budget. */
export function pixelSize(widthPt: number, heightPt: number, width: number) {
  const scale = Math.min(
    width / widthPt,
    PIXEL_BUDGET.longSide / Math.max(widthPt, heightPt),
    Math.sqrt(PIXEL_BUDGET.pixels / (widthPt * heightPt)),
  );
  return {
    width: Math.max(1, Math.floor(widthPt * scale)),
    height: Math.max(1, Math.floor(heightPt * scale)),
  };
}

/** Draws a loaded page (`index` from 0) on white, `width` pixels wide unless the budget shrinks it. */
export function renderPage(pdfium: Pdfium, page: number, index: number, width: number): RenderedPixels {
  const widthPt = pdfium.FPDF_GetPageWidthF(page);
  const heightPt = pdfium.FPDF_GetPageHeightF(page);
  if (!(widthPt > 0 && heightPt > 0))
    throw new DocumentRefusal("pdf_damaged", `page ${index + 1} has no size`);
  const size = pixelSize(widthPt, heightPt, width);
  const bitmap = pdfium.FPDFBitmap_Create(size.width, size.height, 0);
  if (!bitmap) throw new DocumentRefusal("render_failed", "out of memory");
  try {
    pdfium.FPDFBitmap_FillRect(bitmap, 0, 0, size.width, size.height, 0xffffffff);
    pdfium.FPDF_RenderPageBitmap(
      bitmap,
      page,
      0,
      0,
      size.width,
      size.height,
      0,
      FPDF_ANNOT | FPDF_REVERSE_BYTE_ORDER,
    );
    const start = pdfium.FPDFBitmap_GetBuffer(bitmap);
    const stride = pdfium.FPDFBitmap_GetStride(bitmap);
    const rgba = new Uint8Array(size.width * size.height * 4);
    for (let row = 0; row < size.height; row++) {
      const from = start + row * stride;
      rgba.set(heap(pdfium).subarray(from, from + size.width * 4), row * size.width * 4);
    }
    return { ...size, rgba };
  } finally {
    pdfium.FPDFBitmap_Destroy(bitmap);
  }
}
