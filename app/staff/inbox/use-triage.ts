import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLoaderData, useLocation, useNavigate, useRevalidator, useSearchParams } from "react-router";
import type { ActionReceipt, BulkChange, InboxListItem, StaffMember } from "../../../common/inbox-api.ts";
import { step, successor } from "./selection.ts";
import { type ChangeResult, sendChange, type Target } from "./send-change.ts";
import type { ListData } from "./triage-loaders.ts";
import { useAnnouncer } from "./use-announcer.ts";
import { INQUIRY_PATH, inquiryPath, statusFits, type View, viewFrom, viewParams, viewPath } from "./view.ts";

/**
 * The triage state: the rows shown, the highlighted one (by id, never by position), the
 * selected ones for bulk actions, and the actions themselves. The highlight follows its
 * inquiry through live arrivals, reloads and paging; an action is aimed when its key is
 * pressed, from the state of that moment.
 */
export function useTriage() {
  const data = useLoaderData() as ListData;
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const openId = pathname.startsWith(INQUIRY_PATH) ? search.get("id") : null;
  // The view as the list shows it: "/inbox" and "/inbox/inquiry?status=new&id=…" are one view.
  const viewKey = useMemo(() => viewParams(viewFrom(search)).toString(), [search]);
  const view = useMemo(() => viewFrom(new URLSearchParams(viewKey)), [viewKey]);

  const [items, setItemsState] = useState<InboxListItem[]>(data.page.items);
  const [selectedId, setSelectedState] = useState<string | null>(openId ?? data.page.items[0]?.id ?? null);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [allInView, setAllInView] = useState(false);
  const latest = useRef({ items, selectedId, checked, allInView, view, openId });
  latest.current = { ...latest.current, checked, allInView, view, openId };

  const setItems = useCallback((next: InboxListItem[]) => {
    latest.current.items = next;
    setItemsState(next);
  }, []);
  const select = useCallback((id: string | null) => {
    latest.current.selectedId = id;
    setSelectedState(id);
  }, []);

  // Fresh rows from the server: the highlight stays on its inquiry, or moves to the row that took its place.
  useEffect(() => {
    const before = latest.current.items;
    setItems(data.page.items);
    select(latest.current.openId ?? successor(before, data.page.items, latest.current.selectedId));
  }, [data, setItems, select]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new view starts a new selection
  useEffect(() => {
    setChecked(new Set());
    setAllInView(false);
  }, [viewKey]);
  useEffect(() => {
    if (openId) select(openId);
  }, [openId, select]);

  // Undo goes back to the inquiry it restored: opened again while reading, highlighted in the list.
  const afterUndo = useCallback(
    (receipt: ActionReceipt) => {
      const first = receipt.changed[0];
      if (first && latest.current.openId && latest.current.openId !== first)
        navigate(inquiryPath(first, latest.current.view), { preventScrollReset: true });
      else if (first) select(first);
      void revalidator.revalidate();
    },
    [navigate, revalidator, select],
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
  }, []);

  const open = useCallback(
    (id: string | null) => {
      if (id) navigate(inquiryPath(id, latest.current.view), { preventScrollReset: true });
    },
    [navigate],
  );
  const back = useCallback(
    () => navigate(viewPath(latest.current.view), { preventScrollReset: true }),
    [navigate],
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
      const now = latest.current;
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
        if (result.ok) {
          setChecked(new Set());
          setAllInView(false);
        }
        void revalidator.revalidate();
      });
      inFlight.current = done.catch(() => undefined);
      await done;
    },
    [announce, back, open, revalidator, select, setItems, target],
  );

  const toggle = useCallback((id: string) => {
    setAllInView(false);
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      latest.current.checked = next;
      return next;
    });
  }, []);
  const extend = useCallback(
    (by: number) => {
      const now = latest.current;
      const to = step(now.items, now.selectedId, by);
      const next = new Set(now.checked);
      if (now.selectedId) next.add(now.selectedId);
      if (to) next.add(to);
      latest.current.checked = next;
      setChecked(next);
      select(to);
    },
    [select],
  );

  return {
    data,
    view,
    viewKey,
    openId,
    items,
    setItems,
    selectedId,
    select,
    checked,
    toggle,
    extend,
    clearChecked: () => {
      setChecked(new Set());
      setAllInView(false);
    },
    allInView,
    selectAllInView: () => setAllInView(true),
    latest,
    target,
    act,
    open,
    back,
    announcement,
    announce,
    undo,
    revalidate: () => void revalidator.revalidate(),
  };
}

export type Triage = ReturnType<typeof useTriage>;
export type { View };
