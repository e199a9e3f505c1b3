import type { StaffUpdateView } from "#common/portal-person-api.ts";
import { childrenBy, isoOf, isoOrNull, type SqlRunner } from "#server/store/sql.ts";
import { LIVE_GRANT, placeholders, UPDATE_FOR_MEMBER } from "./content-sql.ts";

type Row = Record<string, unknown>;

// Per update: who opened it, and how many people it reaches now (live grant, audience).
// Parameter: now.
export const STAFF_UPDATE_COLUMNS = `u.id, u.deal_id, u.title, u.body_md, u.body_html, u.audience, u.published_at,
  u.created_by, u.edited_at, u.withdrawn_at,
  (SELECT count(*) FROM portal_update_reads r WHERE r.update_id = u.id) AS read_count,
  (SELECT count(DISTINCT m.user_id) FROM portal_memberships m
   JOIN portal_grants g ON g.organisation_id = m.organisation_id AND g.deal_id = u.deal_id AND ${LIVE_GRANT}
   WHERE ${UPDATE_FOR_MEMBER}) AS audience_count`;

/** Updates as staff see them: chosen organisations and every earlier text, newest first. */
export async function staffUpdateViews(run: SqlRunner, rows: Row[]): Promise<StaffUpdateView[]> {
  const ids = rows.map((row) => String(row.id));
  const chosen = ids.length
    ? await run.all(
        `SELECT a.update_id, o.id, o.name FROM portal_update_audiences a
         JOIN portal_organisations o ON o.id = a.organisation_id
         WHERE a.update_id IN (${placeholders(ids)}) ORDER BY o.name, o.id`,
        ids,
      )
    : [];
  const edits = ids.length
    ? await run.all(
        `SELECT update_id, edited_at, edited_by, title, body_md FROM portal_update_edits
         WHERE update_id IN (${placeholders(ids)}) ORDER BY edited_at DESC, id DESC`,
        ids,
      )
    : [];
  const chosenOf = childrenBy(chosen, "update_id");
  const editsOf = childrenBy(edits, "update_id");
  return rows.map((row) => ({
    id: String(row.id),
    dealId: String(row.deal_id),
    title: String(row.title),
    bodyMd: String(row.body_md),
    html: String(row.body_html),
    audience: row.audience === "deal" ? "deal" : "organisations",
    organisations: chosenOf(row.id).map((organisation) => ({
      id: String(organisation.id),
      name: String(organisation.name),
    })),
    publishedAt: isoOf(row.published_at),
    createdBy: String(row.created_by),
    readCount: Number(row.read_count),
    audienceCount: Number(row.audience_count),
    editedAt: isoOrNull(row.edited_at),
    withdrawnAt: isoOrNull(row.withdrawn_at),
    earlier: editsOf(row.id).map((edit) => ({
      editedAt: isoOf(edit.edited_at),
      editedBy: String(edit.edited_by),
      title: String(edit.title),
      bodyMd: String(edit.body_md),
    })),
  }));
}

/** One update as staff see it, at `now`. */
export async function staffUpdateView(run: SqlRunner, id: string, now: Date) {
  const rows = await run.all(`SELECT ${STAFF_UPDATE_COLUMNS} FROM portal_updates u WHERE u.id = ?`, [
    now.toISOString(),
    id,
  ]);
  const [view] = await staffUpdateViews(run, rows);
  return view;
}
