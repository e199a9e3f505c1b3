import { describe, expect, it } from "vitest";
import { LoadGauge } from "../../server/mail/load-gauge.ts";

// The worker steps aside while visitors keep the server busy: the gauge it asks must
// tell a flood of inserts (or a saturated event loop) from a contact form's trickle.

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

  it("reads busy when the event loop had no time to spare", () => {
    const gauge = new LoadGauge();
    gauge.busy();
    const until = performance.now() + 100;
    while (performance.now() < until) {
      // Keeps the event loop busy, as a flood of requests would.
    }
    expect(gauge.busy()).toBe(true);
  });
});
