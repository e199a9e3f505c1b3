import type { CashFlowKind } from "#common/reporting-api.ts";
import type { Sql, SqlRunner } from "#server/store/sql.ts";
import type { AccountFlow } from "../engine/capital-account.ts";
import { minorOf, minorParam, text, textOrNull } from "./columns.ts";

export interface CashFlowRecord {
  organisationId: string;
  day: string;
  kind: CashFlowKind;
  amountMinor: bigint;
  noticeId: string | null;
  importId: string | null;
}

/** Where a flow came from: a published notice, an import, or typed by staff (a NAV). */
export interface NewCashFlow {
  dealId: string;
  organisationId: string;
  day: string;
  kind: CashFlowKind;
  amountMinor: bigint;
  noticeId?: string | null;
  importId?: string | null;
}

export async function insertCashFlow(
  run: SqlRunner,
  flow: NewCashFlow,
  by: string,
  now: Date,
): Promise<void> {
  await run.all(
    `INSERT INTO reporting_cash_flows (deal_id, organisation_id, day, kind, amount_minor, notice_id, import_id,
       created_at, created_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      flow.dealId,
      flow.organisationId,
      flow.day,
      flow.kind,
      minorParam(flow.amountMinor),
      flow.noticeId ?? null,
      flow.importId ?? null,
      now.toISOString(),
      by,
    ],
  );
}

/** An organisation's flows on the deal up to and including `asOf`, in date order. */
export async function accountFlows(
  sql: Sql,
  dealId: string,
  organisationId: string,
  asOf: string,
): Promise<CashFlowRecord[]> {
  const rows = await sql.all(
    `SELECT organisation_id, day, kind, CAST(amount_minor AS TEXT) AS amount, notice_id, import_id
     FROM reporting_cash_flows WHERE deal_id = ? AND organisation_id = ? AND day <= ?
     ORDER BY day, id`,
    [dealId, organisationId, asOf],
  );
  return rows.map((row) => ({
    organisationId: text(row.organisation_id),
    day: text(row.day),
    kind: text(row.kind) as CashFlowKind,
    amountMinor: minorOf(row.amount),
    noticeId: textOrNull(row.notice_id),
    importId: textOrNull(row.import_id),
  }));
}

/** Flows as the capital account's engine reads them. */
export function engineFlows(flows: readonly CashFlowRecord[]): AccountFlow[] {
  return flows.map((flow) => ({
    day: flow.day,
    kind: flow.kind,
    amount: flow.amountMinor,
    noticeId: flow.noticeId,
  }));
}

export interface ValuationRecord {
  organisationId: string;
  organisationName: string;
  day: string;
  navMinor: bigint;
}

/** Every NAV on the deal, newest first. */
export async function valuations(sql: Sql, dealId: string): Promise<ValuationRecord[]> {
  const rows = await sql.all(
    `SELECT f.organisation_id, o.name, f.day, CAST(f.amount_minor AS TEXT) AS amount
     FROM reporting_cash_flows f JOIN portal_organisations o ON o.id = f.organisation_id
     WHERE f.deal_id = ? AND f.kind = 'nav' ORDER BY f.day DESC, o.name, f.id DESC`,
    [dealId],
  );
  return rows.map((row) => ({
    organisationId: text(row.organisation_id),
    organisationName: text(row.name),
    day: text(row.day),
    navMinor: minorOf(row.amount),
  }));
}
