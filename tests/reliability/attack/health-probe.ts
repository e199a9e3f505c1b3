// Asks /healthz again and again while an attack runs, as a load balancer would: how long
// each answer took, and any that never came.
import { sourceClient } from "./source-client.ts";

export interface HealthFigures {
  probes: number;
  /** Probes without a 200 within the wait: what a load balancer would take for a dead server. */
  unanswered: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * An answer slower than this is counted as none: a load balancer's health check gives up
 * after a few seconds and takes the instance out (the stalls this part looks for lasted 5 s).
 */
export const HEALTH_WAIT_MS = 3000;
const EVERY_MS = 25;

export function probeHealth(base: string): { stop(): Promise<HealthFigures> } {
  const client = sourceClient(base, base, "127.0.0.1", HEALTH_WAIT_MS);
  const times: number[] = [];
  let unanswered = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const answer = await client.send("GET", "/healthz");
      times.push(answer.ms);
      if (answer.status !== 200 || answer.ms > HEALTH_WAIT_MS) unanswered++;
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      client.close();
      const sorted = times.sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return { probes: sorted.length, unanswered, p99Ms: at(0.99), maxMs: sorted.at(-1) ?? 0 };
    },
  };
}
