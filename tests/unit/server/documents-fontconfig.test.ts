import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FONT_FILES } from "#server/documents/pdf/fonts/font-files.ts";
import { pointFontconfigAtProjectFonts } from "#server/documents/pdf/fonts/fontconfig.ts";

// Watermarks find their fonts through links in a folder fontconfig reads. A folder left by
// the project at another path (a new release directory, a moved checkout) must not leave
// links that point nowhere: the watermark would be drawn in empty boxes.

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function freshRoot(): string {
  const root = mkdtempSync(join(tmpdir(), "ucp-fontconfig-test-"));
  roots.push(root);
  return root;
}

describe("the watermark's font folder", () => {
  it("links every project font and names only that folder", () => {
    const root = freshRoot();
    const file = pointFontconfigAtProjectFonts(root);
    for (const font of Object.values(FONT_FILES))
      expect(readlinkSync(join(root, "fonts", basename(font.path)))).toBe(font.path);
    expect(readFileSync(file, "utf8")).toContain(`<dir>${join(root, "fonts")}</dir>`);
  });

  it("replaces links left by the project at another path, which point nowhere", () => {
    const root = freshRoot();
    mkdirSync(join(root, "fonts"));
    for (const font of Object.values(FONT_FILES))
      symlinkSync(
        join("/gone/release/node_modules", basename(font.path)),
        join(root, "fonts", basename(font.path)),
      );
    pointFontconfigAtProjectFonts(root);
    for (const font of Object.values(FONT_FILES)) {
      const path = join(root, "fonts", basename(font.path));
      expect(readlinkSync(path)).toBe(font.path);
      expect(existsSync(path)).toBe(true);
    }
  });
});
