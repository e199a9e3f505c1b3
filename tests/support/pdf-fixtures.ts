import { readFileSync } from "node:fs";

/** A file of the hostile corpus, tests/fixtures/pdf/ (its README says what each is). */
export const pdfFixture = (name: string): Buffer =>
  readFileSync(new URL(`../fixtures/pdf/${name}.pdf`, import.meta.url));

/** How many pixels of an RGBA image are dark: a blank page has none. */
export function darkPixels(rgba: Uint8Array): number {
  let dark = 0;
  for (let at = 0; at < rgba.length; at += 4) {
    if ((rgba[at] ?? 255) + (rgba[at + 1] ?? 255) + (rgba[at + 2] ?? 255) < 384) dark++;
  }
  return dark;
}
