import type { CallPurpose, DistributionType } from "#common/reporting-api.ts";
import { placeholders } from "#server/portal/records/content-sql.ts";
import { childrenBy, type Sql } from "#server/store/sql.ts";
import { minorOf, minorParam, text, textOrNull, timeOf, timeOrNull } from "./columns.ts";

export interface ShareRecord {
  organisationId: string;
  organisationName: string;
  commitmentMinor: bigint;
  amountMinor: bigint;
}

export interface NoticeRecord {
  id: string;
  dealId: string;
  kind: "call" | "distribution";
  day: string;
  dueDay: string | null;
  totalMinor: bigint;
  purpose: CallPurpose | null;
  distributionType: DistributionType | null;
  status: "draft" | "published";
  createdAt: string;
  publishedAt: string | null;
  shares: ShareRecord[];
}

const SELECT = `SELECT id, deal_id, kind, day, due_day, CAST(total_minor AS TEXT) AS total, purpose,
  distribution_type, status, created_at, published_at FROM reporting_notices`;

async function withShares(sql: Sql, rows: Record<string, unknown>[]): Promise<NoticeRecord[]> {
  const ids = rows.map((row) => text(row.id));
  const shares = await sql.all(
    `SELECT s.notice_id, s.organisation_id, o.name, CAST(s.commitment_minor AS TEXT) AS commitment,
       CAST(s.amount_minor AS TEXT) AS amount
     FROM reporting_notice_shares s JOIN portal_organisations o ON o.id = s.organisation_id
     WHERE s.notice_id IN (${placeholders(ids)}) ORDER BY o.name, o.id`,
    ids,
  );
  const sharesOf = childrenBy(shares, "notice_id");
  return rows.map((row) => ({
    id: text(row.id),
    dealId: text(row.deal_id),
    kind: text(row.kind) as NoticeRecord["kind"],
    day: text(row.day),
    dueDay: textOrNull(row.due_day),
    totalMinor: minorOf(row.total),
    purpose: textOrNull(row.purpose) as CallPurpose | null,
    distributionType: textOrNull(row.distribution_type) as DistributionType | null,
    status: text(row.status) as NoticeRecord["status"],
    createdAt: timeOf(row.created_at),
    publishedAt: timeOrNull(row.published_at),
    shares: sharesOf(row.id).map((share) => ({
      organisationId: text(share.organisation_id),
      organisationName: text(share.name),
      commitmentMinor: minorOf(share.commitment),
      amountMinor: minorOf(share.amount),
    })),
  }));
}

/** The deal's notices, newest first, each with its allocation table. */
export async function listNotices(sql: Sql, dealId: string): Promise<NoticeRecord[]> {
  return withShares(
    sql,
    await sql.all(`${SELECT} WHERE deal_id = ? ORDER BY day DESC, created_at DESC`, [dealId]),
  );
}

export async function readNotice(sql: Sql, dealId: string, id: string): Promise<NoticeRecord | null> {
  const [notice] = await withShares(
    sql,
    await sql.all(`${SELECT} WHERE deal_id = ? AND id = ?`, [dealId, id]),
  );
  return notice ?? null;
}

export type NewNotice = Omit<NoticeRecord, "status" | "createdAt" | "publishedAt" | "shares"> & {
  shares: Omit<ShareRecord, "organisationName">[];
};

/** A draft and its allocation table, stored together. */
export async function insertDraft(sql: Sql, notice: NewNotice, by: string, now: Date): Promise<void> {
  await sql.transaction(async (run) => {
    await run.all(
      `INSERT INTO reporting_notices (id, deal_id, kind, day, due_day, total_minor, purpose, distribution_type,
         status, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'draft', ?, ?)`,
      [
        notice.id,
        notice.dealId,
        notice.kind,
        notice.day,
        notice.dueDay,
        minorParam(notice.totalMinor),
        notice.purpose,
        notice.distributionType,
        now.toISOString(),
        by,
      ],
    );
    for (const share of notice.shares)
      await run.all(
        `INSERT INTO reporting_notice_shares (notice_id, organisation_id, commitment_minor, amount_minor)
         VALUES (?, ?, ?, ?)`,
        [notice.id, share.organisationId, minorParam(share.commitmentMinor), minorParam(share.amountMinor)],
      );
  });
}

/** Deletes a draft; a published notice stays ("published"), an unknown one is `null`. */
export async function deleteDraft(sql: Sql, dealId: string, id: string) {
  return sql.transaction(async (run) => {
    const [row] = await run.all("SELECT status FROM reporting_notices WHERE deal_id = ? AND id = ?", [
      dealId,
      id,
    ]);
    if (!row) return null;
    if (row.status !== "draft") return "published" as const;
    await run.all("DELETE FROM reporting_notices WHERE id = ?", [id]);
    return "deleted" as const;
  });
}
