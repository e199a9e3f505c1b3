/**
 * A searched word of this many characters or more matches every word it begins ("fun"
 * finds "fund" and "funding"); a shorter one, a single letter, matches only itself (an
 * initial such as the "J" of "J Smith"). A one-letter prefix would match a large share of
 * all words and only slow every search down; see decision 0018.
 */
export const MIN_PREFIX_LENGTH = 2;

export function matchesAsPrefix(word: string): boolean {
  return [...word].length >= MIN_PREFIX_LENGTH;
}
