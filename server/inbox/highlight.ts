import type { Segment } from "#common/inbox-api.ts";
import { matchesAsPrefix } from "#server/inbox/records/search/terms.ts";

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A word too short to be a prefix must end where the text's word ends. */
const alternative = (word: string) =>
  matchesAsPrefix(word) ? escapeRegExp(word) : `${escapeRegExp(word)}(?![\\p{L}\\p{N}])`;

/**
 * Splits `text` into segments, marking each place where a word of the text starts with
 * a searched word: the same rule the search follows (a prefix of a word, any case; a
 * single letter only as a whole word). The
 * client renders segments as text nodes, so visitor text can never become markup.
 */
export function highlight(text: string, words: readonly string[]): Segment[] {
  if (words.length === 0 || text.length === 0) return [{ text, match: false }];
  // Longest first: "adam" wins over "ada" where both start the same word.
  const alternatives = [...words].sort((a, b) => b.length - a.length).map(alternative);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})`, "giu");
  const segments: Segment[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/**
 * A short piece of a long message around its first match, for the list: at most about
 * `length` characters, cut at word boundaries where possible.
 */
export function excerpt(text: string, words: readonly string[], length = 160): Segment[] {
  const segments = highlight(text, words);
  let offset = 0;
  let firstMatch = 0;
  for (const segment of segments) {
    if (segment.match) {
      firstMatch = offset;
      break;
    }
    offset += segment.text.length;
  }
  let start = Math.max(0, firstMatch - 40);
  if (start > 0) {
    const space = text.lastIndexOf(" ", start);
    start = space > firstMatch - 60 ? space + 1 : start;
  }
  const end = Math.min(text.length, start + length);
  const piece = text.slice(start, end);
  const cut = highlight(piece, words);
  if (start > 0) cut.unshift({ text: "…", match: false });
  if (end < text.length) cut.push({ text: "…", match: false });
  return cut;
}
