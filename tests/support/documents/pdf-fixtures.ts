import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The path of a file of the hostile corpus, tests/fixtures/pdf/ (its README says what each is). */
export const pdfFixturePath = (name: string): string =>
  fileURLToPath(new URL(`../../fixtures/pdf/${name}.pdf`, import.meta.url));

/** The corpus's files with active content (scripts, actions, attachments), each refused at upload. */
export const ACTIVE_CONTENT = [
  "script",
  "script-after-stream",
  "xfa-script",
  "launch",
  "uri-on-open",
  "submit-form",
  "gotor-share",
  "import-data",
  "embedded-executable",
  "attachment-annotation",
  "page-actions",
  "annotation-actions",
  "names-javascript",
] as const;

/** A file of the hostile corpus, as bytes. */
export const pdfFixture = (name: string): Buffer => readFileSync(pdfFixturePath(name));

/** `bytes` as a file of their own, for the render pool, which reads every PDF from a file. */
export function pdfFile(bytes: Uint8Array): string {
  const path = join(mkdtempSync(join(tmpdir(), "ucp-pdf-")), "document.pdf");
  writeFileSync(path, bytes);
  return path;
}

/** How many pixels of an RGBA image are dark: a blank page has none. */
export function darkPixels(rgba: Uint8Array): number {
  let dark = 0;
  for (let at = 0; at < rgba.length; at += 4) {
    if ((rgba[at] ?? 255) + (rgba[at + 1] ?? 255) + (rgba[at + 2] ?? 255) < 384) dark++;
  }
  return dark;
}
