import { performance } from "node:perf_hooks";

/** Commits of new inquiries per second above which visitors are flooding the server. */
const BUSY_COMMITS_PER_SECOND = 20;

/**
 * Whether visitors are keeping the server busy. The worker shares the process (and, on
 * a small machine, the CPU) with their requests; while they flood it, notifications step
 * aside (small batches, a pause between them) and catch up as soon as the flood ends.
 * The signal is the rate of commits that stored new inquiries: it sees the load whether
 * this process or the database does the work, and never the worker's own sending (the
 * event loop's busy share would: draining a backlog keeps the loop busy by itself).
 * A contact form's real traffic is far below it.
 */
export class LoadGauge {
  readonly #now: () => number;
  #since: number;
  #commits = 0;

  /** `now` in milliseconds; tests pass their own clock. */
  constructor(now: () => number = () => performance.now()) {
    this.#now = now;
    this.#since = now();
  }

  /** A commit stored new inquiries. */
  noteCommit(): void {
    this.#commits++;
  }

  /** True when inquiries were committed at a flood's rate since the previous call. */
  busy(): boolean {
    const now = this.#now();
    const commitsPerSecond = (this.#commits * 1000) / Math.max(1, now - this.#since);
    this.#since = now;
    this.#commits = 0;
    return commitsPerSecond >= BUSY_COMMITS_PER_SECOND;
  }
}
