import type { StaffUpdateView } from "#common/portal-person-api.ts";
import type { Sql } from "#server/store/sql.ts";
import { staffUpdateView } from "./update-views.ts";

export interface UpdateEdit {
  title?: string | undefined;
  bodyMd?: string | undefined;
  /** Rendered once, by the caller, from bodyMd when it changes. */
  html?: string | undefined;
}

export type UpdateChangeRefusal = "withdrawn";

/** An update changed after posting: edited (the earlier text kept) or withdrawn. */
export interface PortalUpdateChanges {
  editUpdate(
    dealId: string,
    updateId: string,
    edit: UpdateEdit,
    actor: string,
    now: Date,
  ): Promise<StaffUpdateView | UpdateChangeRefusal | undefined>;
  withdrawUpdate(
    dealId: string,
    updateId: string,
    actor: string,
    now: Date,
  ): Promise<StaffUpdateView | UpdateChangeRefusal | undefined>;
}

export function portalUpdateChanges(sql: Sql): PortalUpdateChanges {
  return {
    editUpdate: (dealId, updateId, edit, actor, now) =>
      sql.transaction(async (run) => {
        const [row] = await run.all(
          "SELECT title, body_md, body_html, withdrawn_at FROM portal_updates WHERE id = ? AND deal_id = ?",
          [updateId, dealId],
        );
        if (!row) return undefined;
        if (row.withdrawn_at !== null) return "withdrawn";
        const at = now.toISOString();
        // The text being replaced is kept, so the change can be read back and put right.
        await run.all(
          `INSERT INTO portal_update_edits (update_id, edited_at, edited_by, title, body_md)
           VALUES (?, ?, ?, ?, ?)`,
          [updateId, at, actor, String(row.title), String(row.body_md)],
        );
        // The time and the audience never change (0022): an edit is not a new update,
        // so nobody is told again and "new since your last visit" stays as it was.
        await run.all(
          "UPDATE portal_updates SET title = ?, body_md = ?, body_html = ?, edited_at = ? WHERE id = ?",
          [
            edit.title ?? String(row.title),
            edit.bodyMd ?? String(row.body_md),
            edit.bodyMd !== undefined && edit.html !== undefined ? edit.html : String(row.body_html),
            at,
            updateId,
          ],
        );
        return staffUpdateView(run, updateId, now);
      }),

    withdrawUpdate: (dealId, updateId, actor, now) =>
      sql.transaction(async (run) => {
        const [row] = await run.all(
          `UPDATE portal_updates SET withdrawn_at = ?, withdrawn_by = ?
           WHERE id = ? AND deal_id = ? AND withdrawn_at IS NULL RETURNING id`,
          [now.toISOString(), actor, updateId, dealId],
        );
        if (row) return staffUpdateView(run, updateId, now);
        const [exists] = await run.all("SELECT id FROM portal_updates WHERE id = ? AND deal_id = ?", [
          updateId,
          dealId,
        ]);
        return exists ? "withdrawn" : undefined;
      }),
  };
}
