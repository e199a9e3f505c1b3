import { type Field, lockInquiries, setField } from "./actions.ts";
import { addAudit, addHistory } from "./rows.ts";
import { type Dialect, type Op, one, query, textOrNull } from "./sql.ts";
import type { ActionContext, UndoOutcome } from "./types.ts";

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
