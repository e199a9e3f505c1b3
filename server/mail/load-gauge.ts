import { type EventLoopUtilization, performance } from "node:perf_hooks";

/** Commits of new inquiries per second above which visitors are flooding the server. */
const BUSY_COMMITS_PER_SECOND = 20;
/** Share of time the event loop was busy above which the server is saturated anyway. */
const BUSY_UTILISATION = 0.95;

/**
 * Whether the server is busy serving visitors. The worker shares the process (and, on a
 * small machine, the CPU) with their requests; while they keep it busy, notifications
 * step aside (small batches, a pause between them) and catch up as soon as the load
 * drops. Two signals: inserts committed per second, which sees the load even when the
 * database, not this process, does the work (PostgreSQL); and the event loop's busy
 * share, for any other flood. A contact form's real traffic is far below both.
 */
export class LoadGauge {
  #elu: EventLoopUtilization = performance.eventLoopUtilization();
  #since = performance.now();
  #commits = 0;

  /** A commit stored new inquiries. */
  noteCommit(): void {
    this.#commits++;
  }

  /** True when the server was busy since the previous call. */
  busy(): boolean {
    const now = performance.now();
    const elu = performance.eventLoopUtilization();
    const utilisation = performance.eventLoopUtilization(elu, this.#elu).utilization;
    const commitsPerSecond = (this.#commits * 1000) / Math.max(1, now - this.#since);
    this.#elu = elu;
    this.#since = now;
    this.#commits = 0;
    return utilisation >= BUSY_UTILISATION || commitsPerSecond >= BUSY_COMMITS_PER_SECOND;
  }
}
