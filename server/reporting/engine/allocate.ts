// A total shared pro rata to weights (commitments), in whole minor units that sum exactly to it.
import { checkRange, MoneyError } from "./money.ts";

export interface Weight {
  id: string;
  weight: bigint;
}

/**
 * Largest remainder (Hamilton): each share is first the exact pro rata share rounded toward zero,
 * then the minor units still missing go one each to the largest remainders, so every share is
 * within one minor unit of its exact pro rata share and the shares sum to the total.
 *
 * Tie rule, when two remainders are equal: the larger weight gets the unit first (the bigger
 * commitment absorbs the rounding, which is the smaller part of its share), then the smaller
 * id in code-unit order. The result never depends on the order of the input.
 *
 * A negative total is shared as its opposite and negated, so a reversal mirrors its original.
 */
export function allocate(total: bigint, weights: readonly Weight[]): Map<string, bigint> {
  checkRange(total);
  const sum = weights.reduce((s, w) => s + w.weight, 0n);
  if (weights.some((w) => w.weight < 0n) || sum === 0n) {
    throw new MoneyError("no_weights", "Shares need weights that are not negative and not all zero.");
  }
  if (new Set(weights.map((w) => w.id)).size !== weights.length) {
    throw new MoneyError("duplicate_id", "Each share needs its own id.");
  }
  const magnitude = total < 0n ? -total : total;
  const parts = weights.map((w) => ({
    ...w,
    share: (magnitude * w.weight) / sum,
    remainder: (magnitude * w.weight) % sum,
  }));
  let missing = magnitude - parts.reduce((s, p) => s + p.share, 0n);
  const order = [...parts].sort(
    (a, b) => compare(b.remainder, a.remainder) || compare(b.weight, a.weight) || (a.id < b.id ? -1 : 1),
  );
  for (const part of order) {
    if (missing === 0n) break;
    part.share += 1n;
    missing -= 1n;
  }
  return new Map(parts.map((p) => [p.id, total < 0n ? -p.share : p.share]));
}

const compare = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A call given as a percentage of commitments ("12.5" is 12.5 %), in minor units, rounded half
 * away from zero to the minor unit: the one rounding, done once, on the total.
 */
export function percentOf(commitments: bigint, percent: string): bigint {
  const match = /^(\d{1,3})(?:\.(\d{1,10}))?$/.exec(percent);
  if (!match) throw new MoneyError("bad_percent", "Not a percentage: use digits and a point, as 12.5.");
  const [, whole, fraction = ""] = match;
  const scale = 10n ** BigInt(fraction.length) * 100n;
  const product = commitments * BigInt(whole + fraction);
  const half = product < 0n ? -scale : scale;
  return checkRange((product * 2n + half) / (2n * scale));
}
