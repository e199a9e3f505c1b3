import "./fonts/project-fonts.ts";
import sharp from "sharp";
import { type WatermarkLayout, watermarkSvg } from "./watermark-svg.ts";

/**
 * The watermark layer as the pixels it changes: a faint line of text covers about 3% of a
 * page, so only those pixels are kept (their index on the page and their colour and
 * opacity). Blending them is a pass over those pixels, not the page's two million.
 */
export interface SparseOverlay {
  width: number;
  height: number;
  /** Pixel index (row × width + column) of each pixel the layer changes. */
  index: Uint32Array;
  /** Red, green, blue and opacity of each, straight (not premultiplied). */
  rgba: Uint8Array;
}

/** About 600 KB each: 64 viewers' current layers in under 40 MB. */
const MAX_OVERLAYS = 64;
const overlays = new Map<string, Promise<SparseOverlay>>();

/** The layer's pixels that change the page: any opacity over the page, and the band's non-white ones (the band starts white). */
function sparse(pixels: Buffer, width: number, height: number, pageHeight: number): SparseOverlay {
  const bandStart = width * pageHeight;
  const changes = (pixel: number) => {
    const at = pixel * 4;
    const opacity = pixels[at + 3] ?? 0;
    if (opacity === 0) return false;
    if (pixel < bandStart || opacity !== 255) return true;
    return pixels[at] !== 255 || pixels[at + 1] !== 255 || pixels[at + 2] !== 255;
  };
  // Two passes, counting then filling, so that no growing array holds 70,000 numbers.
  let count = 0;
  for (let pixel = 0; pixel < width * height; pixel++) if (changes(pixel)) count++;
  const index = new Uint32Array(count);
  const rgba = new Uint8Array(count * 4);
  for (let pixel = 0, n = 0; pixel < width * height; pixel++) {
    if (!changes(pixel)) continue;
    index[n] = pixel;
    rgba.set(pixels.subarray(pixel * 4, pixel * 4 + 4), n * 4);
    n++;
  }
  return { width, height, index, rgba };
}

async function draw(layout: WatermarkLayout, line: string): Promise<SparseOverlay> {
  const { data, info } = await sharp(Buffer.from(watermarkSvg(layout, line)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sparse(data, info.width, info.height, layout.height);
}

/**
 * The watermark layer for one viewer, one minute and one page size, drawn once (drawing
 * the text is most of its cost) and kept for the next pages: a reader turning pages gets
 * the same layer until the printed minute changes. Least recently used goes first.
 */
export function watermarkOverlay(layout: WatermarkLayout, line: string): Promise<SparseOverlay> {
  const key = `${layout.width}x${layout.height}\n${line}`;
  const found = overlays.get(key);
  if (found) {
    overlays.delete(key);
    overlays.set(key, found);
    return found;
  }
  const drawn = draw(layout, line);
  drawn.catch(() => overlays.delete(key));
  overlays.set(key, drawn);
  for (const oldest of overlays.keys()) {
    if (overlays.size <= MAX_OVERLAYS) break;
    overlays.delete(oldest);
  }
  return drawn;
}

/** Burns the layer into a page's RGB pixels (the layer's size), in place. */
export function blendOverlay(rgb: Buffer, overlay: SparseOverlay): void {
  const { index, rgba } = overlay;
  for (let n = 0; n < index.length; n++) {
    const at = (index[n] ?? 0) * 3;
    const opacity = rgba[n * 4 + 3] ?? 0;
    const rest = 255 - opacity;
    for (let channel = 0; channel < 3; channel++) {
      const under = rgb[at + channel] ?? 0;
      rgb[at + channel] = Math.round((under * rest + (rgba[n * 4 + channel] ?? 0) * opacity) / 255);
    }
  }
}
