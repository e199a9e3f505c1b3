import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { retryDelayMs } from "#server/mail/backoff.ts";

// When the notification worker tries a refused or failed message again.

describe("the retry schedule with the default settings (2 s doubling, capped at 15 minutes)", () => {
  const defaults = { minMs: 2000, maxMs: 15 * 60_000 };

  it("retries first within 1-2 s, then doubles, and never waits more than 15 minutes", () => {
    const bounds = [1, 2, 3, 4, 5, 9, 10, 11, 50, 10_000].map((failures) => [
      failures,
      retryDelayMs(failures, defaults, () => 0),
      retryDelayMs(failures, defaults, () => 1),
    ]);
    expect(bounds).toEqual([
      [1, 1000, 2000],
      [2, 2000, 4000],
      [3, 4000, 8000],
      [4, 8000, 16_000],
      [5, 16_000, 32_000],
      [9, 256_000, 512_000],
      [10, 450_000, 900_000],
      [11, 450_000, 900_000],
      [50, 450_000, 900_000],
      [10_000, 450_000, 900_000],
    ]);
  });

  it("stays within its step for any jitter", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (failures, r) => {
          const delay = retryDelayMs(failures, defaults, () => r);
          const step = Math.min(defaults.maxMs, defaults.minMs * 2 ** Math.min(failures - 1, 40));
          return delay >= step / 2 && delay <= step && delay <= defaults.maxMs;
        },
      ),
    );
  });
});
