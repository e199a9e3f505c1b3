import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate, percentOf } from "#server/reporting/engine/allocate.ts";

// A call or distribution shared among investors in proportion to their commitments.

const commitments = fc.uniqueArray(
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 6 }),
    weight: fc.bigInt({ min: 0n, max: 10n ** 12n }),
  }),
  { minLength: 1, maxLength: 30, selector: (w) => w.id },
);

describe("pro rata allocation", () => {
  it("shares sum exactly to the total, each within one minor unit of its exact pro rata share", () => {
    fc.assert(
      fc.property(commitments, fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (weights, total) => {
        fc.pre(weights.some((w) => w.weight > 0n));
        const shares = allocate(total, weights);
        const sum = weights.reduce((s, w) => s + w.weight, 0n);
        expect([...shares.values()].reduce((s, v) => s + v, 0n)).toBe(total);
        expect([...shares.keys()].sort()).toEqual(weights.map((w) => w.id).sort());
        for (const w of weights) {
          // |share - total * weight / sum| < 1, kept in integers: |share * sum - total * weight| < sum.
          const gap = (shares.get(w.id) ?? 0n) * sum - total * w.weight;
          expect(gap < sum && gap > -sum).toBe(true);
        }
      }),
    );
  });

  it("gives the same shares whatever the order of the investors", () => {
    fc.assert(
      fc.property(commitments, fc.bigInt({ min: 0n, max: 10n ** 9n }), (weights, total) => {
        fc.pre(weights.some((w) => w.weight > 0n));
        expect(allocate(total, [...weights].reverse())).toEqual(allocate(total, weights));
      }),
    );
  });

  it("breaks a tie in remainders by the larger commitment, then by the smaller id", () => {
    // 100 cents over three equal commitments: 33 each, one cent left, three equal remainders.
    const equal = allocate(100n, [
      { id: "c", weight: 5n },
      { id: "a", weight: 5n },
      { id: "b", weight: 5n },
    ]);
    expect(Object.fromEntries(equal)).toEqual({ a: 34n, b: 33n, c: 33n });
    // 2 cents over commitments 1 and 3: exact shares 0.5 and 1.5, both remainders one half.
    const unequal = allocate(2n, [
      { id: "a", weight: 1n },
      { id: "z", weight: 3n },
    ]);
    expect(Object.fromEntries(unequal)).toEqual({ a: 0n, z: 2n });
  });
});

describe("a percentage of commitments", () => {
  it("is rounded once, half away from zero, to the minor unit", () => {
    expect(percentOf(1_000_000_00n, "12.5")).toBe(125_000_00n);
    expect(percentOf(333n, "50")).toBe(167n);
    expect(percentOf(10n, "0.1")).toBe(0n);
    expect(percentOf(100n, "100")).toBe(100n);
  });

  it("refuses what is not a plain percentage", () => {
    for (const text of ["", "-5", "1e2", "12,5", "5%", "1000"]) {
      expect(() => percentOf(100n, text), text).toThrow(expect.objectContaining({ code: "bad_percent" }));
    }
  });
});

describe("refusals", () => {
  it("refuses weights that cannot share anything and ids given twice", () => {
    expect(() => allocate(1n, [{ id: "a", weight: 0n }])).toThrow(
      expect.objectContaining({ code: "no_weights" }),
    );
    expect(() =>
      allocate(1n, [
        { id: "a", weight: -1n },
        { id: "b", weight: 2n },
      ]),
    ).toThrow(expect.objectContaining({ code: "no_weights" }));
    expect(() =>
      allocate(1n, [
        { id: "a", weight: 1n },
        { id: "a", weight: 2n },
      ]),
    ).toThrow(expect.objectContaining({ code: "duplicate_id" }));
  });
});
