import { describe, expect, it } from "vitest";
import { blendOverlay, type SparseOverlay } from "#server/documents/watermark/overlays.ts";

// The watermark's blend runs for every page view, written for speed: it must still give
// exactly the rounded straight-alpha blend, for every page value, ink and opacity.

describe("watermark blend", () => {
  it("gives round((under × (255 − a) + ink × a) ÷ 255) for every under and opacity, and leaves other pixels alone", () => {
    const width = 256;
    const height = 256;
    // Pixel (x, y): the page's value is x in each channel; the layer's opacity is y, its
    // ink three different values. One pixel in four is not in the layer.
    const rgb = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) rgb.fill(x, (y * width + x) * 3, (y * width + x + 1) * 3);
    const indices: number[] = [];
    const inks: number[] = [];
    /** Where pixel n's entry is in the layer, or -1. */
    const slot = new Int32Array(width * height).fill(-1);
    for (let n = 0; n < width * height; n++) {
      if (n % 4 === 3) continue;
      slot[n] = indices.length;
      indices.push(n);
      inks.push(0x1e, (n * 7) % 256, 255 - (n % 256), Math.floor(n / width));
    }
    const overlay: SparseOverlay = {
      width,
      height,
      index: Uint32Array.from(indices),
      rgba: Uint8Array.from(inks),
    };
    const before = Buffer.from(rgb);
    blendOverlay(rgb, overlay);
    let wrong = 0;
    for (let n = 0; n < width * height; n++) {
      const k = slot[n] ?? -1;
      for (let channel = 0; channel < 3; channel++) {
        const under = before[n * 3 + channel] ?? 0;
        const expected =
          k < 0
            ? under
            : Math.round(
                (under * (255 - (inks[k * 4 + 3] ?? 0)) +
                  (inks[k * 4 + channel] ?? 0) * (inks[k * 4 + 3] ?? 0)) /
                  255,
              );
        if (rgb[n * 3 + channel] !== expected) wrong++;
      }
    }
    expect(wrong).toBe(0);
  });
});
