import type { OrganisationKind } from "#common/portal-api.ts";
import type {
  NoticeShare,
  RaisePosition,
  ReportingNotice,
  ReportingSettings,
} from "#common/reporting-api.ts";
import type { StaffBankDetails } from "#common/reporting-staff-api.ts";
import { formatMoney } from "#server/reporting/engine/money.ts";
import type { BankDetailsRecord } from "../records/bank-details.ts";
import type { NoticeRecord } from "../records/notices.ts";
import type { PositionRecord } from "../records/positions.ts";
import type { SettingsRecord } from "../records/settings.ts";

// Records (integer minor units) as the API sends them (decimal strings in the deal's currency).

export const settingsView = (settings: SettingsRecord): ReportingSettings => ({
  dealId: settings.dealId,
  currency: settings.currency,
  target: settings.targetMinor === null ? null : formatMoney(settings.targetMinor, settings.currency),
  showInvestorNames: settings.showInvestorNames,
});

export const positionView =
  (currency: string) =>
  (position: PositionRecord): RaisePosition => ({
    organisationId: position.organisationId,
    organisationName: position.organisationName,
    organisationKind: position.organisationKind as OrganisationKind,
    stage: position.stage,
    amount: position.amountMinor === null ? null : formatMoney(position.amountMinor, currency),
    date: position.day,
    recordedAt: position.recordedAt,
    recordedBy: position.recordedBy,
  });

export const noticeView =
  (currency: string) =>
  (notice: NoticeRecord): ReportingNotice => ({
    id: notice.id,
    dealId: notice.dealId,
    kind: notice.kind,
    date: notice.day,
    dueDate: notice.dueDay,
    total: formatMoney(notice.totalMinor, currency),
    purpose: notice.purpose,
    distributionType: notice.distributionType,
    status: notice.status,
    shares: notice.shares.map(
      (share): NoticeShare => ({
        organisationId: share.organisationId,
        organisationName: share.organisationName,
        commitment: formatMoney(share.commitmentMinor, currency),
        amount: formatMoney(share.amountMinor, currency),
      }),
    ),
    createdAt: notice.createdAt,
    publishedAt: notice.publishedAt,
  });

export const bankDetailsView = (details: BankDetailsRecord): StaffBankDetails => ({ ...details });
