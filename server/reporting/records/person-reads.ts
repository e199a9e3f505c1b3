import type { CallPurpose, DistributionType } from "#common/reporting-api.ts";
import type { Sql } from "#server/store/sql.ts";
import { minorOf, minorOrNull, text, textOrNull, timeOf } from "./columns.ts";

// Read-only queries for the person side of reporting: one organisation's own rows, or a
// deal's counts that name nobody.

/** The organisation's commitment as of a day: its last position then, if committed or funded. */
export async function commitmentAsOf(
  sql: Sql,
  dealId: string,
  organisationId: string,
  asOf: string,
): Promise<bigint> {
  const [row] = await sql.all(
    `SELECT stage, CAST(amount_minor AS TEXT) AS amount FROM reporting_positions
     WHERE deal_id = ? AND organisation_id = ? AND day <= ? ORDER BY day DESC, id DESC LIMIT 1`,
    [dealId, organisationId, asOf],
  );
  if (!row || (row.stage !== "committed" && row.stage !== "funded")) return 0n;
  return minorOrNull(row.amount) ?? 0n;
}

export interface OwnNoticeRecord {
  id: string;
  kind: "call" | "distribution";
  day: string;
  dueDay: string | null;
  purpose: CallPurpose | null;
  distributionType: DistributionType | null;
  amountMinor: bigint;
  publishedAt: string;
}

/** The deal's published notices with the organisation's own share, newest first. */
export async function ownNotices(
  sql: Sql,
  dealId: string,
  organisationId: string,
): Promise<OwnNoticeRecord[]> {
  const rows = await sql.all(
    `SELECT n.id, n.kind, n.day, n.due_day, n.purpose, n.distribution_type, n.published_at,
       CAST(s.amount_minor AS TEXT) AS amount
     FROM reporting_notices n JOIN reporting_notice_shares s ON s.notice_id = n.id AND s.organisation_id = ?
     WHERE n.deal_id = ? AND n.status = 'published' ORDER BY n.day DESC, n.published_at DESC, n.id`,
    [organisationId, dealId],
  );
  return rows.map((row) => ({
    id: text(row.id),
    kind: text(row.kind) as OwnNoticeRecord["kind"],
    day: text(row.day),
    dueDay: textOrNull(row.due_day),
    purpose: textOrNull(row.purpose) as CallPurpose | null,
    distributionType: textOrNull(row.distribution_type) as DistributionType | null,
    amountMinor: minorOf(row.amount),
    publishedAt: timeOf(row.published_at),
  }));
}

/** Whether the deal's approved details replaced earlier ones (a change investors are warned of). */
export async function replacedEarlierDetails(sql: Sql, dealId: string): Promise<boolean> {
  const [row] = await sql.all(
    `SELECT count(*) AS n FROM reporting_bank_details WHERE deal_id = ? AND status = 'superseded'`,
    [dealId],
  );
  return Number(row?.n ?? 0) > 0;
}

export interface EngagementRecord {
  organisations: number;
  openedDataRoom: number;
  openedDocuments: number;
  questions: number;
}

const INVESTOR = "o.kind NOT IN ('gp', 'project_sponsor')";

/** How many investor organisations were granted the deal, opened its data room and its documents, and asked. */
export async function engagement(sql: Sql, dealId: string): Promise<EngagementRecord> {
  const [row] = await sql.all(
    `SELECT
      (SELECT count(DISTINCT g.organisation_id) FROM portal_grants g
        JOIN portal_organisations o ON o.id = g.organisation_id WHERE g.deal_id = ? AND ${INVESTOR}) AS granted,
      (SELECT count(DISTINCT v.organisation_id) FROM portal_document_views v
        JOIN portal_documents d ON d.id = v.document_id JOIN portal_organisations o ON o.id = v.organisation_id
        WHERE d.deal_id = ? AND d.doc_type = 'data_room' AND ${INVESTOR}) AS data_room,
      (SELECT count(DISTINCT v.organisation_id) FROM portal_document_views v
        JOIN portal_documents d ON d.id = v.document_id JOIN portal_organisations o ON o.id = v.organisation_id
        WHERE d.deal_id = ? AND ${INVESTOR}) AS documents,
      (SELECT count(*) FROM portal_questions q JOIN portal_organisations o ON o.id = q.organisation_id
        WHERE q.deal_id = ? AND ${INVESTOR}) AS questions`,
    [dealId, dealId, dealId, dealId],
  );
  return {
    organisations: Number(row?.granted ?? 0),
    openedDataRoom: Number(row?.data_room ?? 0),
    openedDocuments: Number(row?.documents ?? 0),
    questions: Number(row?.questions ?? 0),
  };
}
