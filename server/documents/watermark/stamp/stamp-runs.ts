export interface TextRun<F> {
  text: string;
  font: F;
}

const NEUTRAL = /[\s\p{P}\p{S}]/u;

/**
 * Splits a line into runs, each drawn with the first font that has every character of
 * it, so a Latin name, an Arabic one and a Chinese one each get a font that prints them.
 * Spaces and punctuation join the run around them only when the text after them goes on
 * in the same font (a right-to-left run is reversed whole, and must not take the
 * separator after it along). A character no font has is left out rather than printed as
 * "?" or an empty box.
 */
export function splitRuns<F>(
  line: string,
  fonts: readonly F[],
  has: (font: F, codePoint: number) => boolean,
): TextRun<F>[] {
  const chars = [...line];
  const runs: TextRun<F>[] = [];
  chars.forEach((char, index) => {
    const codePoint = char.codePointAt(0) ?? 0;
    const current = runs.at(-1);
    const next = NEUTRAL.test(char) ? chars.slice(index + 1).find((later) => !NEUTRAL.test(later)) : char;
    if (
      current &&
      has(current.font, codePoint) &&
      (next === undefined || has(current.font, next.codePointAt(0) ?? 0))
    ) {
      current.text += char;
      return;
    }
    const font = fonts.find((candidate) => has(candidate, codePoint));
    if (font) runs.push({ text: char, font });
  });
  return runs;
}
