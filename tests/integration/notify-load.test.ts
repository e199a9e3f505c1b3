import { describe, expect, it } from "vitest";
import { LoadGauge } from "../../server/mail/load-gauge.ts";

// The worker steps aside while visitors keep the server busy: the gauge it asks must
// tell a flood of inserts from a contact form's trickle, and from its own sending.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the load gauge of the notification worker", () => {
  it("reads idle for a few inquiries, busy for a flood of insert commits", async () => {
    const gauge = new LoadGauge();
    gauge.busy();
    gauge.noteCommit();
    gauge.noteCommit();
    await pause(200);
    expect(gauge.busy()).toBe(false);
    for (let commit = 0; commit < 50; commit++) gauge.noteCommit();
    await pause(200);
    expect(gauge.busy()).toBe(true);
    // Each reading covers the time since the previous one only.
    await pause(200);
    expect(gauge.busy()).toBe(false);
  });

  it("does not count the worker's own work: a busy event loop alone is not a flood", () => {
    const gauge = new LoadGauge();
    gauge.busy();
    const until = performance.now() + 100;
    while (performance.now() < until) {
      // Keeps the event loop busy, as draining a backlog of notifications does.
    }
    expect(gauge.busy()).toBe(false);
  });
});
