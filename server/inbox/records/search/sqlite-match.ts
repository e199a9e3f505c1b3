import type { DatabaseSync } from "node:sqlite";
import { searchVocabulary } from "./sqlite-vocabulary.ts";
import { matchesAsPrefix } from "./terms.ts";

/** A prefix that begins more words than this is left to FTS5 as a prefix query. */
const MAX_TERMS = 64;
/** The migration indexes prefixes of up to this many letters (prefix = '2 3'). */
const INDEXED_PREFIX = 3;

/** One matcher per connection: the page and the counts of a reader share its vocabulary. */
const matchers = new WeakMap<DatabaseSync, (words: readonly string[]) => string | undefined>();

/**
 * The FTS5 query of a search: every word must start a token, in any column; a single
 * letter must be a whole token (search-terms.ts). FTS5 answers a prefix longer than its
 * prefix index ("fund"*) by merging the lists of every token it begins into one, for the
 * whole table, each time the query runs; the tokens it begins, listed from the index's
 * vocabulary (sqlite-search-vocabulary.ts), make an OR of whole tokens that reads only
 * what it needs. A word that begins no token at all means no match: undefined.
 * Call it inside the read's transaction, so the vocabulary is that of the rows it reads.
 */
export function searchMatch(db: DatabaseSync): (words: readonly string[]) => string | undefined {
  const existing = matchers.get(db);
  if (existing) return existing;
  const vocabulary = searchVocabulary(db, MAX_TERMS);
  // Words hold only letters and digits, so quoting them cannot break out of the string.
  const term = (word: string, tokensStarting: (word: string) => string[]): string | undefined => {
    if (!matchesAsPrefix(word)) return `"${word}"`;
    // Beyond ASCII, the tokenizer folds letters (diacritics): FTS5 applies it to the query.
    if (word.length <= INDEXED_PREFIX || !/^[a-z0-9]+$/.test(word)) return `"${word}"*`;
    const listed = tokensStarting(word);
    if (listed.length === 0) return undefined;
    if (listed.length > MAX_TERMS) return `"${word}"*`;
    return `(${listed.map((token) => `"${token}"`).join(" OR ")})`;
  };
  const matcher = (words: readonly string[]) => {
    const tokensStarting = vocabulary();
    const parts = words.map((word) => term(word, tokensStarting));
    return parts.some((part) => part === undefined) ? undefined : parts.join(" AND ");
  };
  matchers.set(db, matcher);
  return matcher;
}
