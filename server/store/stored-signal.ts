import type { InsertOutcome } from "./types.ts";

/**
 * Tells listeners (the notification worker) that a commit stored new inquiries. Called
 * after COMMIT, once per batch, so a burst of inserts wakes the worker once, not per row.
 */
export class StoredSignal {
  readonly #listeners: (() => void)[] = [];

  listen(listener: () => void): void {
    this.#listeners.push(listener);
  }

  /** Passes a committed batch's outcomes through, signalling when any row was stored. */
  after(outcomes: InsertOutcome[]): InsertOutcome[] {
    if (outcomes.some((outcome) => outcome.outcome === "stored")) {
      for (const listener of this.#listeners) listener();
    }
    return outcomes;
  }
}
