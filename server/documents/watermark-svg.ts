import { FONT_FAMILIES } from "./fonts/font-files.ts";

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const FAMILY = FONT_FAMILIES.map((family) => `'${family}'`).join(", ");

export interface WatermarkLayout {
  /** The page's width in pixels. */
  width: number;
  /** The page's height; the band is added below it. */
  height: number;
  band: number;
  footSize: number;
  tileSize: number;
}

const WIDE = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The line's width in ems, roughly: Chinese, Japanese and Korean characters are square, the rest narrower. */
const ems = (line: string) => [...line].reduce((sum, char) => sum + (WIDE.test(char) ? 1 : 0.56), 0);

/** Sizes for a page: a foot band that fits the line, and a faint tile a little larger. */
export function watermarkLayout(width: number, height: number, line: string): WatermarkLayout {
  const footSize = Math.round(Math.min(22, Math.max(11, (width * 0.94) / ems(line))));
  return { width, height, band: Math.round(footSize * 2.2), footSize, tileSize: Math.round(footSize * 1.15) };
}

/**
 * The watermark as one SVG over the page and its foot band: the line repeated faintly on
 * a diagonal across the page (so a crop cannot remove it and the page stays readable),
 * and once in full, dark on white, in a band added below the page (so it can always be
 * read and never hides the page's own content).
 */
export function watermarkSvg(layout: WatermarkLayout, line: string): string {
  const { width, height, band, footSize, tileSize } = layout;
  const text = escapeXml(line);
  const step = {
    x: Math.round(tileSize * ems(line) + tileSize * 4),
    y: Math.round(tileSize * 7),
  };
  const reach = Math.hypot(width, height);
  const tiles: string[] = [];
  for (let row = 0, y = -reach / 2; y < reach; row++, y += step.y) {
    for (let x = -reach / 2 - (row % 2) * (step.x / 2); x < reach; x += step.x) {
      tiles.push(`<text x="${Math.round(x)}" y="${Math.round(y)}">${text}</text>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height + band}">
<g font-family="${FAMILY}" font-size="${tileSize}" fill="#1e293b" fill-opacity="0.16" transform="rotate(-30 ${width / 2} ${height / 2})">
${tiles.join("\n")}
</g>
<rect x="0" y="${height}" width="${width}" height="${band}" fill="#ffffff"/>
<rect x="0" y="${height}" width="${width}" height="1" fill="#94a3b8"/>
<text x="${Math.round(footSize * 0.8)}" y="${height + Math.round(band * 0.66)}" font-family="${FAMILY}" font-size="${footSize}" fill="#0f172a">${text}</text>
</svg>`;
}
