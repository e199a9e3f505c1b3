import { describe, expect, it } from "vitest";
import { LoadGauge } from "#server/mail/load-gauge.ts";

// The worker steps aside while visitors keep the server busy: the gauge it asks must
// tell a flood of inserts (20 commits a second or more) from a contact form's trickle,
// and from its own sending. The clock is the test's, so no reading depends on timing.

function gaugeWithClock() {
  let now = 1_000;
  const gauge = new LoadGauge(() => now);
  return { gauge, advance: (ms: number) => (now += ms) };
}

describe("the load gauge of the notification worker", () => {
  it("reads idle for a few inquiries, busy for a flood of insert commits", () => {
    const { gauge, advance } = gaugeWithClock();
    gauge.noteCommit();
    gauge.noteCommit();
    advance(200);
    expect(gauge.busy()).toBe(false);
    for (let commit = 0; commit < 50; commit++) gauge.noteCommit();
    advance(200);
    expect(gauge.busy()).toBe(true);
    // Each reading covers the time since the previous one only.
    advance(200);
    expect(gauge.busy()).toBe(false);
  });

  it("turns busy at 20 commits a second, and counts only commits: a blocked event loop is not a flood", () => {
    const { gauge, advance } = gaugeWithClock();
    for (let commit = 0; commit < 19; commit++) gauge.noteCommit();
    advance(1000);
    expect(gauge.busy()).toBe(false);
    for (let commit = 0; commit < 20; commit++) gauge.noteCommit();
    advance(1000);
    expect(gauge.busy()).toBe(true);
    // Draining a backlog keeps the event loop busy by itself; with no new inquiries
    // committed that must read idle, whatever the loop's own load.
    const until = performance.now() + 50;
    while (performance.now() < until) {
      // The worker's own work, as far as the event loop can tell.
    }
    advance(1000);
    expect(gauge.busy()).toBe(false);
  });
});
