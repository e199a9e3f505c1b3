import "./fonts/project-fonts.ts";
import sharp from "sharp";
import { watermarkOverlay } from "./watermark-overlays.ts";
import { watermarkLayout } from "./watermark-svg.ts";
import { type Viewer, watermarkLine } from "./watermark-text.ts";

export type PageImageFormat = "webp" | "png";

/** A clean page: encoded (the stored PNG) or raw RGBA pixels straight from the renderer. */
export type CleanPage = Buffer | { rgba: Uint8Array; width: number; height: number };

const input = (page: CleanPage) =>
  Buffer.isBuffer(page)
    ? sharp(page)
    : sharp(page.rgba, { raw: { width: page.width, height: page.height, channels: 4 } });

/**
 * A page image for one viewer: the clean page with the viewer's name, e-mail,
 * organisation and the time burned into its pixels (a faint diagonal tile and a foot
 * band), in any script the project's fonts cover. sharp works off the main thread.
 */
export async function watermarkedPage(page: CleanPage, viewer: Viewer, format: PageImageFormat = "webp") {
  const { width = 0, height = 0 } = Buffer.isBuffer(page) ? await sharp(page).metadata() : page;
  const line = watermarkLine(viewer);
  const layout = watermarkLayout(width, height, line);
  const image = input(page)
    .removeAlpha()
    .extend({ bottom: layout.band, background: "#ffffff" })
    .composite([{ input: await watermarkOverlay(layout, line), top: 0, left: 0 }]);
  const encoded =
    format === "webp" ? image.webp({ quality: 75, effort: 0 }) : image.png({ compressionLevel: 6 });
  return { data: await encoded.toBuffer(), width, height: height + layout.band, band: layout.band, format };
}

/** The clean page as it is kept: lossless PNG, drawn once per version. */
export function cleanPagePng(page: { rgba: Uint8Array; width: number; height: number }): Promise<Buffer> {
  return input(page).removeAlpha().png({ compressionLevel: 6 }).toBuffer();
}
