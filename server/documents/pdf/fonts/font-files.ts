import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** A package's folder, from the entry point it exports (its font files are not exported). */
const packageDir = (name: string) => dirname(dirname(fileURLToPath(import.meta.resolve(name))));

/**
 * The self-hosted fonts (Noto, OFL-1.1, from npm) that watermarks and stamps are drawn
 * with, one Regular weight per script: Latin, Cyrillic and Greek; Arabic; Chinese (with
 * kana, and Latin again); Korean. Nothing is read from the machine's own fonts.
 */
export const FONT_FILES = {
  latin: {
    family: "Noto Sans",
    path: join(packageDir("@embedpdf/fonts-latin"), "fonts", "NotoSans-Regular.ttf"),
  },
  arabic: {
    family: "Noto Naskh Arabic",
    path: join(packageDir("@embedpdf/fonts-arabic"), "fonts", "NotoNaskhArabic-Regular.ttf"),
  },
  han: {
    family: "Noto Sans S Chinese",
    path: join(packageDir("@embedpdf/fonts-sc"), "fonts", "NotoSansHans-Regular.otf"),
  },
  hangul: {
    family: "Noto Sans Korean",
    path: join(packageDir("@embedpdf/fonts-kr"), "fonts", "NotoSansKR-Regular.otf"),
  },
} as const;

/** The families in the order a watermark asks for them: each character takes the first that has it. */
export const FONT_FAMILIES = Object.values(FONT_FILES).map((font) => font.family);
