// The shapes of the person routes' answers that common/reporting-api.ts does not name (the
// notices as one organisation sees them, the sponsor's raise). Kept here, beside the screens
// that read them, until the server's own declaration of them is merged.
import type { OrganisationKind } from "#common/portal-api.ts";
import type { BankDetails, Day, Money, RaiseStage, ReportingNotice } from "#common/reporting-api.ts";

export type NoticeBank = Pick<BankDetails, "accountName" | "bankName" | "iban" | "bic" | "reference">;

/** A published call or distribution with this organisation's own amount. */
export interface PersonNotice
  extends Pick<ReportingNotice, "id" | "kind" | "date" | "dueDate" | "purpose" | "distributionType"> {
  currency: string;
  amount: Money;
  /** Absent for roles that do not see bank details (tax), and on distributions. */
  bankDetails: NoticeBank | null;
  bankDetailsChangedRecently: boolean;
}

/** One group of a breakdown; `organisations` and `amount` are null when the group is too small to show. */
export interface RaiseGroup<K extends string> {
  key: K;
  organisations: number | null;
  amount: Money | null;
}

export interface RaiseSummary {
  dealId: string;
  dealName: string;
  currency: string;
  target: Money | null;
  softCircled: Money;
  committed: Money;
  funded: Money;
  byStage: RaiseGroup<RaiseStage>[];
  byCategory: RaiseGroup<OrganisationKind>[];
  overTime: { date: Day; softCircled: Money; committed: Money; funded: Money }[];
  engagement: { dataRoomOrganisations: number; documentOrganisations: number; questions: number };
  /** Only where the firm shows investor names on this deal. */
  investors: { name: string; stage: RaiseStage; amount: Money | null }[] | null;
}
