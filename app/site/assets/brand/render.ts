// Regenerates the brand images in public/ from the sources beside this file:
//   node app/site/assets/brand/render.ts
// (never imported by the site). Edit icon.svg or og-image.html, then run it.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";

const here = import.meta.dirname;
const out = join(here, "..", "..", "..", "public");
const svg = readFileSync(join(here, "icon.svg"), "utf8");
// Apple and maskable icons are full-bleed: the platform applies its own mask.
const square = svg.replace('rx="14"', 'rx="0"');
const inner = square.replace(/^<svg[^>]*>/, "").replace("</svg>", "");
// Maskable icons keep their drawing inside the centre 80 %.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0a1628"/><g transform="translate(8 8) scale(.75)">${inner}</g></svg>`;

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });

async function render(source: string, size: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<body style="margin:0">${source.replace("<svg ", `<svg width="${size}" height="${size}" `)}`,
  );
  const png = await page.screenshot({
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
  await page.close();
  return png;
}

/** An ICO file holding one PNG (valid since Windows Vista, read by every browser). */
function ico(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the PNG
  return Buffer.concat([header, png]);
}

try {
  writeFileSync(join(out, "icon.svg"), svg);
  writeFileSync(join(out, "favicon.ico"), ico(await render(svg, 32), 32));
  writeFileSync(join(out, "apple-touch-icon.png"), await render(square, 180));
  writeFileSync(join(out, "icon-192.png"), await render(svg, 192));
  writeFileSync(join(out, "icon-512.png"), await render(svg, 512));
  writeFileSync(join(out, "icon-maskable-512.png"), await render(maskable, 512));
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.goto(pathToFileURL(join(here, "og-image.html")).href, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  writeFileSync(join(out, "og-image.png"), await page.screenshot());
} finally {
  await browser.close();
}
