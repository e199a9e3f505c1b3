import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "#server/logger.ts";
import type { NotificationFailure } from "#server/store/outbox-types.ts";
import { deliverBatch } from "./deliver-batch.ts";
import { LoadGauge } from "./load-gauge.ts";
import type { MailQueue } from "./mail-queue.ts";
import type { NotificationSettings } from "./settings.ts";
import type { MailSender } from "./transport.ts";

/** While visitors keep the server busy: batches this small, this far apart (at most 10 mails a second). */
const BUSY_BATCH = 10;
const BUSY_PAUSE_MS = 1000;

export interface WorkerOptions {
  queue: MailQueue;
  sender: MailSender;
  settings: NotificationSettings;
  log: Logger;
  /** Rows claimed at once: one claim and one settle per batch keep the database work small. */
  batchSize?: number;
}

/**
 * Sends the outbox's pending notifications, inside the server process.
 *
 * Loop: claim a batch of due rows (a lease, so other instances skip them), send them,
 * then settle the batch: sent rows are marked sent, failed rows get their attempt
 * counted, the error kept and a retry time from the backoff. A full batch with at least
 * one success is followed at once by the next; otherwise the worker sleeps until the
 * earliest retry or the poll interval, whichever is sooner. An insert wakes it early.
 * While visitors keep the server busy (LoadGauge), it sends small batches a second apart.
 */
export class NotificationWorker {
  readonly #options: Required<WorkerOptions>;
  /** Names this process in claimed_by: host, pid and a random part, unique per start. */
  readonly #claimer = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  readonly #stopController = new AbortController();
  #loop: Promise<void> | undefined;
  #stopping = false;
  #woken = false;
  #endSleep: (() => void) | undefined;
  #sleepIsWakeable = true;
  readonly #load = new LoadGauge();

  constructor(options: WorkerOptions) {
    this.#options = { batchSize: 50, ...options };
  }

  start(): void {
    this.#loop ??= this.#run();
  }

  /** A commit queued new rows: claim now instead of at the next poll (but not during a busy pause). */
  wake(): void {
    this.#load.noteCommit();
    this.#woken = true;
    if (this.#sleepIsWakeable) this.#endSleep?.();
  }

  /**
   * Stops claiming; a batch in flight gets a grace period to finish (5 s, or a quarter of
   * the lease if that is shorter), then its remaining sends are cancelled and their rows
   * released for the next start or another instance.
   */
  async stop(): Promise<void> {
    this.#stopping = true;
    const graceMs = Math.min(5000, this.#options.settings.leaseMs / 4);
    const timer = setTimeout(() => this.#stopController.abort(new Error("the server is stopping")), graceMs);
    this.#endSleep?.();
    try {
      await this.#loop;
    } finally {
      clearTimeout(timer);
      this.#options.sender.close();
    }
  }

  async #run(): Promise<void> {
    const { queue, settings, batchSize, log } = this.#options;
    while (!this.#stopping) {
      let waitMs = settings.pollMs;
      const busy = this.#load.busy();
      const limit = busy ? BUSY_BATCH : batchSize;
      try {
        const batch = await queue.claim(this.#claimer, limit, settings.leaseMs);
        if (batch.length > 0) {
          const result = await deliverBatch(batch, {
            ...this.#options,
            claimer: this.#claimer,
            stopSignal: this.#stopController.signal,
          });
          // A full batch that got through means a backlog: go on. A batch that failed
          // entirely (SMTP down) waits for its retries rather than trying the whole backlog.
          const more = batch.length === limit && result.sent > 0;
          if (more) waitMs = busy ? BUSY_PAUSE_MS : 0;
          else waitMs = Math.min(waitMs, soonestRetry(result.failures) ?? waitMs);
        }
      } catch (error) {
        log.warn(`${queue.name}: the outbox could not be read (${String(error)}); retrying in ${waitMs} ms`);
      }
      // Inserts keep arriving while busy: their wake-ups must not cut that pause short.
      if (waitMs > 0 && !this.#stopping) await this.#sleep(waitMs, !busy);
    }
  }

  /** Waits `ms`, or less if wake() is called meanwhile (or was since the last sleep) and `wakeable`. */
  #sleep(ms: number, wakeable: boolean): Promise<void> {
    if (this.#woken && wakeable) {
      this.#woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#endSleep = undefined;
        if (wakeable) this.#woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#endSleep = done;
      this.#sleepIsWakeable = wakeable;
    });
  }
}

function soonestRetry(failures: readonly NotificationFailure[]): number | undefined {
  return failures.length === 0 ? undefined : Math.min(...failures.map((failure) => failure.retryInMs));
}
