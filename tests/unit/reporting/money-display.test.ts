import { describe, expect, it } from "vitest";
import { formatDay, formatMoney, formatRate, formatRatio } from "#app/portal/reporting/money.ts";

// The reporting screens display money exactly as the API sends it: a float would lose the
// cents of large amounts, and the screens must never show NaN or a rounded-away figure.

describe("formatMoney", () => {
  it("keeps every cent of an amount beyond a float's precision", () => {
    expect(Number("90071992547409.93").toFixed(2)).not.toBe("90071992547409.93");
    expect(formatMoney("90071992547409.93", "USD")).toMatch(/90,?071,?992,?547,?409\.93/);
  });

  it("shows the currency's own decimals and negative amounts", () => {
    expect(formatMoney("1200", "JPY")).toMatch(/1,?200/);
    expect(formatMoney("1200", "JPY")).not.toMatch(/\.00/);
    expect(formatMoney("-3.00", "EUR")).toMatch(/-.*3\.00|\(.*3\.00\)/);
  });

  it("shows an unknown currency code beside the amount rather than failing", () => {
    expect(formatMoney("10.00", "not a code")).toBe("10.00 not a code");
  });
});

describe("ratios, rates and days", () => {
  it("formats a ratio and a rate from their decimal strings", () => {
    expect(formatRatio("1.25")).toMatch(/^1\.25x$/);
    expect(formatRate("0.373362535")).toMatch(/37\.34\s?%/);
  });

  it("reads a day as that calendar day in every time zone", () => {
    expect(formatDay("2026-03-31")).toMatch(/31/);
    expect(formatDay("not a day")).toBe("not a day");
  });
});
