import "../pdf/fonts/project-fonts.ts";
import sharp from "sharp";
import { withBlendBuffer } from "./blend-buffers.ts";
import { blendOverlay, watermarkOverlay } from "./overlays.ts";
import { watermarkLayout } from "./svg.ts";
import { type Viewer, watermarkLine } from "./text.ts";

export type PageImageFormat = "jpeg" | "png";

/** The viewer's format: JPEG, about a quarter of WebP's encoding CPU here (decision 0037). */
export const PAGE_IMAGE_TYPE = "image/jpeg";

/** A clean page: encoded (the stored PNG) or raw RGBA pixels straight from the renderer. */
export type CleanPage = Buffer | { rgba: Uint8Array; width: number; height: number };

const input = (page: CleanPage) =>
  Buffer.isBuffer(page)
    ? sharp(page)
    : sharp(page.rgba, { raw: { width: page.width, height: page.height, channels: 4 } });

/** A clean page decoded: RGB, three bytes a pixel, row after row. Never changed once made. */
export interface PagePixels {
  rgb: Buffer;
  width: number;
  height: number;
}

const isPixels = (page: CleanPage | PagePixels): page is PagePixels =>
  !Buffer.isBuffer(page) && "rgb" in page;

/** A clean page's pixels as sRGB with no alpha, decoded by sharp off the main thread. */
export async function pagePixels(page: CleanPage): Promise<PagePixels> {
  const { data, info } = await input(page)
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`a clean page decoded to ${info.channels} channels, not 3`);
  return { rgb: data, width: info.width, height: info.height };
}

/**
 * A page image for one viewer: the clean page with the viewer's name, e-mail,
 * organisation and the time burned into its pixels (a faint diagonal tile and a foot
 * band), in any script the project's fonts cover. The layer is blended here, over only
 * the pixels it changes, because sharp's composite runs in floating point over the whole
 * page (about 37 ms a page against under 1 ms); decoding and encoding stay with sharp,
 * off the main thread.
 */
export async function watermarkedPage(
  page: CleanPage | PagePixels,
  viewer: Viewer,
  format: PageImageFormat = "jpeg",
) {
  const line = watermarkLine(viewer);
  const clean = isPixels(page) ? page : await pagePixels(page);
  const { width, height } = clean;
  const layout = watermarkLayout(width, height, line);
  const overlay = await watermarkOverlay(layout, line);
  const rows = height + layout.band;
  if (overlay.width !== width || overlay.height !== rows)
    throw new Error(`a clean page of ${width}x${rows} does not fit its layer`);
  // The view's own copy of the page with its white foot band, in a reused buffer (kept
  // pixels are never changed: other viewers' images are made from them).
  const data = await withBlendBuffer(width * rows * 3, (rgb) => {
    clean.rgb.copy(rgb, 0);
    rgb.fill(255, clean.rgb.length);
    blendOverlay(rgb, overlay);
    const image = sharp(rgb, { raw: { width, height: rows, channels: 3 } });
    // Huffman tables optimised per image cost more than the rest of the encoding (about 27 ms
    // a page against 11) for 4% fewer bytes: a page is encoded for each view, so they stay standard.
    const encoded =
      format === "jpeg"
        ? image.jpeg({ quality: 80, optimiseCoding: false })
        : image.png({ compressionLevel: 6 });
    return encoded.toBuffer();
  });
  return { data, width, height: rows, band: layout.band, format };
}

/** The clean page as it is kept: lossless PNG, drawn once per version. */
export function cleanPagePng(page: { rgba: Uint8Array; width: number; height: number }): Promise<Buffer> {
  return input(page).removeAlpha().png({ compressionLevel: 6 }).toBuffer();
}
