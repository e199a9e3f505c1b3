import { describe, expect, it } from "vitest";
import { type AccountFlow, capitalAccount } from "#server/reporting/engine/capital-account.ts";
import { parseMoney } from "#server/reporting/engine/money.ts";
import { ratio } from "#server/reporting/engine/ratio.ts";
import { xirr } from "#server/reporting/engine/xirr.ts";

// What an investor reads on their capital account, as of the day they choose.

const usd = (text: string) => parseMoney(text, "USD");
const flow = (day: string, kind: AccountFlow["kind"], amount: string, noticeId: string | null = null) => ({
  day,
  kind,
  amount: usd(amount),
  noticeId,
});

// Two years of a fund: calls, quarterly NAVs and distributions, listed out of order on purpose.
const history: AccountFlow[] = [
  flow("2021-12-31", "nav", "650000"),
  flow("2020-01-15", "contribution", "200000", "call-1"),
  flow("2020-03-31", "nav", "190000"),
  flow("2020-06-30", "contribution", "300000", "call-2"),
  flow("2020-09-30", "nav", "520000"),
  flow("2020-12-15", "distribution", "50000", "dist-1"),
  flow("2021-03-31", "nav", "500000"),
  flow("2021-06-30", "distribution", "100000", "dist-2"),
  flow("2021-09-30", "contribution", "100000", "call-3"),
];
const account = (asOf: string, flows = history) =>
  capitalAccount({ currency: "USD", commitment: usd("1000000"), asOf, flows });

describe("a capital account as of a day in the middle of its history", () => {
  const middle = account("2021-01-31");

  it("counts only the flows on or before that day, in ILPA's terms", () => {
    expect(middle).toMatchObject({
      commitment: "1000000.00",
      paidIn: "500000.00",
      unfunded: "500000.00",
      distributed: "50000.00",
      // The September valuation less the December distribution.
      nav: "470000.00",
      totalValue: "520000.00",
      dpi: "0.10",
      rvpi: "0.94",
      tvpi: "1.04",
    });
    expect(middle.cashFlows.map((f) => [f.date, f.kind, f.amount, f.noticeId])).toEqual([
      ["2020-01-15", "contribution", "200000.00", "call-1"],
      ["2020-03-31", "nav", "190000.00", null],
      ["2020-06-30", "contribution", "300000.00", "call-2"],
      ["2020-09-30", "nav", "520000.00", null],
      ["2020-12-15", "distribution", "50000.00", "dist-1"],
    ]);
  });

  it("gives the net IRR of the flows with the NAV as the value on that day", () => {
    const expected = xirr([
      { day: "2020-01-15", amount: -usd("200000") },
      { day: "2020-06-30", amount: -usd("300000") },
      { day: "2020-12-15", amount: usd("50000") },
      { day: "2021-01-31", amount: usd("470000") },
    ]);
    expect(middle.netIrr).toEqual(expected);
    // Checked by hand: 5.2894 % discounts the four flows (days from the first call) to nothing.
    const r = Number(middle.netIrr.rate);
    const flows: [number, number][] = [
      [0, -200000],
      [167, -300000],
      [335, 50000],
      [382, 470000],
    ];
    const value = flows.reduce((sum, [days, amount]) => sum + amount * (1 + r) ** (-days / 365), 0);
    expect(r).toBeCloseTo(0.052894, 6);
    expect(Math.abs(value)).toBeLessThan(1);
  });

  it("draws the cumulative series at each day a figure changed", () => {
    expect(middle.series).toEqual([
      { date: "2020-01-15", contributions: "200000.00", distributions: "0.00", nav: "200000.00" },
      { date: "2020-03-31", contributions: "200000.00", distributions: "0.00", nav: "190000.00" },
      { date: "2020-06-30", contributions: "500000.00", distributions: "0.00", nav: "490000.00" },
      { date: "2020-09-30", contributions: "500000.00", distributions: "0.00", nav: "520000.00" },
      { date: "2020-12-15", contributions: "500000.00", distributions: "50000.00", nav: "470000.00" },
    ]);
  });

  it("takes the latest valuation at the end of the history", () => {
    expect(account("2022-01-01")).toMatchObject({
      paidIn: "600000.00",
      distributed: "150000.00",
      nav: "650000.00",
      tvpi: "1.33",
    });
  });
});

describe("the edges of a capital account", () => {
  it("shows zeros, no ratios and the reason for no IRR before the first flow", () => {
    expect(account("2019-12-31")).toMatchObject({
      paidIn: "0.00",
      nav: "0.00",
      unfunded: "1000000.00",
      dpi: null,
      tvpi: null,
      netIrr: { rate: null, reason: "no_flows" },
      series: [],
    });
  });

  it("says the history is too short on the day of the first call", () => {
    expect(account("2020-01-15").netIrr).toEqual({ rate: null, reason: "too_short" });
  });

  it("counts a valuation as taken at the end of its day, after that day's call", () => {
    const flows = [flow("2020-03-31", "nav", "1000"), flow("2020-03-31", "contribution", "1000")];
    expect(account("2020-03-31", flows).nav).toBe("1000.00");
  });

  it("shows a written-off investment as a total loss of -100 %", () => {
    const flows = [flow("2020-01-01", "contribution", "1000"), flow("2021-01-01", "nav", "0")];
    expect(account("2021-06-30", flows)).toMatchObject({
      tvpi: "0.00",
      netIrr: { rate: "-1.000000", reason: null },
    });
  });

  it("never shows a negative NAV or unfunded commitment", () => {
    const flows = [
      flow("2020-01-01", "contribution", "1200000"),
      flow("2020-06-30", "nav", "100"),
      flow("2020-07-01", "distribution", "500"),
    ];
    expect(account("2020-12-31", flows)).toMatchObject({ nav: "0.00", unfunded: "0.00", dpi: "0.00" });
  });
});

describe("ratios", () => {
  it("are divided in integers to two places, half away from zero", () => {
    expect(ratio(1n, 8n)).toBe("0.13");
    expect(ratio(1n, 3n)).toBe("0.33");
    expect(ratio(2n, 3n)).toBe("0.67");
    expect(ratio(-1n, 8n)).toBe("-0.13");
    expect(ratio(-1n, 1000n)).toBe("0.00");
    expect(ratio(123_456_789_012_345_678n, 1n)).toBe("123456789012345678.00");
  });
});
