import type { HistoryEntry, InquiryStatus } from "./inbox-types.ts";
import { addAudit, addHistory } from "./triage-rows.ts";
import { type Dialect, type Op, one, query, type Row, textOrNull } from "./triage-sql.ts";
import {
  type ActionContext,
  type ChangeOutcome,
  type Receipt,
  type TriageChange,
  UNDO_WINDOW_MS,
  type UndoOutcome,
} from "./triage-types.ts";

/** The staff members an inquiry may be given to: enrolled, not revoked. */
export const ACTIVE_STAFF = `SELECT u."id" AS id, u."name" AS name, u."email" AS email
  FROM "staff_user" u LEFT JOIN staff_revocations r ON r.user_id = u."id"
  WHERE r.user_id IS NULL AND u."twoFactorEnabled" = ?`;

type Field = "status" | "owner_id";

const fieldOf = (change: TriageChange): Field => ("status" in change ? "status" : "owner_id");

function* lockInquiries(d: Dialect, ids: readonly string[]): Op<Row[]> {
  const list = d.inIds("id", ids);
  return yield* query(
    `SELECT id, status, owner_id FROM contact_submissions WHERE ${list.sql} ORDER BY id ${d.forUpdate}`,
    ...list.params,
  );
}

function* setField(d: Dialect, field: Field, value: string | null, ids: readonly string[]): Op<void> {
  const list = d.inIds("id", ids);
  yield* query(`UPDATE contact_submissions SET ${field} = ? WHERE ${list.sql}`, value, ...list.params);
}

/** Opens an undoable action: its id and the instant it can no longer be undone. */
function* openAction(context: ActionContext, now: Date): Op<{ id: string; undoUntil: Date }> {
  const undoUntil = new Date(now.getTime() + UNDO_WINDOW_MS);
  const row = yield* one(
    "INSERT INTO inbox_actions (actor_id, at, undo_until) VALUES (?, ?, ?) RETURNING id",
    context.actor.id,
    now.toISOString(),
    undoUntil.toISOString(),
  );
  return { id: String(row?.id), undoUntil };
}

/**
 * One change (a status, or an owner) for every inquiry in `ids`, as one action: the rows
 * are locked, any missing id refuses the whole change, unchanged rows are left out, and
 * each changed row gets a history entry and an audit row in the same transaction.
 */
export function* changeOp(
  d: Dialect,
  ids: readonly string[],
  change: TriageChange,
  context: ActionContext,
  detail: Record<string, unknown>,
): Op<ChangeOutcome | { invalidOwner: true }> {
  const unique = [...new Set(ids)];
  const field = fieldOf(change);
  const target = "status" in change ? change.status : change.ownerId;
  if (field === "owner_id" && target !== null) {
    const staff = yield* one(`${ACTIVE_STAFF} AND u."id" = ?`, d.true, target);
    if (!staff) return { invalidOwner: true };
  }
  const rows = yield* lockInquiries(d, unique);
  const found = new Set(rows.map((row) => String(row.id)));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) return { missing };
  const changing = rows.filter((row) => textOrNull(row[field]) !== target);
  if (changing.length === 0) return { receipt: null, entries: [] };

  const now = new Date();
  const at = now.toISOString();
  const action = yield* openAction(context, now);
  const kind = field === "status" ? "status" : "owner";
  const historyIds = yield* addHistory(
    changing.map((row) => ({
      submissionId: String(row.id),
      kind,
      from: textOrNull(row[field]),
      to: target,
      actionId: action.id,
    })),
    at,
    context,
  );
  yield* setField(
    d,
    field,
    target,
    changing.map((row) => String(row.id)),
  );
  yield* addAudit(
    changing.map((row) => ({
      event: kind === "status" ? "inquiry_status_changed" : "inquiry_assigned",
      subject: String(row.id),
      detail: { from: textOrNull(row[field]), to: target, action: action.id, ...detail },
    })),
    at,
    context,
  );
  const changed = changing.map((row) => String(row.id));
  const receipt: Receipt = { id: action.id, undoUntil: action.undoUntil, changed };
  const actor = { id: context.actor.id, email: context.actor.email, name: context.actor.name ?? null };
  const entries = changing.map((row, index): HistoryEntry => {
    const base = { id: historyIds[index] ?? "", at: now, actor, undoOf: null };
    const from = textOrNull(row[field]);
    return kind === "status"
      ? { kind, ...base, from: from as InquiryStatus, to: target as InquiryStatus }
      : {
          kind,
          ...base,
          from: from === null ? null : { id: from, name: null },
          to: target === null ? null : { id: target, name: null },
        };
  });
  return { receipt, entries };
}

/**
 * Reverts an action, all or nothing: only its author, within its window, once, and only
 * if no status, owner or reply entry came after its own on any of its inquiries (the
 * inquiry is then exactly as the action left it). The undo is recorded like any change,
 * naming the entry it reverted.
 */
export function* undoOp(d: Dialect, actionId: string, context: ActionContext): Op<UndoOutcome> {
  const action = yield* one(
    `SELECT id, actor_id, undo_until, undone_at FROM inbox_actions WHERE id = ? ${d.forUpdate}`,
    Number(actionId),
  );
  if (!action) return { refused: "not_found" };
  if (String(action.actor_id) !== context.actor.id) return { refused: "not_yours" };
  if (action.undone_at !== null) return { refused: "already_undone" };
  const now = new Date();
  if (new Date(action.undo_until as string).getTime() <= now.getTime()) return { refused: "undo_expired" };

  const entries = yield* query(
    `SELECT id, submission_id, kind, from_status, to_status, from_owner_id, to_owner_id
     FROM inquiry_history WHERE action_id = ? ORDER BY id`,
    Number(actionId),
  );
  const ids = entries.map((entry) => String(entry.submission_id));
  const current = new Map((yield* lockInquiries(d, ids)).map((row) => [String(row.id), row]));
  const list = d.inIds("submission_id", ids);
  const latest = yield* query(
    `SELECT submission_id, max(id) AS last FROM inquiry_history
     WHERE ${list.sql} AND kind <> 'note' GROUP BY submission_id`,
    ...list.params,
  );
  const last = new Map(latest.map((row) => [String(row.submission_id), String(row.last)]));
  const untouched = entries.every((entry) => {
    const row = current.get(String(entry.submission_id));
    const [field, to] =
      entry.kind === "status" ? ["status", entry.to_status] : ["owner_id", entry.to_owner_id];
    return (
      row !== undefined &&
      textOrNull(row[field]) === textOrNull(to) &&
      last.get(String(entry.submission_id)) === String(entry.id)
    );
  });
  if (!untouched) return { refused: "changed_since" };

  const at = now.toISOString();
  yield* query("UPDATE inbox_actions SET undone_at = ? WHERE id = ?", at, Number(actionId));
  const groups = new Map<string, { field: Field; value: string | null; ids: string[] }>();
  for (const entry of entries) {
    const field: Field = entry.kind === "status" ? "status" : "owner_id";
    const value = textOrNull(field === "status" ? entry.from_status : entry.from_owner_id);
    const key = `${field}:${value}`;
    const group = groups.get(key) ?? { field, value, ids: [] };
    group.ids.push(String(entry.submission_id));
    groups.set(key, group);
  }
  yield* addHistory(
    entries.map((entry) => ({
      submissionId: String(entry.submission_id),
      kind: entry.kind === "status" ? "status" : "owner",
      from: textOrNull(entry.kind === "status" ? entry.to_status : entry.to_owner_id),
      to: textOrNull(entry.kind === "status" ? entry.from_status : entry.from_owner_id),
      undoOf: String(entry.id),
    })),
    at,
    context,
  );
  for (const group of groups.values()) yield* setField(d, group.field, group.value, group.ids);
  yield* addAudit(
    entries.map((entry) => ({
      event: "inquiry_change_undone",
      subject: String(entry.submission_id),
      detail: {
        action: actionId,
        undoOf: String(entry.id),
        from: textOrNull(entry.kind === "status" ? entry.to_status : entry.to_owner_id),
        to: textOrNull(entry.kind === "status" ? entry.from_status : entry.from_owner_id),
      },
    })),
    at,
    context,
  );
  return { undone: entries.length };
}
