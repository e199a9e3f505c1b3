import type { Sql } from "#server/store/sql.ts";
import { bool, minorOrNull, minorParam, text } from "./columns.ts";

export interface SettingsRecord {
  dealId: string;
  currency: string;
  targetMinor: bigint | null;
  showInvestorNames: boolean;
}

export async function readSettings(sql: Sql, dealId: string): Promise<SettingsRecord | null> {
  const [row] = await sql.all(
    `SELECT deal_id, currency, CAST(target_minor AS TEXT) AS target, show_investor_names
     FROM reporting_settings WHERE deal_id = ?`,
    [dealId],
  );
  if (!row) return null;
  return {
    dealId: text(row.deal_id),
    currency: text(row.currency),
    targetMinor: minorOrNull(row.target),
    showInvestorNames: bool(row.show_investor_names),
  };
}

export async function saveSettings(sql: Sql, settings: SettingsRecord, by: string, now: Date): Promise<void> {
  await sql.all(
    `INSERT INTO reporting_settings (deal_id, currency, target_minor, show_investor_names, updated_at, updated_by)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (deal_id) DO UPDATE SET currency = excluded.currency, target_minor = excluded.target_minor,
       show_investor_names = excluded.show_investor_names, updated_at = excluded.updated_at,
       updated_by = excluded.updated_by`,
    [
      settings.dealId,
      settings.currency,
      minorParam(settings.targetMinor),
      settings.showInvestorNames,
      now.toISOString(),
      by,
    ],
  );
}

/**
 * Whether the deal holds any amount (a position's, a notice's, a cash flow's or an import's):
 * its currency then cannot change, or every stored amount would mean another sum.
 */
export async function dealHoldsMoney(sql: Sql, dealId: string): Promise<boolean> {
  const [row] = await sql.all(
    `SELECT EXISTS (SELECT 1 FROM reporting_positions WHERE deal_id = ? AND amount_minor IS NOT NULL)
       OR EXISTS (SELECT 1 FROM reporting_notices WHERE deal_id = ?)
       OR EXISTS (SELECT 1 FROM reporting_cash_flows WHERE deal_id = ?)
       OR EXISTS (SELECT 1 FROM reporting_imports WHERE deal_id = ?) AS held`,
    [dealId, dealId, dealId, dealId],
  );
  return bool(row?.held);
}
