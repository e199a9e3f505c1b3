import { Worker } from "node:worker_threads";

/**
 * Asks the server's /healthz one request after another until `done` settles, from a
 * thread of its own, and gives each answer's time in ms. On the bench's main thread the
 * figure would include the bench's own work (reading sixteen downloads at once), not only
 * the server's answer.
 */
export async function healthWhile(url: string, done: Promise<unknown>): Promise<number[]> {
  const worker = new Worker(new URL("./health-probe-worker.ts", import.meta.url), { workerData: { url } });
  const times = new Promise<number[]>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await done.catch(() => undefined);
  worker.postMessage("stop");
  try {
    return await times;
  } finally {
    await worker.terminate();
  }
}
