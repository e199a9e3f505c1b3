// Net IRR as Excel's XIRR defines it: days counted from the first flow, years of 365 days.
// The rate is the one float of the engine. Amounts enter the solver as exact integers of minor
// units (refused from 2^53, where a double stops holding every integer) and no money figure is ever
// computed from the rate: it is only shown.
import type { NetIrr } from "#common/reporting-api.ts";
import { dayNumber } from "./days.ts";
import { MoneyError } from "./money.ts";
import { solveLogGrowth } from "./xirr-solve.ts";

export interface DatedAmount {
  day: string;
  amount: bigint;
}

/** Six decimals of the rate: "0.373363" is 37.3363 %, finer than any figure it is read beside. */
export const RATE_DECIMALS = 6;
const EXACT = 2n ** 53n;

const undefinedIrr = (reason: "no_flows" | "no_sign_change" | "too_short" | "no_solution"): NetIrr => ({
  rate: null,
  reason,
});

function formatRate(rate: number): string {
  const text = rate.toFixed(RATE_DECIMALS);
  return /^-0\.0+$/.test(text) ? text.slice(1) : text;
}

/**
 * Flows on the same day are netted first (exactly, in bigint). The rate does not depend on which
 * day counts as the origin (moving it multiplies the equation by a positive factor), so flows may
 * come in any order. Undefined, with the reason: no flows; money in and out all on one day (too
 * short); money only in or only out (no sign change); no root between -100 % and 1e15, or flows
 * that cancel out on every day (no solution).
 *
 * A total loss is the one rate given without a root: money went in, nothing came out, and a value
 * of zero is recorded after it. The rate tends to -100 % as what came back tends to zero, so
 * that is what it is, rather than "undefined" for the plainest outcome an investor can have.
 */
export function xirr(flows: readonly DatedAmount[]): NetIrr {
  const dated = flows.map((f) => ({ day: dayNumber(f.day), amount: f.amount }));
  const moving = dated.filter((f) => f.amount !== 0n);
  if (moving.length === 0) return undefinedIrr("no_flows");
  const net = new Map<number, bigint>();
  for (const f of moving) net.set(f.day, (net.get(f.day) ?? 0n) + f.amount);
  const points = [...net].filter(([, a]) => a !== 0n);
  const [first, last] = [Math.min(...points.map(([d]) => d)), Math.max(...points.map(([d]) => d))];
  if (points.some(([, a]) => a >= EXACT || a <= -EXACT)) {
    throw new MoneyError("out_of_range", "An amount is too large for the rate's arithmetic.");
  }
  const hasOut = points.some(([, a]) => a < 0n);
  const hasIn = points.some(([, a]) => a > 0n);
  if (hasOut && !hasIn) {
    if (dated.some((f) => f.amount === 0n && f.day >= last && f.day > first)) {
      return { rate: formatRate(-1), reason: null };
    }
  }
  if (new Set(moving.map((f) => f.day)).size === 1) {
    const both = moving.some((f) => f.amount > 0n) && moving.some((f) => f.amount < 0n);
    return undefinedIrr(both ? "too_short" : "no_sign_change");
  }
  if (points.length === 0) return undefinedIrr("no_solution");
  if (!hasIn || !hasOut) return undefinedIrr("no_sign_change");
  const x = solveLogGrowth(points.map(([d, a]) => ({ years: (d - first) / 365, amount: Number(a) })));
  return x === null ? undefinedIrr("no_solution") : { rate: formatRate(Math.expm1(x)), reason: null };
}
