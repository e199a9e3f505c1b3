import type pg from "pg";
import { matchesAsPrefix } from "./terms.ts";

/** A word matching at least this share of inquiries counts as common. */
const COMMON_SHARE = 0.005;
/** How long the word statistics are reused before they are read again. */
const STATS_TTL_MS = 60_000;

/**
 * Chooses how to run a search. PostgreSQL cannot estimate how many rows a prefix query
 * ('fund:*') matches, and guesses the same for every word: it then walks the date index
 * newest first and tests each row, which for a rare word reads the whole table (a
 * million rows). The table's own statistics (ANALYZE's most common words and their
 * shares) tell a common word from a rare one: a rare word is looked up in the search
 * index first and its few matches sorted; a common word keeps the date walk, which finds
 * 50 matches within a few thousand rows. Words that are each common but rarely meet (the
 * product of their shares is small) are looked up first too: a date walk would test most
 * of the table before it found 50 rows holding all of them.
 */
export function searchPlanner(
  pool: pg.Pool,
): (words: readonly string[]) => Promise<"index-first" | "date-first"> {
  let cached: { at: number; words: [string, number][] } | undefined;
  async function commonWords(): Promise<[string, number][]> {
    if (cached && Date.now() - cached.at < STATS_TTL_MS) return cached.words;
    const { rows } = await pool.query<{ elems: string[] | null; freqs: number[] | null }>(
      `SELECT most_common_elems::text::text[] AS elems, most_common_elem_freqs AS freqs
       FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'contact_submissions'
         AND attname = 'search_vector'`,
    );
    const elems = rows[0]?.elems ?? [];
    const freqs = rows[0]?.freqs ?? [];
    const words = elems.map((elem, index): [string, number] => [elem, freqs[index] ?? 0]);
    cached = { at: Date.now(), words };
    return words;
  }
  return async (words) => {
    const stats = await commonWords();
    // A prefix's share is that of every listed word it begins; a single letter's, its own.
    const share = (word: string) =>
      Math.min(
        1,
        stats.reduce(
          (sum, [elem, freq]) =>
            elem === word || (matchesAsPrefix(word) && elem.startsWith(word)) ? sum + freq : sum,
          0,
        ),
      );
    const together = words.reduce((product, word) => product * share(word), 1);
    return together < COMMON_SHARE ? "index-first" : "date-first";
  };
}
