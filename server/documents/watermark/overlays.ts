import "../pdf/fonts/project-fonts.ts";
import sharp from "sharp";
import { bandSvg, TILE, tilePositions, tileSvg, type WatermarkLayout } from "./svg.ts";

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

const raster = (svg: string) =>
  sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

/** The copy of the line, turned, as the offsets of its inked pixels from where its baseline starts. */
async function inkedCopy(
  layout: WatermarkLayout,
  line: string,
  room?: number,
): Promise<number[] | undefined> {
  const tile = tileSvg(layout, line, room);
  const { data, info } = await raster(tile.svg);
  const offsets: number[] = [];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      const opacity = data[(y * info.width + x) * 4 + 3] ?? 0;
      if (opacity === 0) continue;
      // Ink at the canvas' top or right edge: the line was longer than its room allowed.
      if (y === 0 || x === info.width - 1) return undefined;
      offsets.push(x - tile.anchor.x, y - tile.anchor.y, opacity);
    }
  return offsets;
}

/**
 * Draws the layer: the line turned once (librsvg and Pango draw text slowly, about 80 ms
 * for a page of copies, against a few for one) and set down at every tile position as an
 * opacity map over the page, then the foot band; kept as the pixels that change the page.
 */
async function draw(layout: WatermarkLayout, line: string): Promise<SparseOverlay> {
  const { width, height, band } = layout;
  const [fitted, foot] = await Promise.all([inkedCopy(layout, line), raster(bandSvg(layout, line))]);
  const offsets = fitted ?? (await inkedCopy(layout, line, 2));
  if (!offsets) throw new Error("the watermark line does not fit its tile");
  // Copies may touch: their opacities combine as layers of ink do. Each pixel is listed
  // the first time ink reaches it, so nothing walks the whole page afterwards.
  const ink = new Uint8Array(width * height);
  const touched: number[] = [];
  for (const at of tilePositions(layout, line))
    for (let n = 0; n < offsets.length; n += 3) {
      const x = at.x + (offsets[n] ?? 0);
      const y = at.y + (offsets[n + 1] ?? 0);
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const pixel = y * width + x;
      const under = ink[pixel] ?? 0;
      const over = offsets[n + 2] ?? 0;
      if (under === 0) touched.push(pixel);
      ink[pixel] = under + over - Math.round((under * over) / 255);
    }
  // The band starts white (the page is extended with white): only its rule and letters change it.
  const footPixels: number[] = [];
  for (let pixel = 0, at = 0; pixel < width * band; pixel++, at += 4)
    if (foot.data[at] !== 255 || foot.data[at + 1] !== 255 || foot.data[at + 2] !== 255)
      footPixels.push(pixel);
  const count = touched.length + footPixels.length;
  const index = new Uint32Array(count);
  const rgba = new Uint8Array(count * 4);
  const [red, green, blue] = TILE.rgb;
  for (const [n, pixel] of touched.entries()) {
    index[n] = pixel;
    rgba[n * 4] = red;
    rgba[n * 4 + 1] = green;
    rgba[n * 4 + 2] = blue;
    rgba[n * 4 + 3] = ink[pixel] ?? 0;
  }
  for (const [k, pixel] of footPixels.entries()) {
    const n = touched.length + k;
    index[n] = width * height + pixel;
    rgba.set(foot.data.subarray(pixel * 4, pixel * 4 + 3), n * 4);
    rgba[n * 4 + 3] = 255;
  }
  return { width, height: height + band, index, rgba };
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

/**
 * Burns the layer into a page's RGB pixels (the layer's size), in place: each channel
 * becomes round((under × (255 − opacity) + ink × opacity) ÷ 255). It runs on the main
 * thread for every view, so it is written for speed: adding 127 then letting the byte
 * array drop the fraction is that rounding, as the array's values are never negative.
 */
export function blendOverlay(rgb: Buffer, overlay: SparseOverlay): void {
  const { index, rgba } = overlay;
  const count = index.length;
  for (let n = 0, at4 = 0; n < count; n++, at4 += 4) {
    const at = (index[n] as number) * 3;
    const opacity = rgba[at4 + 3] as number;
    const rest = 255 - opacity;
    rgb[at] = ((rgb[at] as number) * rest + (rgba[at4] as number) * opacity + 127) / 255;
    rgb[at + 1] = ((rgb[at + 1] as number) * rest + (rgba[at4 + 1] as number) * opacity + 127) / 255;
    rgb[at + 2] = ((rgb[at + 2] as number) * rest + (rgba[at4 + 2] as number) * opacity + 127) / 255;
  }
}
