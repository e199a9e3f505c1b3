import type { EndingGrant, RecordImpact } from "#common/portal-undo-api.ts";
import { isoOrNull, type SqlRunner } from "#server/store/sql.ts";
import { LIVE_GRANT } from "./content-sql.ts";

export type RecordKind = "deal" | "organisation";

const count = (table: string, where: string) => `(SELECT count(*) FROM ${table} WHERE ${where})`;

// Every count is of rows that point at the record, so the answer names what a delete would
// take with it. A deal's batches count as documents: each holds statements.
const COUNTS: Record<RecordKind, string> = {
  deal: `SELECT r.id, r.name, r.archived_at,
    ${count("portal_grants x", "x.deal_id = r.id")} AS grants, 0 AS members,
    ${count("portal_documents x", "x.deal_id = r.id")} + ${count("portal_statement_batches x", "x.deal_id = r.id")} AS documents,
    ${count("portal_updates x", "x.deal_id = r.id")} AS updates,
    ${count("portal_questions x", "x.deal_id = r.id")} AS questions,
    ${count("portal_questions x", "x.deal_id = r.id AND x.answered_at IS NULL")} AS waiting,
    ${count("portal_terms_versions x", "x.deal_id = r.id")} AS terms
    FROM portal_deals r WHERE r.id = ?`,
  organisation: `SELECT r.id, r.name, r.archived_at,
    ${count("portal_grants x", "x.organisation_id = r.id")} AS grants,
    ${count("portal_memberships x", "x.organisation_id = r.id")} AS members,
    ${count("portal_document_audiences x", "x.organisation_id = r.id")} AS documents,
    ${count("portal_update_audiences x", "x.organisation_id = r.id")} AS updates,
    ${count("portal_questions x", "x.organisation_id = r.id")} AS questions,
    ${count("portal_questions x", "x.organisation_id = r.id AND x.answered_at IS NULL")} AS waiting,
    0 AS terms
    FROM portal_organisations r WHERE r.id = ?`,
};

const column = (kind: RecordKind) => (kind === "deal" ? "g.deal_id" : "g.organisation_id");

/** The live grants of a deal or an organisation, each with the people it reaches. */
async function endingGrants(run: SqlRunner, kind: RecordKind, id: string, at: string) {
  const rows = await run.all(
    `SELECT g.id, d.id AS deal_id, d.name AS deal_name, o.id AS organisation_id, o.name AS organisation_name,
       (SELECT count(*) FROM portal_memberships m WHERE m.organisation_id = g.organisation_id) AS people
     FROM portal_grants g JOIN portal_deals d ON d.id = g.deal_id
     JOIN portal_organisations o ON o.id = g.organisation_id
     WHERE ${column(kind)} = ? AND ${LIVE_GRANT} ORDER BY d.name, o.name, g.id`,
    [id, at],
  );
  return rows.map(
    (row): EndingGrant => ({
      grantId: String(row.id),
      deal: { id: String(row.deal_id), name: String(row.deal_name) },
      organisation: { id: String(row.organisation_id), name: String(row.organisation_name) },
      people: Number(row.people),
    }),
  );
}

/** What archiving or deleting the record touches, at `now`; undefined when there is none. */
export async function recordImpact(
  run: SqlRunner,
  kind: RecordKind,
  id: string,
  now: Date,
): Promise<RecordImpact | undefined> {
  const [row] = await run.all(COUNTS[kind], [id]);
  if (!row) return undefined;
  const at = now.toISOString();
  const ending = await endingGrants(run, kind, id, at);
  const [reached] = await run.all(
    `SELECT count(DISTINCT m.user_id) AS people FROM portal_grants g
     JOIN portal_memberships m ON m.organisation_id = g.organisation_id
     WHERE ${column(kind)} = ? AND ${LIVE_GRANT}`,
    [id, at],
  );
  const n = (name: string) => Number(row[name]);
  const dependants = ["grants", "members", "documents", "updates", "questions", "terms"];
  return {
    kind,
    id: String(row.id),
    name: String(row.name),
    archivedAt: isoOrNull(row.archived_at),
    ending,
    people: Number(reached?.people ?? 0),
    grants: n("grants"),
    members: n("members"),
    documents: n("documents"),
    updates: n("updates"),
    questions: n("questions"),
    waitingQuestions: n("waiting"),
    terms: n("terms"),
    deletable: dependants.every((name) => n(name) === 0),
  };
}
