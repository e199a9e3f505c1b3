import { documentErrors } from "./errors.ts";

export { DOWNLOAD_RETRY_AFTER_SECONDS } from "./errors.ts";

export interface DownloadLimits {
  /** Stamped downloads being stamped at once (each holds its file in a render worker). */
  stamping: number;
  /** Stamped downloads that may wait for their turn; past it the server answers 503. */
  queue: number;
  /** Downloads one person may have under way at once; past it the server answers 429. */
  perPerson: number;
}

/**
 * Keeps downloads from taking the server's memory: only `stamping` files are held for
 * stamping at once, whatever the number of requests; a waiting request holds no bytes,
 * and no more than `queue` wait. One person has at most `perPerson` downloads under way.
 */
export class DownloadGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly perPerson = new Map<string, number>();
  private readonly limits: DownloadLimits;
  constructor(limits: DownloadLimits) {
    this.limits = limits;
  }

  /** Counts a download of `personId` until the returned function is called; throws 429 past the limit. */
  enter(personId: string): () => void {
    const count = this.perPerson.get(personId) ?? 0;
    if (count >= this.limits.perPerson) throw documentErrors.tooManyDownloads(this.limits.perPerson);
    this.perPerson.set(personId, count + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const now = (this.perPerson.get(personId) ?? 1) - 1;
      if (now > 0) this.perPerson.set(personId, now);
      else this.perPerson.delete(personId);
    };
  }

  /** Runs `stamp` when a stamping place is free; throws 503 when too many wait already. */
  async stamping<T>(stamp: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.stamping) {
      if (this.waiting.length >= this.limits.queue) throw documentErrors.downloadsBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await stamp();
    } finally {
      // The place passes straight to the next waiting request, if any.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Requests stamping now and waiting, for tests and metrics. */
  get load() {
    return { stamping: this.running, waiting: this.waiting.length };
  }
}
