/** At most this many words count in one search; more would only slow the query down. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 64;

/**
 * The words of a search box, lower-cased: runs of letters and digits. Everything else
 * (punctuation, operators of either database's query language) separates words, so a
 * search can never be read as query syntax. "ada@example" searches "ada" and "example".
 */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_WORDS);
}
