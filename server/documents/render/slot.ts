import { Worker } from "node:worker_threads";
import { DocumentRefusal } from "../refusals.ts";
import type { StampedPdf } from "../watermark/stamp/stamp-pdf.ts";
import type { DocumentInfo, PageResult, WorkerJob } from "./messages.ts";

/** A job waiting for, or running on, a worker of the render pool. */
export interface Task {
  id: number;
  job: WorkerJob;
  onInfo?: (info: DocumentInfo) => void;
  onPage?: (page: PageResult) => void;
  onStamped?: (stamped: StampedPdf) => void;
  /** This job's own time limit, when it is not the pool's. */
  timeoutMs?: number;
  resolve: () => void;
  reject: (error: Error) => void;
}

/** One worker thread of the pool and the job it runs. */
export interface Slot {
  worker: Worker;
  /** The worker has loaded the engine and takes jobs. */
  ready: boolean;
  task?: Task;
  timer?: NodeJS.Timeout;
  startedAt: number;
}

/**
 * A rendering thread whose JavaScript heap V8 caps at `heapMb` (past it, V8 stops the
 * worker), and whose PDFium memory stops growing at `pdfiumMb`.
 */
export function spawnSlot(heapMb: number, pdfiumMb: number): Slot {
  const worker = new Worker(new URL("./worker.ts", import.meta.url), {
    workerData: { pdfiumMb },
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 },
  });
  return { worker, ready: false, startedAt: 0 };
}

/** Clears the slot's job and its timer; returns the job. */
export function takeTask(slot: Slot): Task | undefined {
  const task = slot.task;
  clearTimeout(slot.timer);
  slot.task = undefined;
  return task;
}

/** Stops the worker at once; its job, if any, fails as `render_failed` with `reason` for the log. */
export async function retireSlot(slot: Slot, reason: string): Promise<void> {
  const task = takeTask(slot);
  slot.worker.removeAllListeners();
  slot.worker.on("error", () => undefined);
  task?.reject(new DocumentRefusal("render_failed", reason));
  await slot.worker.terminate();
}
