import type { Sql } from "#server/store/sql.ts";
import { text, textOrNull, timeOf, timeOrNull } from "./columns.ts";

export interface BankDetailsRecord {
  id: string;
  dealId: string;
  accountName: string;
  bankName: string;
  iban: string;
  bic: string;
  reference: string;
  status: "pending" | "approved" | "superseded";
  enteredAt: string;
  enteredBy: string;
  approvedAt: string | null;
  approvedBy: string | null;
}

const SELECT = `SELECT id, deal_id, account_name, bank_name, iban, bic, reference, status, entered_at,
  entered_by, approved_at, approved_by FROM reporting_bank_details`;

const detailsOf = (row: Record<string, unknown>): BankDetailsRecord => ({
  id: text(row.id),
  dealId: text(row.deal_id),
  accountName: text(row.account_name),
  bankName: text(row.bank_name),
  iban: text(row.iban),
  bic: text(row.bic),
  reference: text(row.reference),
  status: text(row.status) as BankDetailsRecord["status"],
  enteredAt: timeOf(row.entered_at),
  enteredBy: text(row.entered_by),
  approvedAt: timeOrNull(row.approved_at),
  approvedBy: textOrNull(row.approved_by),
});

/** Every set of bank details of the deal, newest first. */
export async function listBankDetails(sql: Sql, dealId: string): Promise<BankDetailsRecord[]> {
  return (await sql.all(`${SELECT} WHERE deal_id = ? ORDER BY entered_at DESC, id`, [dealId])).map(detailsOf);
}

/** The approved details investors see, if any. */
export async function approvedBankDetails(sql: Sql, dealId: string): Promise<BankDetailsRecord | null> {
  const [row] = await sql.all(`${SELECT} WHERE deal_id = ? AND status = 'approved'`, [dealId]);
  return row ? detailsOf(row) : null;
}

export type NewBankDetails = Pick<
  BankDetailsRecord,
  "id" | "dealId" | "accountName" | "bankName" | "iban" | "bic" | "reference"
>;

export async function enterBankDetails(sql: Sql, details: NewBankDetails, by: string, now: Date) {
  const [row] = await sql.all(
    `INSERT INTO reporting_bank_details (id, deal_id, account_name, bank_name, iban, bic, reference, status,
       entered_at, entered_by) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)
     RETURNING id, deal_id, account_name, bank_name, iban, bic, reference, status, entered_at, entered_by,
       approved_at, approved_by`,
    [
      details.id,
      details.dealId,
      details.accountName,
      details.bankName,
      details.iban,
      details.bic,
      details.reference,
      now.toISOString(),
      by,
    ],
  );
  return detailsOf(row as Record<string, unknown>);
}

/**
 * Approves pending details as a second staff member: the one who entered them cannot
 * ("same_person"). The deal's previously approved details are superseded in the same step.
 */
export async function approveBankDetails(sql: Sql, dealId: string, id: string, by: string, now: Date) {
  return sql.transaction(async (run) => {
    const [row] = await run.all(`${SELECT} WHERE deal_id = ? AND id = ?`, [dealId, id]);
    if (!row) return null;
    const details = detailsOf(row);
    if (details.status !== "pending") return "not_pending" as const;
    if (details.enteredBy === by) return "same_person" as const;
    const at = now.toISOString();
    await run.all(
      `UPDATE reporting_bank_details SET status = 'superseded', superseded_at = ?
       WHERE deal_id = ? AND status = 'approved'`,
      [at, dealId],
    );
    await run.all(
      "UPDATE reporting_bank_details SET status = 'approved', approved_at = ?, approved_by = ? WHERE id = ?",
      [at, by, id],
    );
    return { ...details, status: "approved" as const, approvedAt: at, approvedBy: by };
  });
}

/**
 * Withdraws details still pending approval (a typo, a change of mind), so that no one can
 * approve them later; approved or replaced details stay, as the record of what was in use.
 */
export async function withdrawBankDetails(sql: Sql, dealId: string, id: string) {
  return sql.transaction(async (run) => {
    const [row] = await run.all(`${SELECT} WHERE deal_id = ? AND id = ?`, [dealId, id]);
    if (!row) return null;
    const details = detailsOf(row);
    if (details.status !== "pending") return "not_pending" as const;
    await run.all("DELETE FROM reporting_bank_details WHERE id = ? AND status = 'pending'", [id]);
    return details;
  });
}
