import type { HistoryEntry, InboxFilter, InquiryStatus } from "../types.ts";
import { addAudit, addHistory } from "./rows.ts";
import { type Dialect, type Op, one, query, type Row, textOrNull } from "./sql.ts";
import {
  type ActionContext,
  type ChangeOutcome,
  type Receipt,
  type TriageChange,
  UNDO_WINDOW_MS,
} from "./types.ts";
import { inView, VIEW_COLUMNS } from "./view.ts";

/** The staff members an inquiry may be given to: enrolled, not revoked. */
export const ACTIVE_STAFF = `SELECT u."id" AS id, u."name" AS name, u."email" AS email
  FROM "staff_user" u LEFT JOIN staff_revocations r ON r.user_id = u."id"
  WHERE r.user_id IS NULL AND u."twoFactorEnabled" = ?`;

export type Field = "status" | "owner_id";

const fieldOf = (change: TriageChange): Field => ("status" in change ? "status" : "owner_id");

export function* lockInquiries(d: Dialect, ids: readonly string[]): Op<Row[]> {
  const list = d.inIds("id", ids);
  return yield* query(
    `SELECT id, status, owner_id, ${VIEW_COLUMNS} FROM contact_submissions WHERE ${list.sql} ORDER BY id ${d.forUpdate}`,
    ...list.params,
  );
}

export function* setField(d: Dialect, field: Field, value: string | null, ids: readonly string[]): Op<void> {
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
 * each changed row gets a history entry and an audit row in the same transaction. With a
 * `view` (a bulk action by view, whose ids were read before this transaction), an id no
 * longer in the view, or no longer there, is left out instead: the change acts on what
 * the view holds now, never on an inquiry someone moved out of it meanwhile.
 */
export function* changeOp(
  d: Dialect,
  ids: readonly string[],
  change: TriageChange,
  context: ActionContext,
  detail: Record<string, unknown>,
  view?: InboxFilter,
): Op<ChangeOutcome | { invalidOwner: true }> {
  const unique = [...new Set(ids)];
  const field = fieldOf(change);
  const target = "status" in change ? change.status : change.ownerId;
  if (field === "owner_id" && target !== null) {
    const staff = yield* one(`${ACTIVE_STAFF} AND u."id" = ?`, d.true, target);
    if (!staff) return { invalidOwner: true };
  }
  const locked = yield* lockInquiries(d, unique);
  const found = new Set(locked.map((row) => String(row.id)));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0 && !view) return { missing };
  const rows = view ? locked.filter((row) => inView(row, view)) : locked;
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
