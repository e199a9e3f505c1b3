import { triageCopy } from "../triage-copy.ts";
import type { View } from "../view.ts";

const copy = triageCopy.list;

/**
 * The searched words of one letter. The server splits a search into runs of letters and
 * digits, and matches a one-letter word only as a whole word (an initial), never as the
 * start of longer ones; the list says so rather than leave an empty or thin list unexplained.
 */
export function singleLetters(q: string): string[] {
  const words = q.match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => [...word].length === 1).map((word) => word.toUpperCase()))];
}

/** What the list says above its rows about the search itself: stopped, or one-letter words. */
export function ListNotice({ view, timedOut }: { view: View; timedOut: boolean }) {
  if (timedOut)
    return (
      <p className="notice list-notice" role="alert">
        {view.q ? copy.searchTimedOut : copy.listTimedOut}
      </p>
    );
  const letters = singleLetters(view.q);
  return letters.length > 0 ? <p className="notice list-notice">{copy.singleLetters(letters)}</p> : null;
}
