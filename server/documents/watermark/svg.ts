import { FONT_FAMILIES } from "../pdf/fonts/font-files.ts";

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

/** The tile's colour and opacity, and the foot band's ink and rule. */
export const TILE = { rgb: [0x1e, 0x29, 0x3b] as const, opacity: 0.16, degrees: -30 };

/**
 * Where the faint copies of the line go across the page: points of a staggered lattice
 * in a frame turned by TILE.degrees about the page's centre, given in page pixels (each
 * is where a copy's baseline starts), so that a crop cannot remove the watermark and the
 * page stays readable.
 */
export function tilePositions(layout: WatermarkLayout, line: string): { x: number; y: number }[] {
  const { width, height, tileSize } = layout;
  const step = { x: Math.round(tileSize * ems(line) + tileSize * 4), y: Math.round(tileSize * 7) };
  const reach = Math.hypot(width, height);
  const turn = (TILE.degrees * Math.PI) / 180;
  const [cx, cy] = [width / 2, height / 2];
  const positions: { x: number; y: number }[] = [];
  for (let row = 0, y = -reach / 2; y < reach; row++, y += step.y) {
    for (let x = -reach / 2 - (row % 2) * (step.x / 2); x < reach; x += step.x) {
      const [gx, gy] = [Math.round(x) - cx, Math.round(y) - cy];
      positions.push({
        x: Math.round(cx + gx * Math.cos(turn) - gy * Math.sin(turn)),
        y: Math.round(cy + gx * Math.sin(turn) + gy * Math.cos(turn)),
      });
    }
  }
  return positions;
}

/**
 * One faint copy of the line, turned, drawn once and placed at every tile position. `room`
 * is how much longer than its estimate in ems the line may be: a copy that reaches the
 * edge of its canvas was cut short, and is drawn again with more room (watermark-overlays.ts).
 */
export function tileSvg(
  layout: WatermarkLayout,
  line: string,
  room = 1.15,
): { svg: string; anchor: { x: number; y: number } } {
  const { tileSize } = layout;
  const length = tileSize * ems(line) * room + tileSize * 2;
  const width = Math.ceil(length * 0.87 + tileSize * 2);
  const height = Math.ceil(length * 0.5 + tileSize * 3);
  const anchor = { x: tileSize, y: height - tileSize * 1.5 };
  const [r, g, b] = TILE.rgb;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<text x="${anchor.x}" y="${anchor.y}" transform="rotate(${TILE.degrees} ${anchor.x} ${anchor.y})" font-family="${FAMILY}" font-size="${tileSize}" fill="rgb(${r},${g},${b})" fill-opacity="${TILE.opacity}">${escapeXml(line)}</text>
</svg>`;
  return { svg, anchor };
}

/**
 * The band added below the page: a rule, and the line once in full, dark on white, so it
 * can always be read and never hides the page's own content.
 */
export function bandSvg(layout: WatermarkLayout, line: string): string {
  const { width, band, footSize } = layout;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${band}">
<rect x="0" y="0" width="${width}" height="${band}" fill="#ffffff"/>
<rect x="0" y="0" width="${width}" height="1" fill="#94a3b8"/>
<text x="${Math.round(footSize * 0.8)}" y="${Math.round(band * 0.66)}" font-family="${FAMILY}" font-size="${footSize}" fill="#0f172a">${escapeXml(line)}</text>
</svg>`;
}
