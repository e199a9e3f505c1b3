import { Worker } from "node:worker_threads";
import { DocumentRefusal } from "./refusals.ts";
import type { DocumentInfo, PageResult, WorkerJob, WorkerReply } from "./render-messages.ts";
import type { Viewer } from "./watermark-text.ts";

export interface RenderPoolOptions {
  workers: number;
  /** Longest a job may go without finishing a step (opening, or one page). */
  timeoutMs: number;
  /** Each worker's JavaScript heap (V8 stops a worker past it). */
  heapMb: number;
  /** Growth of the process's memory while rendering past which the longest-running job is stopped. */
  memoryMb: number;
}

interface Task {
  id: number;
  job: WorkerJob;
  onInfo?: (info: DocumentInfo) => void;
  onPage?: (page: PageResult) => void;
  onStamped?: (bytes: Uint8Array) => void;
  /** This job's own limit, when it is not the pool's. */
  timeoutMs?: number;
  resolve: () => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded the engine and takes jobs. */
  ready: boolean;
  task?: Task;
  timer?: NodeJS.Timeout;
  startedAt: number;
}

/** A worker whose WebAssembly memory grew past this after a job is replaced by a fresh one. */
const RECYCLE_WASM_MB = 512;
const MEMORY_SAMPLE_MS = 50;
/** Stamping a long document is one step; it gets at least this long. */
const STAMP_TIMEOUT_MS = 30_000;

/**
 * Worker threads that render PDFs, each job under a time limit (reset at each page), a
 * heap limit, and a watch on the process's memory: PDFium's WebAssembly memory is outside
 * V8's heap limit, so the pool samples the resident memory while jobs run. A worker past
 * any limit is terminated and replaced, and its job fails as `render_failed`; the main
 * thread never waits on a worker, so the server keeps answering meanwhile.
 */
export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  private readonly watch: NodeJS.Timeout;
  private readonly baselineRss = process.memoryUsage().rss;

  private readonly options: RenderPoolOptions;

  constructor(options: RenderPoolOptions) {
    this.options = options;
    for (let n = 0; n < options.workers; n++) this.slots.push(this.spawn());
    this.watch = setInterval(() => this.checkMemory(), MEMORY_SAMPLE_MS);
    this.watch.unref();
  }

  /** Opens the PDF, refuses it (damaged, encrypted, scripted, too long) or gives its page count and outline. */
  inspect(bytes: Uint8Array, maxPages: number): Promise<DocumentInfo> {
    let info: DocumentInfo | undefined;
    return this.submit({ op: "inspect", bytes, maxPages }, { onInfo: (found) => (info = found) }).then(() => {
      if (!info) throw new DocumentRefusal("render_failed", "no answer");
      return info;
    });
  }

  /** Renders `pages` in order, handing each to `onPage` as soon as it is drawn. */
  render(
    bytes: Uint8Array,
    pages: number[],
    width: number,
    onPage: (page: PageResult) => void,
  ): Promise<void> {
    return this.submit({ op: "render", bytes, pages, width }, { onPage });
  }

  /**
   * The PDF stamped for `viewer` on every page. pdf-lib holds the whole file, so it runs
   * here under the heap limit, with a longer time limit (one step covers every page).
   */
  stamp(bytes: Uint8Array, viewer: Viewer): Promise<Uint8Array> {
    let stamped: Uint8Array | undefined;
    const timeoutMs = Math.max(this.options.timeoutMs, STAMP_TIMEOUT_MS);
    return this.submit(
      { op: "stamp", bytes, viewer },
      { onStamped: (done) => (stamped = done), timeoutMs },
    ).then(() => {
      if (!stamped) throw new DocumentRefusal("render_failed", "no answer");
      return stamped;
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.watch);
    for (const task of this.queue.splice(0))
      task.reject(new DocumentRefusal("render_failed", "shutting down"));
    await Promise.all(this.slots.splice(0).map((slot) => this.retire(slot, "shutting down")));
  }

  private submit(
    job: WorkerJob,
    handlers: Pick<Task, "onInfo" | "onPage" | "onStamped" | "timeoutMs">,
  ): Promise<void> {
    if (this.closed) return Promise.reject(new DocumentRefusal("render_failed", "shutting down"));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, ...handlers, resolve, reject });
      this.dispatch();
    });
  }

  private spawn(): Slot {
    const worker = new Worker(new URL("./render-worker.ts", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    const slot: Slot = { worker, ready: false, startedAt: 0 };
    worker.on("message", (reply: WorkerReply) => this.answer(slot, reply));
    worker.on("error", (error) => this.replace(slot, `worker failed: ${error.message}`));
    worker.on("exit", () => this.replace(slot, "worker stopped"));
    return slot;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.task || this.queue.length === 0) continue;
      const task = this.queue.shift() as Task;
      slot.task = task;
      slot.startedAt = Date.now();
      this.arm(slot);
      slot.worker.postMessage({ id: task.id, job: task.job });
    }
  }

  private arm(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.timer = setTimeout(
      () => this.replace(slot, "time limit"),
      slot.task?.timeoutMs ?? this.options.timeoutMs,
    );
  }

  private answer(slot: Slot, reply: WorkerReply): void {
    if (reply.kind === "ready") {
      slot.ready = true;
      this.dispatch();
      return;
    }
    const task = slot.task;
    if (!task || task.id !== reply.id) return;
    if (reply.kind === "info") task.onInfo?.(reply.info);
    else if (reply.kind === "page") task.onPage?.(reply.page);
    else if (reply.kind === "stamped") task.onStamped?.(reply.bytes);
    if (reply.kind === "info" || reply.kind === "page" || reply.kind === "stamped") {
      this.arm(slot);
      return;
    }
    this.finish(slot);
    if (reply.kind === "done") task.resolve();
    else task.reject(new DocumentRefusal(reply.code, reply.detail));
    if (reply.kind === "done" && reply.wasmMb > RECYCLE_WASM_MB) this.replace(slot, "recycled");
    else this.dispatch();
  }

  private finish(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.task = undefined;
  }

  /** Stops a worker (its job, if any, fails with `reason`) and puts a fresh one in its place. */
  private replace(slot: Slot, reason: string): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    void this.retire(slot, reason);
    if (this.closed) {
      this.slots.splice(index, 1);
      return;
    }
    this.slots[index] = this.spawn();
    this.dispatch();
  }

  private async retire(slot: Slot, reason: string): Promise<void> {
    const task = slot.task;
    this.finish(slot);
    slot.worker.removeAllListeners();
    slot.worker.on("error", () => undefined);
    task?.reject(new DocumentRefusal("render_failed", reason));
    await slot.worker.terminate();
  }

  private checkMemory(): void {
    const busy = this.slots.filter((slot) => slot.task);
    if (busy.length === 0) return;
    const growthMb = (process.memoryUsage().rss - this.baselineRss) / 1024 / 1024;
    if (growthMb <= this.options.memoryMb) return;
    const oldest = busy.reduce((a, b) => (a.startedAt <= b.startedAt ? a : b));
    this.replace(oldest, "memory limit");
  }
}

/** The pool the settings describe. */
export function renderPoolFor(settings: {
  DOCUMENT_RENDER_WORKERS: number;
  DOCUMENT_RENDER_TIMEOUT_MS: number;
  DOCUMENT_RENDER_HEAP_MB: number;
  DOCUMENT_RENDER_MEMORY_MB: number;
}): RenderPool {
  return new RenderPool({
    workers: settings.DOCUMENT_RENDER_WORKERS,
    timeoutMs: settings.DOCUMENT_RENDER_TIMEOUT_MS,
    heapMb: settings.DOCUMENT_RENDER_HEAP_MB,
    memoryMb: settings.DOCUMENT_RENDER_MEMORY_MB,
  });
}
