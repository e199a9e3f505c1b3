// What the portal's person API (under /portal/api/deals/:dealId/reporting) sends investors
// and sponsors beyond the shared vocabulary of reporting-api.ts. Money is a decimal string.

import type { OrganisationKind } from "./portal-api.ts";
import type { CallPurpose, Day, DistributionType, Money, RaiseStage } from "./reporting-api.ts";

/** The approved account a call is paid to, as the investor sees it (never in an e-mail). */
export interface PersonBankDetails {
  accountName: string;
  bankName: string;
  iban: string;
  bic: string;
  reference: string;
  approvedAt: string;
  /** These details replaced others in the last 30 days: check them before paying. */
  changedRecently: boolean;
}

/** One published call or distribution, with this organisation's own share of it. */
export interface PersonNotice {
  id: string;
  kind: "call" | "distribution";
  date: Day;
  dueDate: Day | null;
  purpose: CallPurpose | null;
  distributionType: DistributionType | null;
  /** The organisation's own amount, not the deal's total. */
  amount: Money;
  publishedAt: string;
}

export interface PersonNotices {
  dealId: string;
  organisationId: string;
  currency: string;
  notices: PersonNotice[];
  /** The approved details for calls; null when none are approved; absent for tax roles. */
  bankDetails?: PersonBankDetails | null;
}

/** The site's six investor categories: the organisation kinds that invest. */
export type InvestorCategory = Exclude<OrganisationKind, "gp" | "project_sponsor">;

/**
 * A group of the raise's organisations. `key` is a stage or a category, or "other" for
 * groups too small to be shown on their own, merged (no group under three organisations).
 */
export interface RaiseGroup<Key extends string> {
  key: Key | "other";
  organisations: number;
  amount: Money;
}

export interface RaiseTotals {
  /** Soft circles standing now; committed includes funded. */
  softCircled: Money;
  committed: Money;
  funded: Money;
}

/** A sponsor's view of where its raise stands. */
export interface SponsorRaise {
  dealId: string;
  dealName: string;
  currency: string;
  target: Money | null;
  totals: RaiseTotals;
  byStage: RaiseGroup<RaiseStage>[];
  byCategory: RaiseGroup<InvestorCategory>[];
  /** The totals at each day they changed. */
  overTime: ({ date: Day } & RaiseTotals)[];
  engagement: {
    /** Investor organisations granted the deal. */
    organisations: number;
    openedDataRoom: number;
    openedDocuments: number;
    questions: number;
  };
  /** Only where the firm shows investor names on this deal; otherwise null. */
  investors: { name: string; category: InvestorCategory; stage: RaiseStage; amount: Money | null }[] | null;
}
