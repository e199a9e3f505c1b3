import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayNumber } from "#server/reporting/engine/days.ts";
import { xirr } from "#server/reporting/engine/xirr.ts";

// Net IRR as an investor's spreadsheet computes it, and an honest word where it has none.

const flow = (day: string, amount: bigint) => ({ day, amount });
const rateOf = (result: ReturnType<typeof xirr>) => {
  if (result.rate === null) throw new Error(`undefined: ${result.reason}`);
  return Number(result.rate);
};

describe("XIRR", () => {
  it("matches Excel's documented example to 1e-6", () => {
    const result = xirr([
      flow("2008-01-01", -1_000_000n),
      flow("2008-03-01", 275_000n),
      flow("2008-10-30", 425_000n),
      flow("2009-02-15", 325_000n),
      flow("2009-04-01", 275_000n),
    ]);
    expect(result).toEqual({ rate: "0.373363", reason: null });
    expect(Math.abs(rateOf(result) - 0.373362535)).toBeLessThan(1e-6);
  });

  it("gives the same rate whatever the order of the flows, and nets flows on the same day", () => {
    const split = xirr([flow("2022-01-01", 1_100n), flow("2021-01-01", -400n), flow("2021-01-01", -600n)]);
    expect(split).toEqual({ rate: "0.100000", reason: null });
    expect(xirr([flow("2021-01-01", -1000n), flow("2021-01-01", 0n), flow("2022-01-01", 1100n)])).toEqual(
      split,
    );
  });

  it("gives a negative rate, and -100 % for a total loss", () => {
    expect(xirr([flow("2020-01-01", -1000n), flow("2020-12-31", 500n)])).toEqual({
      rate: "-0.500000",
      reason: null,
    });
    expect(xirr([flow("2019-01-01", -10_000n), flow("2020-01-01", 1n)])).toEqual({
      rate: "-0.999900",
      reason: null,
    });
    // Money received first and paid back smaller: a rate within 1e-12 of -100 %.
    expect(xirr([flow("2020-01-01", 1000n), flow("2020-01-31", -100n)])).toEqual({
      rate: "-1.000000",
      reason: null,
    });
    // Money in, a value of zero recorded later, nothing back.
    expect(xirr([flow("2019-01-01", -10_000n), flow("2019-06-01", -500n), flow("2021-01-01", 0n)])).toEqual({
      rate: "-1.000000",
      reason: null,
    });
  });

  it("gives a very high rate as a plain decimal, and no solution beyond what a rate can say", () => {
    // Ten times the money in thirty days: 10 ^ (365 / 30) - 1.
    const high = rateOf(xirr([flow("2020-01-01", -100n), flow("2020-01-31", 1000n)]));
    expect(high / (10 ** (365 / 30) - 1)).toBeCloseTo(1, 9);
    expect(xirr([flow("2020-01-01", -1n), flow("2020-01-02", 1_000_000_000n)])).toEqual({
      rate: null,
      reason: "no_solution",
    });
  });

  it("says why a rate is undefined instead of showing NaN or Infinity", () => {
    expect(xirr([])).toEqual({ rate: null, reason: "no_flows" });
    expect(xirr([flow("2020-01-01", 0n)])).toEqual({ rate: null, reason: "no_flows" });
    expect(xirr([flow("2020-01-01", -5n), flow("2021-01-01", -5n)])).toEqual({
      rate: null,
      reason: "no_sign_change",
    });
    expect(xirr([flow("2020-01-01", 5n), flow("2021-01-01", 5n)])).toEqual({
      rate: null,
      reason: "no_sign_change",
    });
    expect(xirr([flow("2020-01-01", -5n), flow("2020-01-01", 7n)])).toEqual({
      rate: null,
      reason: "too_short",
    });
  });

  it("refuses amounts a double cannot hold exactly, and days that do not exist", () => {
    expect(() => xirr([flow("2020-01-01", -(2n ** 53n)), flow("2021-01-01", 1n)])).toThrow(
      expect.objectContaining({ code: "out_of_range" }),
    );
    expect(() => xirr([flow("2020-02-30", -1n), flow("2021-01-01", 1n)])).toThrow(
      expect.objectContaining({ code: "bad_day" }),
    );
  });

  it("agrees with the closed form for one flow out and one back, over any span and ratio", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 30, max: 40 * 365 }),
        (out, back, days) => {
          const end = new Date(Date.UTC(2000, 0, 1 + days)).toISOString().slice(0, 10);
          const expected = (Number(back) / Number(out)) ** (365 / days) - 1;
          const result = xirr([flow("2000-01-01", -out), flow(end, back)]);
          if (expected > 1e15) {
            expect(result.reason).toBe("no_solution");
          } else {
            expect(result.rate).toMatch(/^-?\d+\.\d{6}$/);
            expect(Math.abs(rateOf(result) - expected)).toBeLessThanOrEqual(5e-7 + Math.abs(expected) * 1e-9);
          }
        },
      ),
    );
  });

  it("always gives a well-formed rate that solves the equation, or a reason", () => {
    const flows = fc.array(
      fc.record({
        offset: fc.integer({ min: 0, max: 20 * 365 }),
        amount: fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(flows, (drawn) => {
        const dated = drawn.map((f) => ({
          ...f,
          day: new Date(Date.UTC(2000, 0, 1 + f.offset)).toISOString().slice(0, 10),
        }));
        const result = xirr(dated);
        if (result.rate === null)
          return void expect(["no_flows", "no_sign_change", "too_short", "no_solution"]).toContain(
            result.reason,
          );
        expect(result.rate).toMatch(/^-?\d+\.\d{6}$/);
        const rate = Number(result.rate);
        if (rate < -0.5 || rate > 10) return;
        const first = Math.min(...dated.map((f) => f.offset));
        const discounted = dated.map((f) => Number(f.amount) * (1 + rate) ** (-(f.offset - first) / 365));
        const size = discounted.reduce((s, v) => s + Math.abs(v), 0);
        expect(Math.abs(discounted.reduce((s, v) => s + v, 0))).toBeLessThanOrEqual(size * 1e-4);
      }),
    );
  });
});

describe("days", () => {
  it("accepts every real calendar day and refuses the rest", () => {
    expect(dayNumber("1970-01-02")).toBe(1);
    expect(dayNumber("2024-02-29") - dayNumber("2024-02-28")).toBe(1);
    for (const day of [
      "2023-02-29",
      "1900-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-04-31",
      "2026-4-1",
      "0000-01-01",
      "0050-01-01",
    ]) {
      expect(() => dayNumber(day), day).toThrow(expect.objectContaining({ code: "bad_day" }));
    }
    expect(dayNumber("2000-02-29")).toBe(dayNumber("2000-03-01") - 1);
  });
});
