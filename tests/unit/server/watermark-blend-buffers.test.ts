import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { blendBuffersHeld } from "#server/documents/watermark/blend-buffers.ts";
import { blendOverlay, watermarkOverlay } from "#server/documents/watermark/overlays.ts";
import { watermarkLayout } from "#server/documents/watermark/svg.ts";
import { type Viewer, watermarkLine } from "#server/documents/watermark/text.ts";
import { type PagePixels, pagePixels, watermarkedPage } from "#server/documents/watermark/watermark.ts";

// Each view is blended in a buffer reused from earlier views. Readers' pages made at the
// same moment must each come out exactly as made in a fresh buffer of their own: no view
// sees another's pixels or a former view's leftovers, and the buffers kept free between
// views stay bounded.

const viewer = (n: number): Viewer => ({
  name: `Reader ${n}`,
  email: `reader${n}@lp.example`,
  organisation: `Pension Fund ${n}`,
  at: new Date(Date.UTC(2026, 10, 28, 7, n)),
});

/** A page of the given size with text on it, shaded so every page differs. */
async function page(width: number, height: number, shade: number) {
  const lines = Array.from(
    { length: Math.floor(height / 40) },
    (_, i) =>
      `<text x="40" y="${40 + i * 40}" font-size="22" font-family="sans-serif">Page ${shade}, line ${i}</text>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(${shade},250,250)"/>${lines}</svg>`;
  return pagePixels(await sharp(Buffer.from(svg)).png().toBuffer());
}

/** The view made in a fresh buffer of its own, sharp adding the white band: the reference. */
async function fresh(page: PagePixels, who: Viewer) {
  const line = watermarkLine(who);
  const layout = watermarkLayout(page.width, page.height, line);
  const { data, info } = await sharp(page.rgb, {
    raw: { width: page.width, height: page.height, channels: 3 },
  })
    .extend({ bottom: layout.band, background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  blendOverlay(data, await watermarkOverlay(layout, line));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 80, optimiseCoding: false })
    .toBuffer();
}

describe("the buffers views are blended in", () => {
  it("gives each of many views made at once the bytes it has when made in a fresh buffer", async () => {
    const pages = await Promise.all([page(1240, 1754, 200), page(1240, 1754, 230), page(900, 1200, 180)]);
    const views = Array.from({ length: 12 }, (_, n) => ({
      page: pages[n % 3] as (typeof pages)[number],
      viewer: viewer(n),
    }));
    const alone: Buffer[] = [];
    for (const view of views) alone.push(await fresh(view.page, view.viewer));
    // Twice over, so that the second round's views take buffers the first round's used.
    for (let round = 0; round < 2; round++) {
      const together = await Promise.all(views.map((view) => watermarkedPage(view.page, view.viewer)));
      for (const [n, image] of together.entries())
        expect(image.data.equals(alone[n] as Buffer), `round ${round}, view ${n}`).toBe(true);
    }
    // Each view's own copy: the decoded pages it was made from are unchanged.
    const again = await page(1240, 1754, 200);
    expect(pages[0]?.rgb.equals(again.rgb)).toBe(true);
  });

  it("keeps at most 48 MB free between views, and none once no one has viewed for a minute", async () => {
    const big = await page(2480, 3508, 210);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      await Promise.all(Array.from({ length: 6 }, (_, n) => watermarkedPage(big, viewer(20 + n), "jpeg")));
      const held = blendBuffersHeld();
      expect(held.buffers).toBeGreaterThan(0);
      expect(held.bytes).toBeLessThanOrEqual(48 * 1024 * 1024);
      vi.advanceTimersByTime(59_000);
      expect(blendBuffersHeld().buffers).toBe(held.buffers);
      vi.advanceTimersByTime(1_000);
      expect(blendBuffersHeld()).toEqual({ buffers: 0, bytes: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});
