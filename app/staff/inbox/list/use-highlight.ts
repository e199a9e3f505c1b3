import { useCallback, useEffect, useState } from "react";
import type { InboxListItem } from "#common/inbox-api.ts";
import type { TriageRef } from "../triage-now.ts";
import { successor } from "./selection.ts";

/**
 * The rows shown and the highlighted one, by id, never by position: the highlight follows
 * its inquiry through live arrivals, reloads and paging, and moves to the row that took
 * its place when it leaves the list.
 */
export function useHighlight(rows: InboxListItem[], openId: string | null, latest: TriageRef) {
  const [items, setItemsState] = useState<InboxListItem[]>(rows);
  const [selectedId, setSelectedState] = useState<string | null>(latest.current.selectedId);

  const setItems = useCallback(
    (next: InboxListItem[]) => {
      latest.current.items = next;
      setItemsState(next);
    },
    [latest],
  );
  const select = useCallback(
    (id: string | null) => {
      latest.current.selectedId = id;
      setSelectedState(id);
    },
    [latest],
  );

  // Fresh rows from the server: the highlight stays on its inquiry, or moves to the row that took its place.
  useEffect(() => {
    const before = latest.current.items;
    setItems(rows);
    select(latest.current.openId ?? successor(before, rows, latest.current.selectedId));
  }, [rows, latest, setItems, select]);
  useEffect(() => {
    if (openId) select(openId);
  }, [openId, select]);

  return { items, setItems, selectedId, select };
}
