import { describe, expect, it } from "vitest";
import { type CountedGroup, mergeSmallGroups } from "#server/reporting/person/raise-groups.ts";

const group = (key: string, organisations: number, amount = 100n): CountedGroup<string> => ({
  key,
  organisations,
  amountMinor: amount * BigInt(organisations),
});

describe("a sponsor's groups without names", () => {
  it("merges groups under three organisations into one other group", () => {
    const merged = mergeSmallGroups([group("a", 5), group("b", 1), group("c", 2), group("d", 0)]);
    expect(merged).toEqual([group("a", 5), { key: "other", organisations: 3, amountMinor: 300n }]);
  });

  it("pulls the smallest shown group in while other is still under three", () => {
    const merged = mergeSmallGroups([group("a", 6), group("b", 4), group("c", 1)]);
    expect(merged).toEqual([group("a", 6), { key: "other", organisations: 5, amountMinor: 500n }]);
  });

  it("shows nothing when everyone together is under three", () => {
    expect(mergeSmallGroups([group("a", 1), group("b", 1)])).toEqual([]);
  });

  it("never shows a group of one or two, whatever the counts", () => {
    for (let run = 0; run < 200; run++) {
      const groups = Array.from({ length: 6 }, (_, index) => group(`g${index}`, (run * (index + 7)) % 5));
      const merged = mergeSmallGroups(groups);
      for (const shown of merged) expect(shown.organisations).toBeGreaterThanOrEqual(3);
      const total = groups.reduce((sum, g) => sum + g.organisations, 0);
      expect(merged.reduce((sum, g) => sum + g.organisations, 0)).toBe(total < 3 ? 0 : total);
    }
  });
});
