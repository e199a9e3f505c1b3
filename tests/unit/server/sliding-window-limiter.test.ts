import { describe, expect, it } from "vitest";
import { clientKey, limitStoreLabel } from "#server/http/rate-limit.ts";
import { SlidingWindowLimiter } from "#server/http/sliding-window-limiter.ts";

// The limiter's arithmetic with an explicit clock (the HTTP tests cannot wait a minute).

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe("sliding window limiter", () => {
  it("lets a request through again exactly when the oldest counted one leaves the window", () => {
    const limiter = new SlidingWindowLimiter([{ limit: 2, milliseconds: MINUTE }]);
    expect(limiter.hit("a", 0).allowed).toBe(true);
    expect(limiter.hit("a", 10_000).allowed).toBe(true);
    expect(limiter.hit("a", 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.hit("a", MINUTE - 1).allowed).toBe(false);
    expect(limiter.hit("a", MINUTE).allowed).toBe(true);
    // Now 10 s and 60 s are counted: the next slot opens at 70 s.
    expect(limiter.hit("a", MINUTE + 1)).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it("enforces the minute and the day windows together and reports the later release", () => {
    const limiter = new SlidingWindowLimiter([
      { limit: 2, milliseconds: MINUTE },
      { limit: 3, milliseconds: DAY },
    ]);
    expect(limiter.hit("a", 0).allowed).toBe(true);
    expect(limiter.hit("a", 1000).allowed).toBe(true);
    expect(limiter.hit("a", 2000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(limiter.hit("a", 2 * MINUTE).allowed).toBe(true);
    // Three in the day: both windows block, the day window releases last.
    expect(limiter.hit("a", 3 * MINUTE)).toEqual({ allowed: false, retryAfterSeconds: DAY / 1000 - 180 });
  });

  it("keeps clients apart, ignores 0 limits and forgets clients after the longest window", () => {
    const limiter = new SlidingWindowLimiter([
      { limit: 1, milliseconds: MINUTE },
      { limit: 0, milliseconds: DAY },
    ]);
    expect(limiter.hit("a", 0).allowed).toBe(true);
    expect(limiter.hit("b", 0).allowed).toBe(true);
    expect(limiter.hit("a", 1).allowed).toBe(false);
    expect(limiter.hit("c", 2 * MINUTE).allowed).toBe(true);
    expect(limiter.hit("a", 2 * MINUTE).allowed).toBe(true);
    expect(new SlidingWindowLimiter([{ limit: 0, milliseconds: MINUTE }]).enabled).toBe(false);
  });

  it("stays bounded in memory by forgetting the least recent client", () => {
    const limiter = new SlidingWindowLimiter([{ limit: 1, milliseconds: DAY }], 2);
    limiter.hit("a", 0);
    limiter.hit("b", 1);
    limiter.hit("c", 2); // "a" is forgotten
    expect(limiter.hit("b", 3).allowed).toBe(false);
    expect(limiter.hit("a", 4).allowed).toBe(true);
  });
});

describe("client key", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8::/64"],
    ["2001:DB8:0:0:ffff::1", "2001:db8::/64"],
    ["::1", "::/64"],
    ["not an address", "not an address"],
  ])("%s -> %s", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});

describe("the start-up line's limit store", () => {
  it("names PostgreSQL when the instances share a database, memory on SQLite, and says when limits are off", () => {
    const limits = { RATE_LIMIT_PER_MINUTE: 5, RATE_LIMIT_PER_DAY: 50 };
    expect(limitStoreLabel({ ...limits, DATABASE_URL: "postgres://db/ucp" })).toBe(
      "insert limits counted in PostgreSQL (shared by every instance)",
    );
    expect(limitStoreLabel({ ...limits, DATABASE_URL: undefined })).toBe(
      "insert limits counted in memory (this process)",
    );
    expect(
      limitStoreLabel({ RATE_LIMIT_PER_MINUTE: 0, RATE_LIMIT_PER_DAY: 0, DATABASE_URL: "postgres://db/ucp" }),
    ).toBe("insert limits off");
  });
});
