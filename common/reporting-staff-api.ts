// The staff side of the portal's reporting (under /inbox/api/portal/deals/:dealId/reporting):
// what staff send and receive beyond the shared vocabulary of reporting-api.ts. Money is a
// decimal string in the deal's currency, never a number.

import type {
  BankDetails,
  CallPurpose,
  CashFlowKind,
  Day,
  DistributionType,
  Money,
  RaisePosition,
  RaiseStage,
  ReportingNotice,
  ReportingSettings,
} from "./reporting-api.ts";

/** Bank details as staff see them: who entered and who approved them. */
export interface StaffBankDetails extends BankDetails {
  enteredBy: string;
  approvedBy: string | null;
}

/** `GET …/reporting`: a deal's reporting at a glance. `settings` is null until staff set them. */
export interface ReportingOverview {
  settings: ReportingSettings | null;
  positions: RaisePosition[];
  notices: ReportingNotice[];
  bankDetails: StaffBankDetails[];
}

export interface ReportingSettingsInput {
  currency: string;
  target: Money | null;
  showInvestorNames: boolean;
}

export interface RaisePositionInput {
  organisationId: string;
  stage: RaiseStage;
  /** Required for soft circle and committed; funded keeps the commitment when omitted. */
  amount?: Money;
  date: Day;
}

/** A call takes `total` or `percentOfCommitments` ("25", "12.5"); a distribution takes `total`. */
export interface NoticeInput {
  kind: "call" | "distribution";
  date: Day;
  dueDate?: Day;
  total?: Money;
  percentOfCommitments?: string;
  purpose?: CallPurpose;
  distributionType?: DistributionType;
}

export interface Valuation {
  organisationId: string;
  organisationName: string;
  date: Day;
  nav: Money;
}

export interface ValuationInput {
  organisationId: string;
  date: Day;
  nav: Money;
}

export interface BankDetailsInput {
  accountName: string;
  bankName: string;
  iban: string;
  bic: string;
  reference: string;
}

/** How a line's organisation was found; `unmatched` and `ambiguous` block the import. */
export type ImportMatch = "exact" | "normalised" | "chosen" | "unmatched" | "ambiguous";

export interface ImportLine {
  line: number;
  /** The organisation as the file names it. */
  organisation: string;
  date: Day;
  kind: CashFlowKind;
  amount: Money;
  organisationId: string | null;
  organisationName: string | null;
  match: ImportMatch;
}

/** What applying the import adds, per organisation. */
export interface ImportPreviewRow {
  organisationId: string;
  organisationName: string;
  contributions: Money;
  distributions: Money;
  /** The file's latest NAV for the organisation, with its day, if the file has one. */
  nav: Money | null;
  navDate: Day | null;
  lines: number;
}

export interface ReportingImport {
  id: string;
  dealId: string;
  fileName: string;
  status: "pending" | "applied" | "undone";
  /** Lines whose organisation is unmatched or ambiguous: the import cannot be applied. */
  blockedLines: number[];
  lines: ImportLine[];
  preview: ImportPreviewRow[];
  createdAt: string;
  appliedAt: string | null;
  undoneAt: string | null;
}

export interface ImportMatchesInput {
  matches: { line: number; organisationId: string }[];
}

export type { RaisePosition, ReportingNotice, ReportingSettings };
