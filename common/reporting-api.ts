// The portal's reporting as the staff API (under /inbox/api/portal/deals/:dealId/reporting) and
// the person API (under /portal/api/deals/:dealId/reporting) send and receive it.
// Money is a decimal string in the deal's currency ("1234.50", "-20.00"), never a number: it is
// kept as integer minor units and never passes through a float. Days are ISO 8601 ("2026-03-31").

import type { OrganisationKind } from "./portal-api.ts";

/** A decimal string in the deal's currency, with as many decimals as the currency has. */
export type Money = string;
/** A calendar day, YYYY-MM-DD. */
export type Day = string;

/** Where an organisation stands in a deal's raise, in the order a raise moves. */
export const RAISE_STAGES = [
  "prospect",
  "interested",
  "soft_circle",
  "committed",
  "funded",
  "declined",
] as const;
export type RaiseStage = (typeof RAISE_STAGES)[number];

export const CALL_PURPOSES = ["investment", "fees", "expenses"] as const;
export type CallPurpose = (typeof CALL_PURPOSES)[number];

export const DISTRIBUTION_TYPES = ["return_of_capital", "income", "gain"] as const;
export type DistributionType = (typeof DISTRIBUTION_TYPES)[number];

/** The kinds of row a fund administrator's file holds, as its `kind` column spells them. */
export const CASH_FLOW_KINDS = ["contribution", "distribution", "nav"] as const;
export type CashFlowKind = (typeof CASH_FLOW_KINDS)[number];

/** A deal's reporting settings. `currency` is ISO 4217 ("USD", "EUR", "JPY"). */
export interface ReportingSettings {
  dealId: string;
  currency: string;
  target: Money | null;
  /** Sponsors see investors by name only where the firm turns this on. */
  showInvestorNames: boolean;
}

/** One step of an organisation's history in a raise; the newest is where it stands. */
export interface RaisePosition {
  organisationId: string;
  organisationName: string;
  organisationKind: OrganisationKind;
  stage: RaiseStage;
  /** Soft circle and committed carry an amount; committed carries its date in `date`. */
  amount: Money | null;
  date: Day;
  recordedAt: string;
  recordedBy: string;
}

export interface NoticeShare {
  organisationId: string;
  organisationName: string;
  commitment: Money;
  amount: Money;
}

/** A capital call or a distribution: drafted, reviewed as its allocation table, then published. */
export interface ReportingNotice {
  id: string;
  dealId: string;
  kind: "call" | "distribution";
  date: Day;
  /** Calls only. */
  dueDate: Day | null;
  total: Money;
  purpose: CallPurpose | null;
  distributionType: DistributionType | null;
  status: "draft" | "published";
  shares: NoticeShare[];
  createdAt: string;
  publishedAt: string | null;
}

/** A bank account for calls, entered by one staff member and approved by a second. */
export interface BankDetails {
  id: string;
  dealId: string;
  accountName: string;
  bankName: string;
  iban: string;
  bic: string;
  reference: string;
  status: "pending" | "approved" | "superseded";
  enteredAt: string;
  approvedAt: string | null;
}

/** Why a net IRR is not shown: never NaN, Infinity or a made-up number. */
export const IRR_UNDEFINED_REASONS = ["no_flows", "no_sign_change", "too_short", "no_solution"] as const;
export type IrrUndefinedReason = (typeof IRR_UNDEFINED_REASONS)[number];

export type NetIrr = { rate: string; reason: null } | { rate: null; reason: IrrUndefinedReason };

export interface CashFlowLine {
  date: Day;
  kind: CashFlowKind;
  amount: Money;
  /** The notice it came from, if any. */
  noticeId: string | null;
}

/** An organisation's capital account in one deal, as of a day (ILPA's terms). */
export interface CapitalAccount {
  dealId: string;
  dealName: string;
  organisationId: string;
  organisationName: string;
  /**
   * Every organisation through which the person may see this deal's capital accounts, by
   * name: more than one, and the page lets them choose (`organisationId`).
   */
  organisations: { id: string; name: string }[];
  currency: string;
  asOf: Day;
  commitment: Money;
  paidIn: Money;
  unfunded: Money;
  distributed: Money;
  nav: Money;
  totalValue: Money;
  /** Ratios as decimal strings to two places ("1.25"); null before any capital is paid in. */
  dpi: string | null;
  rvpi: string | null;
  tvpi: string | null;
  netIrr: NetIrr;
  cashFlows: CashFlowLine[];
  /** Cumulative contributions, distributions and the NAV at each day a figure changed. */
  series: { date: Day; contributions: Money; distributions: Money; nav: Money }[];
}
