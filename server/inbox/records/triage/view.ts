import type { InboxFilter } from "../types.ts";
import { dateOf, type Row, textOrNull } from "./sql.ts";

/** The columns `inView` tests, read with the rows' lock. */
export const VIEW_COLUMNS = "fund_type, aum, created_at";

/**
 * Whether a locked inquiry still belongs to a view, tested in the write's transaction:
 * a bulk action by view reads its matches first (on a reader thread for SQLite, outside
 * any write), and an inquiry may have changed since. Only status and owner can change;
 * the searched name, address and message never do (erasure deletes the row), so the
 * words need no second test.
 */
export function inView(row: Row, view: InboxFilter): boolean {
  if (view.status && row.status !== view.status) return false;
  if (view.ownerId !== undefined && textOrNull(row.owner_id) !== view.ownerId) return false;
  if (view.fundType && row.fund_type !== view.fundType) return false;
  if (view.aum && row.aum !== view.aum) return false;
  const at = dateOf(row.created_at).getTime();
  if (view.from && at < view.from.getTime()) return false;
  if (view.to && at >= view.to.getTime()) return false;
  return true;
}
