import { historyFromRow } from "../rows.ts";
import type { HistoryEntry } from "../types.ts";
import { addAudit, addHistory } from "./rows.ts";
import { type Dialect, type Op, one, query, textOrNull } from "./sql.ts";
import type { ActionContext, ErasurePreviewCounts, ExportExtras, HistoryPage, NoteOutcome } from "./types.ts";

/** History rows with the names of the staff they mention and, for replies, their outbox row. */
const HISTORY = `SELECT h.id, h.kind, h.at, h.actor_id, h.actor_email, h.from_status, h.to_status,
    h.body, h.from_owner_id, h.to_owner_id, h.undo_of, a."name" AS actor_name,
    f."name" AS from_owner_name, t."name" AS to_owner_name,
    o.subject, o.attempts, o.sent_at, o.last_error
  FROM inquiry_history h
  LEFT JOIN "staff_user" a ON a."id" = h.actor_id
  LEFT JOIN "staff_user" f ON f."id" = h.from_owner_id
  LEFT JOIN "staff_user" t ON t."id" = h.to_owner_id
  LEFT JOIN reply_outbox o ON o.history_id = h.id`;

export function* entryOp(historyId: string): Op<HistoryEntry | undefined> {
  const row = yield* one(`${HISTORY} WHERE h.id = ?`, Number(historyId));
  return row ? historyFromRow(row) : undefined;
}

/** Up to `limit` entries older than `before`, newest first; undefined for no such inquiry. */
export function* historyOp(
  inquiryId: string,
  before: string | undefined,
  limit: number,
): Op<HistoryPage | undefined> {
  if (!(yield* one("SELECT id FROM contact_submissions WHERE id = ?", Number(inquiryId)))) return undefined;
  const older = before === undefined ? "" : "AND h.id < ?";
  const params = before === undefined ? [] : [Number(before)];
  const rows = yield* query(
    `${HISTORY} WHERE h.submission_id = ? ${older} ORDER BY h.id DESC LIMIT ?`,
    Number(inquiryId),
    ...params,
    limit + 1,
  );
  const entries = rows.slice(0, limit).map(historyFromRow);
  return { entries, nextBefore: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
}

/** A note, unless the inquiry is gone or already holds `max` notes (counted under its row lock). */
export function* noteOp(
  d: Dialect,
  inquiryId: string,
  context: ActionContext,
  body: string,
  max: number,
): Op<NoteOutcome> {
  const id = Number(inquiryId);
  if (!(yield* one(`SELECT id FROM contact_submissions WHERE id = ? ${d.forUpdate}`, id))) return "not_found";
  const counted = yield* one(
    "SELECT count(*) AS n FROM inquiry_history WHERE submission_id = ? AND kind = 'note'",
    id,
  );
  if (Number(counted?.n) >= max) return "too_many";
  const at = new Date();
  const [entryId = ""] = yield* addHistory(
    [{ submissionId: inquiryId, kind: "note", body }],
    at.toISOString(),
    context,
  );
  // The note's text stays out of the audit log: it may quote the visitor.
  yield* addAudit(
    [{ event: "inquiry_note_added", subject: inquiryId, detail: null }],
    at.toISOString(),
    context,
  );
  return { kind: "note", id: entryId, at, actor: { ...context.actor }, body };
}

export function* namesOp(d: Dialect, ids: readonly string[]): Op<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const list = d.inTexts('"id"', [...new Set(ids)]);
  const rows = yield* query(
    `SELECT "id" AS id, "name" AS name FROM "staff_user" WHERE ${list.sql}`,
    ...list.params,
  );
  return new Map(rows.map((row) => [String(row.id), String(row.name)]));
}

const FROM_ADDRESS = "SELECT id FROM contact_submissions WHERE lower(email) = lower(?)";

export function* erasurePreviewOp(email: string): Op<ErasurePreviewCounts> {
  const row = yield* one(
    `SELECT
      (SELECT count(*) FROM contact_submissions WHERE lower(email) = lower(?)) AS inquiries,
      (SELECT count(*) FROM inquiry_history WHERE kind = 'note' AND submission_id IN (${FROM_ADDRESS})) AS notes,
      (SELECT count(*) FROM reply_outbox WHERE submission_id IN (${FROM_ADDRESS})) AS replies,
      (SELECT count(*) FROM reply_outbox WHERE sent_at IS NULL AND submission_id IN (${FROM_ADDRESS}))
      + (SELECT count(*) FROM notification_outbox WHERE sent_at IS NULL AND submission_id IN (${FROM_ADDRESS}))
        AS pending`,
    email,
    email,
    email,
    email,
    email,
  );
  return {
    inquiries: Number(row?.inquiries ?? 0),
    notes: Number(row?.notes ?? 0),
    replies: Number(row?.replies ?? 0),
    pendingMails: Number(row?.pending ?? 0),
  };
}

/** Status, owner, note count and last note of each inquiry, for the export. */
export function* exportExtrasOp(d: Dialect, ids: readonly string[]): Op<Map<string, ExportExtras>> {
  if (ids.length === 0) return new Map();
  const list = d.inIds("s.id", ids);
  const rows = yield* query(
    `SELECT s.id, s.status, s.owner_id, u."name" AS owner_name,
       (SELECT count(*) FROM inquiry_history h WHERE h.submission_id = s.id AND h.kind = 'note') AS notes,
       (SELECT h.body FROM inquiry_history h WHERE h.submission_id = s.id AND h.kind = 'note'
        ORDER BY h.id DESC LIMIT 1) AS last_note
     FROM contact_submissions s LEFT JOIN "staff_user" u ON u."id" = s.owner_id WHERE ${list.sql}`,
    ...list.params,
  );
  return new Map(
    rows.map((row) => [
      String(row.id),
      {
        status: String(row.status),
        ownerName: textOrNull(row.owner_name) ?? textOrNull(row.owner_id),
        notes: Number(row.notes),
        lastNote: textOrNull(row.last_note),
      },
    ]),
  );
}
