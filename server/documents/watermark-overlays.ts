import "./fonts/project-fonts.ts";
import sharp from "sharp";
import { type WatermarkLayout, watermarkSvg } from "./watermark-svg.ts";

/** About 280 KB each: 64 viewers' current overlays in under 20 MB. */
const MAX_OVERLAYS = 64;
const overlays = new Map<string, Promise<Buffer>>();

/**
 * The watermark layer for one viewer, one minute and one page size, drawn once (the
 * text is most of a page image's cost) and kept for the next pages: a reader turning
 * pages gets the same layer until the printed minute changes. Least recently used goes first.
 */
export function watermarkOverlay(layout: WatermarkLayout, line: string): Promise<Buffer> {
  const key = `${layout.width}x${layout.height}\n${line}`;
  const found = overlays.get(key);
  if (found) {
    overlays.delete(key);
    overlays.set(key, found);
    return found;
  }
  const drawn = sharp(Buffer.from(watermarkSvg(layout, line)))
    .png({ compressionLevel: 1 })
    .toBuffer();
  drawn.catch(() => overlays.delete(key));
  overlays.set(key, drawn);
  for (const oldest of overlays.keys()) {
    if (overlays.size <= MAX_OVERLAYS) break;
    overlays.delete(oldest);
  }
  return drawn;
}
