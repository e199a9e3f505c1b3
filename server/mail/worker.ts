import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { NotificationFailure, NotificationOutbox } from "../store/outbox-types.ts";
import { deliverBatch } from "./deliver-batch.ts";
import type { NotificationSettings } from "./settings.ts";
import type { MailSender } from "./transport.ts";

export interface JobLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface WorkerOptions {
  outbox: NotificationOutbox;
  sender: MailSender;
  settings: NotificationSettings;
  log: JobLogger;
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

  constructor(options: WorkerOptions) {
    this.#options = { batchSize: 20, ...options };
  }

  start(): void {
    this.#loop ??= this.#run();
  }

  /** New rows were queued: claim now instead of at the next poll. */
  wake(): void {
    this.#woken = true;
    this.#endSleep?.();
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
    this.wake();
    try {
      await this.#loop;
    } finally {
      clearTimeout(timer);
      this.#options.sender.close();
    }
  }

  async #run(): Promise<void> {
    const { outbox, settings, batchSize, log } = this.#options;
    while (!this.#stopping) {
      let waitMs = settings.pollMs;
      try {
        const batch = await outbox.claim(this.#claimer, batchSize, settings.leaseMs);
        if (batch.length > 0) {
          const result = await deliverBatch(batch, {
            ...this.#options,
            claimer: this.#claimer,
            stopSignal: this.#stopController.signal,
          });
          // A full batch that got through means a backlog: go on. A batch that failed
          // entirely (SMTP down) waits for its retries rather than trying the whole backlog.
          const more = batch.length === batchSize && result.sent > 0;
          waitMs = more ? 0 : Math.min(waitMs, soonestRetry(result.failures) ?? waitMs);
        }
      } catch (error) {
        log.warn(`notifications: the outbox could not be read (${String(error)}); retrying in ${waitMs} ms`);
      }
      if (waitMs > 0 && !this.#stopping) await this.#sleep(waitMs);
    }
  }

  /** Waits `ms`, or less if wake() is called meanwhile (or was called since the last sleep). */
  #sleep(ms: number): Promise<void> {
    if (this.#woken) {
      this.#woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#endSleep = undefined;
        this.#woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#endSleep = done;
    });
  }
}

function soonestRetry(failures: readonly NotificationFailure[]): number | undefined {
  return failures.length === 0 ? undefined : Math.min(...failures.map((failure) => failure.retryInMs));
}
