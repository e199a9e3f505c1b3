import { describe, expect, it } from "vitest";
import { DownloadGate } from "#server/dataroom/download-gate.ts";

// The gate's own accounting: however many ask, no more than `stamping` stamps run at once,
// no more than `queue` wait, and the next waiting one runs as soon as a place frees.

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe("download gate", () => {
  it("runs one stamp at a time, lets two wait and refuses the rest with downloads_busy", async () => {
    const gate = new DownloadGate({ stamping: 1, queue: 2, perPerson: 10 });
    const blockers = [deferred(), deferred(), deferred()];
    let running = 0;
    let most = 0;
    const stamps = blockers.map((blocker) =>
      gate.stamping(async () => {
        running++;
        most = Math.max(most, running);
        await blocker.promise;
        running--;
      }),
    );
    await expect(gate.stamping(async () => undefined)).rejects.toMatchObject({
      status: 503,
      code: "downloads_busy",
    });
    expect(gate.load).toEqual({ stamping: 1, waiting: 2 });
    for (const blocker of blockers) blocker.resolve();
    await Promise.all(stamps);
    expect(most).toBe(1);
    expect(gate.load).toEqual({ stamping: 0, waiting: 0 });
  });

  it("frees a place when a stamp fails", async () => {
    const gate = new DownloadGate({ stamping: 1, queue: 0, perPerson: 10 });
    await expect(gate.stamping(async () => Promise.reject(new Error("damaged")))).rejects.toThrow("damaged");
    await expect(gate.stamping(async () => "stamped")).resolves.toBe("stamped");
  });

  it("counts a person's downloads until each is left, once", () => {
    const gate = new DownloadGate({ stamping: 1, queue: 0, perPerson: 2 });
    const first = gate.enter("ana");
    gate.enter("ana");
    expect(() => gate.enter("ana")).toThrow(
      expect.objectContaining({ status: 429, code: "too_many_downloads" }),
    );
    gate.enter("bo");
    first();
    first();
    gate.enter("ana");
    expect(() => gate.enter("ana")).toThrow(expect.objectContaining({ code: "too_many_downloads" }));
  });
});
