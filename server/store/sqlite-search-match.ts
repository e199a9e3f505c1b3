import type { DatabaseSync } from "node:sqlite";
import { matchesAsPrefix } from "./search-terms.ts";

/** A prefix that begins more words than this is left to FTS5 as a prefix query. */
const MAX_TERMS = 64;
/** The migration indexes prefixes of up to this many letters (prefix = '2 3'). */
const INDEXED_PREFIX = 3;

/**
 * The FTS5 query of a search: every word must start a token, in any column; a single
 * letter must be a whole token (search-terms.ts). FTS5 answers a prefix longer than its
 * prefix index ("fund"*) by merging the lists of every token it begins into one, for the
 * whole table, each time the query runs; the tokens it begins, listed from the index's
 * vocabulary, make an OR of whole tokens that reads only what it needs. A word that
 * begins no token at all means no match: undefined.
 */
export function searchMatch(db: DatabaseSync): (words: readonly string[]) => string | undefined {
  // The "instance" vocabulary seeks to a term without counting its rows (the "row" one
  // reads every row of each term it lists: 10 ms for a word in every message at 200,000).
  db.exec(
    "CREATE VIRTUAL TABLE IF NOT EXISTS temp.inquiry_search_terms USING fts5vocab(main, inquiry_search, 'instance')",
  );
  // Only `>=` seeks (`>` steps through every instance): the term after `next` is the first
  // one from `next` plus a NUL character, which sorts before any other continuation.
  const firstFrom = db.prepare("SELECT term FROM temp.inquiry_search_terms WHERE term >= :from LIMIT 1");
  const tokensStarting = (word: string): string[] => {
    const found: string[] = [];
    let from = word;
    while (found.length <= MAX_TERMS) {
      const next = firstFrom.get({ from })?.term;
      if (typeof next !== "string" || !next.startsWith(word)) break;
      found.push(next);
      from = `${next}\u0000`;
    }
    return found;
  };
  // Words hold only letters and digits, so quoting them cannot break out of the string.
  const term = (word: string): string | undefined => {
    if (!matchesAsPrefix(word)) return `"${word}"`;
    // Beyond ASCII, the tokenizer folds letters (diacritics): FTS5 applies it to the query.
    if (word.length <= INDEXED_PREFIX || !/^[a-z0-9]+$/.test(word)) return `"${word}"*`;
    const listed = tokensStarting(word);
    if (listed.length === 0) return undefined;
    if (listed.length > MAX_TERMS) return `"${word}"*`;
    return `(${listed.map((token) => `"${token}"`).join(" OR ")})`;
  };
  return (words) => {
    const parts = words.map(term);
    return parts.some((part) => part === undefined) ? undefined : parts.join(" AND ");
  };
}
