import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** A package's folder, from the entry point it exports (its font files are not exported). */
const packageDir = (name: string) => dirname(dirname(fileURLToPath(import.meta.resolve(name))));

/** A font family and its file in the `fonts` folder of its npm package. */
const font = (family: string, packageName: string, file: string) => ({
  family,
  path: join(packageDir(packageName), "fonts", file),
});

/**
 * The self-hosted fonts (Noto, OFL-1.1, from npm) that watermarks and stamps are drawn
 * with, one Regular weight per script: Latin, Cyrillic and Greek; Arabic; Chinese (with
 * kana, and Latin again); Korean. Nothing is read from the machine's own fonts.
 */
export const FONT_FILES = {
  latin: font("Noto Sans", "@embedpdf/fonts-latin", "NotoSans-Regular.ttf"),
  arabic: font("Noto Naskh Arabic", "@embedpdf/fonts-arabic", "NotoNaskhArabic-Regular.ttf"),
  han: font("Noto Sans S Chinese", "@embedpdf/fonts-sc", "NotoSansHans-Regular.otf"),
  hangul: font("Noto Sans Korean", "@embedpdf/fonts-kr", "NotoSansKR-Regular.otf"),
} as const;

/** The families in the order a watermark asks for them: each character takes the first that has it. */
export const FONT_FAMILIES = Object.values(FONT_FILES).map((font) => font.family);
