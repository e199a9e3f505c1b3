// The root of Excel's XIRR equation, sum(a_i * (1 + r) ^ -t_i) = 0 with t_i in years of 365 days.
// It is solved for the log growth x = ln(1 + r), so every real x is a rate above -100 %, and each
// term is scaled by the largest exp(-x * t_i): the sign of the sum and the Newton step f / f' do not
// change under a positive scale, and no term overflows however high or low the rate is.

/** Rates searched: from -100 % to a hundred trillion per cent, densely from -1 + 4e-18. */
const X_FLOOR = -1e6;
const X_MIN = -40;
const X_MAX = Math.log1p(1e15);
const GRID = 800;

/** A flow of `amount` minor units, `years` after the first. */
export interface YearFlow {
  years: number;
  amount: number;
}
type Flows = readonly YearFlow[];

function terms(x: number, flows: Flows): [number, number] {
  const scale = Math.max(...flows.map((f) => -x * f.years));
  let f = 0;
  let df = 0;
  for (const flow of flows) {
    const term = flow.amount * Math.exp(-x * flow.years - scale);
    f += term;
    df -= flow.years * term;
  }
  return [f, df];
}

/** Newton from Excel's guess of 10 %; accepted only if it settles inside the searched range. */
function newton(flows: Flows): number | null {
  let x = Math.log1p(0.1);
  for (let i = 0; i < 100; i++) {
    const [f, df] = terms(x, flows);
    if (f === 0) return x;
    const step = f / df;
    if (!Number.isFinite(step)) return null;
    x -= step;
    if (x < X_MIN || x > X_MAX) return null;
    if (Math.abs(step) <= 1e-13 * Math.max(1, Math.abs(x))) return x;
  }
  return null;
}

const sign = (x: number, flows: Flows) => Math.sign(terms(x, flows)[0]);

/** Bisection on the bracket nearest the guess, found on a grid over the searched range. */
function bracketed(flows: Flows): number | null {
  const guess = Math.log1p(0.1);
  let best: [number, number] | null = null;
  let lo = X_FLOOR;
  let loSign = sign(lo, flows);
  for (let i = 0; i <= GRID; i++) {
    const hi = X_MIN + ((X_MAX - X_MIN) * i) / GRID;
    const hiSign = sign(hi, flows);
    const nearer = !best || Math.abs(lo - guess) < Math.abs(best[0] - guess);
    if (loSign * hiSign <= 0 && nearer) best = [lo, hi];
    [lo, loSign] = [hi, hiSign];
  }
  if (!best) return null;
  let [a, b] = best;
  const signA = sign(a, flows);
  if (signA === 0) return a;
  for (let i = 0; i < 200 && b - a > 1e-15 * Math.max(1, Math.abs(a)); i++) {
    const mid = (a + b) / 2;
    const s = sign(mid, flows);
    if (s === 0) return mid;
    if (s === signA) a = mid;
    else b = mid;
  }
  return (a + b) / 2;
}

/** The log growth x solving the equation, or null when no root lies in the searched range. */
export function solveLogGrowth(flows: Flows): number | null {
  return newton(flows) ?? bracketed(flows);
}
