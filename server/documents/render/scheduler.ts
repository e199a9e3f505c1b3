import { DocumentRefusal } from "../refusals.ts";
import type { WorkerJob, WorkerReply } from "./messages.ts";
import { retireSlot, type Slot, spawnSlot, type Task, takeTask } from "./slot.ts";

export interface RenderPoolOptions {
  workers: number;
  /** Longest a job may go without finishing a step (opening, or one page). */
  timeoutMs: number;
  /** Each worker's JavaScript heap (V8 stops a worker past it). */
  heapMb: number;
  /** Each worker's PDFium (WebAssembly) memory: past it an allocation fails (256 MB unless set). */
  pdfiumMb?: number;
  /** Growth of the process's memory while jobs run past which the longest-running one is stopped. */
  memoryMb: number;
}

/**
 * A worker whose WebAssembly memory grew past this after a job is replaced by a fresh one:
 * WebAssembly memory never shrinks, so a worker that once drew a heavy page would keep it.
 */
const RECYCLE_WASM_MB = 128;
const DEFAULT_PDFIUM_MB = 256;
const MEMORY_SAMPLE_MS = 50;
/** Workers that die before they are ready, one after another: the engine cannot load. */
const MAX_FAILED_STARTS = 3;
const SHUTTING_DOWN = "shutting down";
const ENGINE_DOWN = "the rendering engine does not start";

/**
 * Whether a failed job says something about the file: a limit it went past, a page the
 * engine could not read. A server stopping or an engine that does not load says nothing.
 */
export function fileAtFault(error: unknown): error is DocumentRefusal {
  if (!(error instanceof DocumentRefusal)) return false;
  const detail = error.detail ?? "";
  return detail !== SHUTTING_DOWN && !detail.startsWith(ENGINE_DOWN);
}

export type Handlers = Pick<Task, "onInfo" | "onPage" | "onStamped" | "timeoutMs">;

/**
 * The render pool's scheduling: worker threads, a queue, and the limits on each job: a
 * time limit (reset at each page), a heap limit, and a watch on the process's memory
 * (PDFium's WebAssembly memory is outside V8's heap limit, so the resident memory is
 * sampled while jobs run). A worker past any limit is terminated and replaced, and its
 * job fails as `render_failed`; the main thread never waits on a worker.
 */
export class RenderScheduler {
  protected readonly options: RenderPoolOptions;
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  private started = false;
  private failedStarts = 0;
  /** Workers told to stop whose thread has not ended yet. */
  private stopping = 0;
  /** Resident memory when the pool last went from idle to busy. */
  private idleRss = process.memoryUsage().rss;
  private readonly watch: NodeJS.Timeout;

  constructor(options: RenderPoolOptions) {
    this.options = options;
    this.watch = setInterval(() => this.checkMemory(), MEMORY_SAMPLE_MS);
    this.watch.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.watch);
    this.failQueued(SHUTTING_DOWN);
    await Promise.all(this.slots.splice(0).map((slot) => this.retire(slot, SHUTTING_DOWN)));
  }

  private async retire(slot: Slot, reason: string): Promise<void> {
    this.stopping++;
    try {
      await retireSlot(slot, reason);
    } finally {
      this.stopping--;
    }
  }

  /** Told of every job that ends: its kind, how long it ran and how (the metrics' durations). */
  observe?: (op: WorkerJob["op"], seconds: number, outcome: "done" | "refused" | "stopped") => void;

  /** Jobs waiting for a worker, workers drawing now, and workers told to stop that have not yet. */
  get load(): { queued: number; busy: number; workers: number; stopping: number } {
    return {
      queued: this.queue.length,
      busy: this.slots.filter((slot) => slot.task).length,
      workers: this.slots.length,
      stopping: this.stopping,
    };
  }

  protected submit(job: WorkerJob, handlers: Handlers): Promise<void> {
    if (this.closed) return Promise.reject(new DocumentRefusal("render_failed", SHUTTING_DOWN));
    // The workers start with the first job: loading the engine costs a thread about 0.7 s of
    // CPU, which a server that never draws (an instance without documents, most test servers)
    // need not spend. The first job waits for it; its time limit starts when it is handed over.
    if (!this.started) {
      this.started = true;
      for (let n = 0; n < this.options.workers; n++) this.slots.push(this.spawn());
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, ...handlers, resolve, reject });
      this.dispatch();
    });
  }

  private spawn(): Slot {
    const slot = spawnSlot(this.options.heapMb, this.options.pdfiumMb ?? DEFAULT_PDFIUM_MB);
    slot.worker.on("message", (reply: WorkerReply) => this.answer(slot, reply));
    slot.worker.on("error", (error) => this.replace(slot, `worker failed: ${error.message}`));
    slot.worker.on("exit", () => this.replace(slot, "worker stopped"));
    return slot;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      const task = slot.ready && !slot.task ? this.queue.shift() : undefined;
      if (!task) continue;
      if (!this.slots.some((other) => other.task)) this.idleRss = process.memoryUsage().rss;
      slot.task = task;
      slot.startedAt = Date.now();
      this.arm(slot);
      slot.worker.postMessage({ id: task.id, job: task.job });
    }
  }

  private arm(slot: Slot): void {
    clearTimeout(slot.timer);
    const limit = slot.task?.timeoutMs ?? this.options.timeoutMs;
    slot.timer = setTimeout(() => this.replace(slot, "time limit"), limit);
  }

  private answer(slot: Slot, reply: WorkerReply): void {
    if (reply.kind === "ready") {
      slot.ready = true;
      this.failedStarts = 0;
      this.dispatch();
      return;
    }
    const task = slot.task;
    if (!task || task.id !== reply.id) return;
    if (reply.kind === "info") task.onInfo?.(reply.info);
    else if (reply.kind === "page") task.onPage?.(reply.page);
    else if (reply.kind === "stamped") task.onStamped?.(reply.stamped);
    if (reply.kind !== "done" && reply.kind !== "refused") {
      this.arm(slot);
      return;
    }
    this.observe?.(
      task.job.op,
      (Date.now() - slot.startedAt) / 1000,
      reply.kind === "done" ? "done" : "refused",
    );
    takeTask(slot);
    if (reply.kind === "done") task.resolve();
    else task.reject(new DocumentRefusal(reply.code, reply.detail));
    // An engine that aborted (out of memory mid-page) is not trusted with another job.
    const spent = reply.kind === "done" ? reply.wasmMb > RECYCLE_WASM_MB : reply.retire === true;
    if (spent) this.replace(slot, "recycled");
    else this.dispatch();
  }

  /** Stops a worker (its job, if any, fails with `reason`) and puts a fresh one in its place. */
  private replace(slot: Slot, reason: string): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    if (slot.task) this.observe?.(slot.task.job.op, (Date.now() - slot.startedAt) / 1000, "stopped");
    void this.retire(slot, reason);
    if (!slot.ready) this.failedStarts++;
    if (this.closed || this.failedStarts >= MAX_FAILED_STARTS) {
      this.slots.splice(index, 1);
      if (this.slots.length === 0) this.failQueued(`${ENGINE_DOWN} (${reason})`);
      return;
    }
    this.slots[index] = this.spawn();
    this.dispatch();
  }

  private failQueued(reason: string): void {
    for (const task of this.queue.splice(0)) task.reject(new DocumentRefusal("render_failed", reason));
  }

  private checkMemory(): void {
    const busy = this.slots.filter((slot) => slot.task);
    if (busy.length === 0) return;
    const growthMb = (process.memoryUsage().rss - this.idleRss) / 1024 / 1024;
    if (growthMb <= this.options.memoryMb) return;
    const oldest = busy.reduce((a, b) => (a.startedAt <= b.startedAt ? a : b));
    this.replace(oldest, "memory limit");
  }
}
