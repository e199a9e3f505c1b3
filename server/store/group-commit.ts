/**
 * Group commit: inserts that arrive while the database is busy (or in the same
 * event-loop turn) are written together in one transaction, so one disk flush
 * acknowledges many rows. Every caller's promise settles only after the batch's
 * COMMIT has returned, so nothing is acknowledged before it is durable.
 */
export interface GroupCommitOptions<T, R> {
  /** Writes all items in one transaction; resolves after COMMIT with one result per item. */
  write(items: readonly T[]): Promise<R[]>;
  /** Largest batch; bigger queues are cut into several batches. */
  maxBatch: number;
  /** Batches allowed in flight at once (1 for a single SQLite connection). */
  maxConcurrent: number;
  /**
   * Whether a failed batch should be retried one item at a time, so that one bad row
   * cannot take the others down. Errors that would fail every row (database down) say no.
   */
  retrySingly(error: unknown): boolean;
}

interface Pending<T, R> {
  item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

export class ClosedError extends Error {
  override name = "ClosedError";
}

export class GroupCommitter<T, R> {
  readonly #options: GroupCommitOptions<T, R>;
  #queue: Pending<T, R>[] = [];
  #running = 0;
  #scheduled = false;
  #closed = false;
  #idleWaiters: (() => void)[] = [];

  constructor(options: GroupCommitOptions<T, R>) {
    this.#options = options;
  }

  submit(item: T): Promise<R> {
    if (this.#closed) return Promise.reject(new ClosedError("the store is closed"));
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      this.#schedule();
    });
  }

  /** Refuses new items and resolves once every queued item has settled. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#queue.length === 0 && this.#running === 0) return;
    await new Promise<void>((resolve) => this.#idleWaiters.push(resolve));
  }

  #schedule(): void {
    if (this.#scheduled || this.#running >= this.#options.maxConcurrent) return;
    this.#scheduled = true;
    // setImmediate runs after the current I/O phase, so every request parsed in this
    // turn of the event loop joins the batch.
    setImmediate(() => {
      this.#scheduled = false;
      this.#flush();
    });
  }

  #flush(): void {
    while (this.#running < this.#options.maxConcurrent && this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.#options.maxBatch);
      this.#running++;
      void this.#run(batch).finally(() => {
        this.#running--;
        // Whatever queued up during this write forms the next batch right away.
        if (this.#queue.length > 0) this.#flush();
        else if (this.#running === 0) for (const wake of this.#idleWaiters.splice(0)) wake();
      });
    }
  }

  async #run(batch: Pending<T, R>[]): Promise<void> {
    try {
      const results = await this.#options.write(batch.map((pending) => pending.item));
      batch.forEach((pending, index) => {
        const result = results[index];
        if (result === undefined) pending.reject(new Error("the store returned fewer results than rows"));
        else pending.resolve(result);
      });
    } catch (error) {
      if (batch.length === 1 || !this.#options.retrySingly(error)) {
        for (const pending of batch) pending.reject(error);
        return;
      }
      for (const pending of batch) await this.#run([pending]);
    }
  }
}
