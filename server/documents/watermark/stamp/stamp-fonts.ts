import { readFileSync } from "node:fs";
import fontkit from "@foliojs-fork/fontkit";
import { FONT_FILES } from "../../pdf/fonts/font-files.ts";

export interface StampFont {
  name: keyof typeof FONT_FILES;
  bytes: Uint8Array;
  has(codePoint: number): boolean;
}

let loaded: StampFont[] | undefined;

/**
 * The project's fonts for stamps, read once per thread: Latin first (small, so a Latin
 * stamp never loads the 8 MB Chinese font into the PDF), then Arabic, then Chinese.
 */
export function stampFonts(): StampFont[] {
  loaded ??= (Object.keys(FONT_FILES) as (keyof typeof FONT_FILES)[]).map((name) => {
    const bytes = readFileSync(FONT_FILES[name].path);
    const font = fontkit.create(bytes);
    return { name, bytes, has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint) };
  });
  return loaded;
}
