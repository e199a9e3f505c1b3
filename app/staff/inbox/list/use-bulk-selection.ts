import { useCallback, useEffect, useState } from "react";
import type { TriageRef } from "../triage-now.ts";
import { step } from "./selection.ts";

/**
 * The rows ticked for a bulk action (`x`, shift+`j`/`k`), or "every inquiry in this view".
 * A new view starts with nothing selected.
 */
export function useBulkSelection(viewKey: string, latest: TriageRef, select: (id: string | null) => void) {
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [allInView, setAllInView] = useState(false);
  latest.current.checked = checked;
  latest.current.allInView = allInView;

  const clear = useCallback(() => {
    latest.current.checked = new Set();
    latest.current.allInView = false;
    setChecked(new Set());
    setAllInView(false);
  }, [latest]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new view starts a new selection
  useEffect(clear, [viewKey]);

  const toggle = useCallback(
    (id: string) => {
      const next = new Set(latest.current.checked);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      latest.current.checked = next;
      latest.current.allInView = false;
      setAllInView(false);
      setChecked(next);
    },
    [latest],
  );
  /** Adds the highlighted row and the one `by` rows away, and moves the highlight there. */
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
    [latest, select],
  );
  const selectAllInView = useCallback(() => {
    latest.current.allInView = true;
    setAllInView(true);
  }, [latest]);

  return { checked, allInView, toggle, extend, clear, selectAllInView };
}
