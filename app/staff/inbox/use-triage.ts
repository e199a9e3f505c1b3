import { useMemo, useRef } from "react";
import { useLoaderData, useLocation, useSearchParams } from "react-router";
import { useBulkSelection } from "./list/use-bulk-selection.ts";
import { useHighlight } from "./list/use-highlight.ts";
import type { ListData } from "./triage-loaders.ts";
import type { TriageNow } from "./triage-now.ts";
import { useTriageActions } from "./use-triage-actions.ts";
import { INQUIRY_PATH, type View, viewFrom, viewParams } from "./view.ts";

/**
 * The triage state, read from the route: its view and open inquiry from the address, its
 * rows from the loader. The highlight (use-highlight.ts), the bulk selection
 * (use-bulk-selection.ts) and the actions (use-triage-actions.ts) share one record of the
 * present moment, so that a key always acts on what the person sees.
 */
export function useTriage() {
  const data = useLoaderData() as ListData;
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const openId = pathname.startsWith(INQUIRY_PATH) ? search.get("id") : null;
  // The view as the list shows it: "/inbox" and "/inbox/inquiry?status=new&id=…" are one view.
  const viewKey = useMemo(() => viewParams(viewFrom(search)).toString(), [search]);
  const view = useMemo(() => viewFrom(new URLSearchParams(viewKey)), [viewKey]);

  const latest = useRef<TriageNow>({
    items: data.page.items,
    selectedId: openId ?? data.page.items[0]?.id ?? null,
    checked: new Set(),
    allInView: false,
    view,
    openId,
  });
  latest.current.view = view;
  latest.current.openId = openId;

  const rows = useHighlight(data.page.items, openId, latest);
  const selection = useBulkSelection(viewKey, latest, rows.select);
  const actions = useTriageActions(latest, rows, selection.clear);

  return {
    data,
    view,
    viewKey,
    openId,
    latest,
    ...rows,
    checked: selection.checked,
    allInView: selection.allInView,
    toggle: selection.toggle,
    extend: selection.extend,
    clearChecked: selection.clear,
    selectAllInView: selection.selectAllInView,
    ...actions,
  };
}

export type Triage = ReturnType<typeof useTriage>;
export type { View };
