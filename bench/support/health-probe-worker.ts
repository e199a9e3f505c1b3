// The /healthz prober's own thread: it asks one request after another until told to stop
// (the message arrives between requests, each of which waits on the network), then posts
// every answer's time in ms. See health-probe.ts.
import { parentPort, workerData } from "node:worker_threads";

const { url } = workerData as { url: string };
let stopped = false;
parentPort?.once("message", () => {
  stopped = true;
});
const times: number[] = [];
while (!stopped) {
  const started = performance.now();
  await (await fetch(`${url}/healthz`)).arrayBuffer();
  times.push(performance.now() - started);
}
parentPort?.postMessage(times);
