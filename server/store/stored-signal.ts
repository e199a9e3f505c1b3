import type { InsertOutcome } from "./types.ts";

/**
 * Tells listeners (the notification worker, the live inbox) which new inquiries a commit stored new inquiries. Called
 * after COMMIT, once per batch, so a burst of inserts wakes the worker once, not per row.
 */
export class StoredSignal {
  readonly #listeners: ((ids: string[]) => void)[] = [];

  listen(listener: (ids: string[]) => void): void {
    this.#listeners.push(listener);
  }

  /** Passes a committed batch's outcomes through, signalling when any row was stored. */
  after(outcomes: InsertOutcome[]): InsertOutcome[] {
    const ids = outcomes.flatMap((outcome) => (outcome.outcome === "stored" ? [outcome.id] : []));
    if (ids.length > 0) {
      for (const listener of this.#listeners) listener(ids);
    }
    return outcomes;
  }
}
