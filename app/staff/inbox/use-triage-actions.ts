import { useCallback, useRef } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { ActionReceipt, BulkChange, InboxListItem, StaffMember } from "#common/inbox-api.ts";
import { type ChangeResult, sendChange, type Target } from "./inquiry/send-change.ts";
import { step, successor } from "./list/selection.ts";
import type { TriageRef } from "./triage-now.ts";
import { useAnnouncer } from "./use-announcer.ts";
import { inquiryPath, statusFits, viewPath } from "./view.ts";

interface Rows {
  setItems: (items: InboxListItem[]) => void;
  select: (id: string | null) => void;
}

/**
 * What staff do to inquiries: open one, go back, change status or owner, undo. An action is
 * aimed when its key is pressed, from the state of that moment (`latest`).
 */
export function useTriageActions(latest: TriageRef, { setItems, select }: Rows, clearChecked: () => void) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  // Undo goes back to the inquiry it restored: opened again while reading, highlighted in the list.
  const afterUndo = useCallback(
    (receipt: ActionReceipt) => {
      const first = receipt.changed[0];
      if (first && latest.current.openId && latest.current.openId !== first)
        navigate(inquiryPath(first, latest.current.view), { preventScrollReset: true });
      else if (first) select(first);
      void revalidator.revalidate();
    },
    [latest, navigate, revalidator, select],
  );
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  const settled = useCallback(() => inFlight.current, []);
  const { announcement, announce, undo } = useAnnouncer(afterUndo, settled);

  /** The inquiries an action is for, read at the moment its key is pressed. */
  const target = useCallback((): Target | null => {
    const now = latest.current;
    if (now.allInView) return { view: now.view };
    if (now.checked.size > 0) return { ids: [...now.checked] };
    const id = now.openId ?? now.selectedId;
    return id ? { ids: [id] } : null;
  }, [latest]);

  const open = useCallback(
    (id: string | null) => {
      if (id) navigate(inquiryPath(id, latest.current.view), { preventScrollReset: true });
    },
    [latest, navigate],
  );
  const back = useCallback(
    () => navigate(viewPath(latest.current.view), { preventScrollReset: true }),
    [latest, navigate],
  );

  /**
   * Sends a change for the target of this moment. Rows that leave the view go at once; while
   * reading, the next inquiry opens (auto-advance). The server's answer brings the undo.
   */
  const act = useCallback(
    async (
      change: BulkChange,
      options: { advance?: boolean; target?: Target; owner?: StaffMember | null } = {},
    ) => {
      const aim = options.target ?? target();
      if (!aim) return;
      // A copy: setItems below changes the record, and the next inquiry is found in the rows as they were.
      const now = { ...latest.current };
      const current = now.openId ?? now.selectedId;
      if ("status" in change && !statusFits(now.view, change.status)) {
        const leaving = "view" in aim ? null : new Set(aim.ids);
        const after = leaving ? now.items.filter((item) => !leaving.has(item.id)) : [];
        setItems(after);
        if (!now.openId) select(successor(now.items, after, now.selectedId));
      }
      if (options.advance && now.openId) {
        const next = step(now.items, current, 1);
        const previous = step(now.items, current, -1);
        const to = next !== current ? next : previous !== current ? previous : null;
        if (to) open(to);
        else back();
      }
      // Settled once the answer is announced: an undo pressed meanwhile waits for it.
      const done = sendChange(aim, change, options.owner).then((result: ChangeResult) => {
        announce(result.text, result.receipt);
        if (result.ok) clearChecked();
        void revalidator.revalidate();
      });
      inFlight.current = done.catch(() => undefined);
      await done;
    },
    [announce, back, clearChecked, latest, open, revalidator, select, setItems, target],
  );

  return {
    target,
    act,
    open,
    back,
    announcement,
    announce,
    undo,
    revalidate: useCallback(() => void revalidator.revalidate(), [revalidator]),
  };
}
