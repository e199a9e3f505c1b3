import { mkdirSync, readlinkSync, renameSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { FONT_FILES } from "./font-files.ts";

/**
 * Links `target` at `path`, leaving a correct link alone (several processes may start at
 * once). A link left by an install elsewhere (the project moved) points nowhere; it is
 * unlinked itself, never followed, or every watermark would be drawn in empty boxes.
 */
function link(target: string, path: string): void {
  try {
    if (readlinkSync(path) === target) return;
    unlinkSync(path);
  } catch {
    // No link yet, or another process replaced it first.
  }
  try {
    symlinkSync(target, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/**
 * Points fontconfig, which sharp's text and SVG rendering use to find fonts, at the
 * project's own fonts and nothing else, so a watermark looks the same on every server
 * and never falls back to a machine font or to empty boxes. It must run before sharp
 * draws its first text: fontconfig reads FONTCONFIG_FILE once. The folder holds links
 * to the Regular weights only, so no other weight is ever picked.
 */
export function pointFontconfigAtProjectFonts(
  root = join(tmpdir(), `ucp-fontconfig-${process.getuid?.() ?? 0}`),
): string {
  const fonts = join(root, "fonts");
  mkdirSync(fonts, { recursive: true });
  for (const font of Object.values(FONT_FILES)) link(font.path, join(fonts, basename(font.path)));
  const file = join(root, "fonts.conf");
  const temporary = `${file}.${process.pid}`;
  writeFileSync(
    temporary,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${fonts}</dir>
  <cachedir>${join(root, "cache")}</cachedir>
</fontconfig>
`,
  );
  renameSync(temporary, file);
  process.env.FONTCONFIG_FILE = file;
  return file;
}
