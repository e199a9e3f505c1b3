// An investor's capital account in one deal as of a day, in ILPA's terms, from its dated flows.
import type { CapitalAccount, CashFlowKind } from "#common/reporting-api.ts";
import { dayNumber } from "./days.ts";
import { formatMoney } from "./money.ts";
import { ratio } from "./ratio.ts";
import { xirr } from "./xirr.ts";

export interface AccountFlow {
  day: string;
  kind: CashFlowKind;
  /** Positive for a contribution paid in, a distribution paid out, and a valuation's NAV. */
  amount: bigint;
  noticeId: string | null;
}

export interface AccountInput {
  currency: string;
  commitment: bigint;
  asOf: string;
  flows: readonly AccountFlow[];
}

/** Every field of the capital account but the names, which the records supply. */
export type AccountFigures = Omit<
  CapitalAccount,
  "dealId" | "dealName" | "organisationId" | "organisationName" | "organisations"
>;

const atLeastZero = (value: bigint) => (value < 0n ? 0n : value);

/**
 * Only flows dated on or before `asOf` count. NAV is the latest valuation on or before `asOf`,
 * rolled forward: plus the contributions and minus the distributions dated after it (a valuation
 * is taken at the end of its day, so it already holds that day's flows), never below zero. Before
 * any valuation it is rolled forward from zero, that is, held at cost. Of two valuations on one
 * day the later in the input wins, as a correction does.
 *
 * Paid-in and distributed are the sums of contributions and distributions; unfunded is the
 * commitment less paid-in, never below zero; total value is distributed plus NAV. DPI, RVPI and
 * TVPI divide distributed, NAV and total value by paid-in (null while nothing is paid in); TVPI is
 * divided from the totals, so it may differ by 0.01 from DPI + RVPI as each is rounded.
 * Net IRR is the XIRR of contributions (out), distributions (in) and the NAV (in) on `asOf`.
 */
export function capitalAccount(input: AccountInput): AccountFigures {
  const { currency, commitment, asOf } = input;
  dayNumber(asOf);
  for (const flow of input.flows) dayNumber(flow.day);
  const flows = input.flows
    .filter((f) => f.day <= asOf)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const money = (minor: bigint) => formatMoney(minor, currency);

  const byDay = new Map<string, AccountFlow[]>();
  for (const flow of flows) byDay.set(flow.day, [...(byDay.get(flow.day) ?? []), flow]);
  let [paidIn, distributed, held] = [0n, 0n, 0n];
  const series: AccountFigures["series"] = [];
  for (const [day, today] of byDay) {
    for (const flow of today) {
      if (flow.kind === "contribution") [paidIn, held] = [paidIn + flow.amount, held + flow.amount];
      if (flow.kind === "distribution") [distributed, held] = [distributed + flow.amount, held - flow.amount];
    }
    const valuation = today.findLast((f) => f.kind === "nav");
    if (valuation) held = valuation.amount;
    series.push({
      date: day,
      contributions: money(paidIn),
      distributions: money(distributed),
      nav: money(atLeastZero(held)),
    });
  }

  const nav = atLeastZero(held);
  const totalValue = distributed + nav;
  const multiple = (numerator: bigint) => (paidIn > 0n ? ratio(numerator, paidIn) : null);
  const irrFlows = flows.flatMap((f) =>
    f.kind === "nav" ? [] : [{ day: f.day, amount: f.kind === "contribution" ? -f.amount : f.amount }],
  );
  return {
    currency,
    asOf,
    commitment: money(commitment),
    paidIn: money(paidIn),
    unfunded: money(atLeastZero(commitment - paidIn)),
    distributed: money(distributed),
    nav: money(nav),
    totalValue: money(totalValue),
    dpi: multiple(distributed),
    rvpi: multiple(nav),
    tvpi: multiple(totalValue),
    netIrr: xirr([...irrFlows, { day: asOf, amount: nav }]),
    cashFlows: flows.map((f) => ({
      date: f.day,
      kind: f.kind,
      amount: money(f.amount),
      noticeId: f.noticeId,
    })),
    series,
  };
}
