import { describe, expect, it } from "vitest";
import { cutoffBefore, parseRetentionPeriod } from "#server/store/retention/retention-period.ts";

// Retention periods as `purge --older-than` and RETENTION read them.

describe("retention periods", () => {
  it.each([
    ["24mo", { amount: 24, unit: "mo" }],
    ["90d", { amount: 90, unit: "d" }],
    ["12w", { amount: 12, unit: "w" }],
    ["2Y", { amount: 2, unit: "y" }],
  ])("reads %s", (text, period) => {
    expect(parseRetentionPeriod(text)).toEqual(period);
  });

  it.each(["24m", "0d", "-3d", "1.5y", "24 months", "", "mo", "99999d"])("refuses %j", (text) => {
    expect(parseRetentionPeriod(text)).toBeUndefined();
  });

  it("counts months and years on the UTC calendar, clamping to the end of a shorter month", () => {
    const at = (iso: string) => new Date(iso);
    const cut = (text: string, now: string) =>
      cutoffBefore(parseRetentionPeriod(text) ?? { amount: 0, unit: "d" }, at(now)).toISOString();
    expect(cut("24mo", "2025-03-31T10:00:00.000Z")).toBe("2023-03-31T10:00:00.000Z");
    expect(cut("1mo", "2025-03-31T10:00:00.000Z")).toBe("2025-02-28T10:00:00.000Z");
    expect(cut("1mo", "2024-03-31T10:00:00.000Z")).toBe("2024-02-29T10:00:00.000Z");
    expect(cut("13mo", "2025-01-15T00:00:00.000Z")).toBe("2023-12-15T00:00:00.000Z");
    expect(cut("1y", "2024-02-29T12:00:00.000Z")).toBe("2023-02-28T12:00:00.000Z");
    expect(cut("90d", "2025-03-31T10:00:00.000Z")).toBe("2024-12-31T10:00:00.000Z");
    expect(cut("2w", "2025-03-01T00:00:00.000Z")).toBe("2025-02-15T00:00:00.000Z");
  });
});
