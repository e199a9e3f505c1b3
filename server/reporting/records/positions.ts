import type { RaiseStage } from "#common/reporting-api.ts";
import type { Sql } from "#server/store/sql.ts";
import { minorOrNull, minorParam, text, timeOf } from "./columns.ts";

export interface PositionRecord {
  organisationId: string;
  organisationName: string;
  organisationKind: string;
  stage: RaiseStage;
  amountMinor: bigint | null;
  day: string;
  recordedAt: string;
  recordedBy: string;
}

const SELECT = `SELECT p.organisation_id, o.name, o.kind, p.stage, CAST(p.amount_minor AS TEXT) AS amount,
    p.day, p.recorded_at, p.recorded_by
  FROM reporting_positions p JOIN portal_organisations o ON o.id = p.organisation_id`;

const positionOf = (row: Record<string, unknown>): PositionRecord => ({
  organisationId: text(row.organisation_id),
  organisationName: text(row.name),
  organisationKind: text(row.kind),
  stage: text(row.stage) as RaiseStage,
  amountMinor: minorOrNull(row.amount),
  day: text(row.day),
  recordedAt: timeOf(row.recorded_at),
  recordedBy: text(row.recorded_by),
});

/** Where each organisation stands now: its newest position. */
export async function currentPositions(sql: Sql, dealId: string): Promise<PositionRecord[]> {
  const rows = await sql.all(
    `${SELECT} WHERE p.deal_id = ? AND p.id = (SELECT max(q.id) FROM reporting_positions q
       WHERE q.deal_id = p.deal_id AND q.organisation_id = p.organisation_id)
     ORDER BY o.name, o.id`,
    [dealId],
  );
  return rows.map(positionOf);
}

/** Every position ever recorded on the deal, per organisation, oldest first. */
export async function positionHistory(sql: Sql, dealId: string): Promise<PositionRecord[]> {
  const rows = await sql.all(`${SELECT} WHERE p.deal_id = ? ORDER BY o.name, o.id, p.id`, [dealId]);
  return rows.map(positionOf);
}

/** Each organisation's commitment now: the amount of a committed or funded position. */
export async function commitments(sql: Sql, dealId: string): Promise<PositionRecord[]> {
  return (await currentPositions(sql, dealId)).filter(
    (position) =>
      (position.stage === "committed" || position.stage === "funded") && (position.amountMinor ?? 0n) > 0n,
  );
}

export interface PositionInputRecord {
  organisationId: string;
  stage: RaiseStage;
  amountMinor: bigint | null;
  day: string;
}

export async function addPosition(
  sql: Sql,
  dealId: string,
  input: PositionInputRecord,
  by: string,
  now: Date,
): Promise<void> {
  await sql.all(
    `INSERT INTO reporting_positions (deal_id, organisation_id, stage, amount_minor, day, recorded_at, recorded_by)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      dealId,
      input.organisationId,
      input.stage,
      minorParam(input.amountMinor),
      input.day,
      now.toISOString(),
      by,
    ],
  );
}
