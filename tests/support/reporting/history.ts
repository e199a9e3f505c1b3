// A deal's reporting history written through the reporting records (not the person routes
// under test): settings, raise positions, published calls and distributions with their
// shares, NAVs and approved bank details, on either database.
import type { CashFlowKind, RaiseStage } from "#common/reporting-api.ts";
import { openRecordsSql } from "#server/portal/records/open-records.ts";
import { approveBankDetails, enterBankDetails } from "#server/reporting/records/bank-details.ts";
import { insertCashFlow } from "#server/reporting/records/cash-flows.ts";
import { insertDraft } from "#server/reporting/records/notices.ts";
import { addPosition } from "#server/reporting/records/positions.ts";
import { saveSettings } from "#server/reporting/records/settings.ts";
import type { Sql } from "#server/store/sql.ts";

const STAFF = "seed-staff";
let serial = 0;
const nextId = (prefix: string) => `${prefix}${String(++serial).padStart(21 - prefix.length, "0")}x`;

export interface ReportingHistory {
  sql: Sql;
  settings(
    dealId: string,
    currency: string,
    target: bigint | null,
    showInvestorNames?: boolean,
  ): Promise<void>;
  position(
    dealId: string,
    organisationId: string,
    stage: RaiseStage,
    amount: bigint | null,
    day: string,
  ): Promise<void>;
  /** A published call or distribution, its shares as given; returns its id. */
  notice(
    dealId: string,
    kind: "call" | "distribution",
    day: string,
    shares: [organisationId: string, amount: bigint][],
    dueDay?: string,
  ): Promise<string>;
  /** Cash flows written in one transaction (NAVs, imported history). */
  flows(
    dealId: string,
    flows: { organisationId: string; day: string; kind: CashFlowKind; amount: bigint }[],
  ): Promise<void>;
  /** Details entered by one staff member and approved by another, at `at`. */
  bankDetails(dealId: string, iban: string, at: Date): Promise<void>;
  close(): Promise<void>;
}

export function reportingHistory(env: Record<string, string>): ReportingHistory {
  const sql = openRecordsSql({ DATABASE_URL: env.DATABASE_URL, SQLITE_PATH: env.SQLITE_PATH ?? "" });
  const now = new Date();
  return {
    sql,
    settings: (dealId, currency, targetMinor, showInvestorNames = false) =>
      saveSettings(sql, { dealId, currency, targetMinor, showInvestorNames }, STAFF, now),
    position: (dealId, organisationId, stage, amountMinor, day) =>
      addPosition(sql, dealId, { organisationId, stage, amountMinor, day }, STAFF, now),
    async notice(dealId, kind, day, shares, dueDay) {
      const id = nextId("n");
      const totalMinor = shares.reduce((sum, [, amount]) => sum + amount, 0n);
      await insertDraft(
        sql,
        {
          id,
          dealId,
          kind,
          day,
          dueDay: kind === "call" ? (dueDay ?? day) : null,
          totalMinor,
          purpose: kind === "call" ? "investment" : null,
          distributionType: kind === "distribution" ? "income" : null,
          shares: shares.map(([organisationId, amountMinor]) => ({
            organisationId,
            amountMinor,
            commitmentMinor: amountMinor,
          })),
        },
        STAFF,
        now,
      );
      // Published as staff's publication leaves it (its shares become the organisations' cash
      // flows), without the e-mails, which are not what these tests look at.
      await sql.transaction(async (run) => {
        await run.all(
          "UPDATE reporting_notices SET status = 'published', published_at = ?, published_by = ? WHERE id = ?",
          [now.toISOString(), STAFF, id],
        );
        const flow = kind === "call" ? "contribution" : "distribution";
        for (const [organisationId, amountMinor] of shares)
          await insertCashFlow(
            run,
            { dealId, organisationId, day, kind: flow, amountMinor, noticeId: id },
            STAFF,
            now,
          );
      });
      return id;
    },
    flows: (dealId, flows) =>
      sql.transaction(async (run) => {
        for (const flow of flows)
          await insertCashFlow(run, { dealId, ...flow, amountMinor: flow.amount }, STAFF, now);
      }),
    async bankDetails(dealId, iban, at) {
      const details = await enterBankDetails(
        sql,
        {
          id: nextId("b"),
          dealId,
          accountName: "Harbour Fund II LP",
          bankName: "Bank of Test",
          iban,
          bic: "TESTGB2LXXX",
          reference: "HF2",
        },
        STAFF,
        at,
      );
      await approveBankDetails(sql, dealId, details.id, "second-staff", at);
    },
    close: () => sql.close(),
  };
}
