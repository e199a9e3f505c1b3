import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { InboxListItem, InboxPage, InquiryStatus, StatusCounts } from "../../../common/inbox-api.ts";
import { Page } from "../layout/page.tsx";
import { FiltersForm, SEARCH_INPUT_ID } from "./filters-form.tsx";
import { InquiryRow, inquiryPath } from "./inquiry-row.tsx";
import { ShortcutsDialog } from "./shortcuts-dialog.tsx";
import { StatusTabs } from "./status-tabs.tsx";
import { exportHref, triageApi } from "./triage-api.ts";
import { triageCopy } from "./triage-copy.ts";
import { useLiveInquiries } from "./use-live-inquiries.ts";
import { useShortcuts } from "./use-shortcuts.ts";
import { viewFrom, viewPath } from "./view.ts";

const copy = triageCopy.list;

/** The inbox: status tabs with counts, filters and search, 50 inquiries a page, live arrivals. */
export function InquiryListScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = search.toString();
  const view = useMemo(() => viewFrom(new URLSearchParams(query)), [query]);
  const here = viewPath(view);
  const [page, setPage] = useState<InboxPage>();
  const [counts, setCounts] = useState<StatusCounts>();
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState(0);
  const [arrived, setArrived] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const [helpOpen, setHelpOpen] = useState(false);

  const load = useCallback(async () => {
    const [list, totals] = await Promise.all([
      triageApi.list(viewFrom(new URLSearchParams(query))),
      triageApi.counts(),
    ]);
    setFailed(list.status !== 200);
    if (list.status === 200) setPage(list.body);
    if (totals.status === 200) setCounts(totals.body);
  }, [query]);

  useEffect(() => {
    setSelected(0);
    setArrived(0);
    void load();
  }, [load]);

  // Only the first page of the New tab without filters shows arrivals in place; every
  // view counts them, in the tab title and in a button that reloads the list.
  const showsArrivals =
    view.status === "new" && !view.cursor && !view.q && !view.type && !view.size && !view.from && !view.to;
  const onInquiry = (item: InboxListItem) => {
    setArrived((count) => count + 1);
    setAnnouncement(copy.liveAnnouncement(item.name));
    if (showsArrivals)
      setPage((current) =>
        current && !current.items.some((row) => row.id === item.id)
          ? { ...current, items: [item, ...current.items] }
          : current,
      );
    void triageApi.counts().then((totals) => totals.status === 200 && setCounts(totals.body));
  };
  useLiveInquiries(onInquiry, () => void load());

  const items = page?.items ?? [];
  const focusRow = (index: number) => {
    const bounded = Math.max(0, Math.min(items.length - 1, index));
    setSelected(bounded);
    document.querySelector<HTMLAnchorElement>(`[data-inquiry-id="${items[bounded]?.id}"] a`)?.focus();
  };
  const mark = async (status: InquiryStatus) => {
    const item = items[selected];
    if (!item) return;
    const answer = await triageApi.setStatus(item.id, status);
    setAnnouncement(
      answer.status === 200
        ? triageCopy.inquiry.statusSaved(triageCopy.statuses[status])
        : triageCopy.errors.generic,
    );
    await load();
  };
  const open = () => {
    const item = items[selected];
    if (item) navigate(inquiryPath(item.id, here));
  };
  // The first j or k picks the selected row; the next ones move from it.
  const step = (by: number) => {
    const inList = document.activeElement?.closest("li.inquiry") !== null && document.activeElement !== null;
    focusRow(inList ? selected + by : selected);
  };
  useShortcuts({
    j: () => step(1),
    k: () => step(-1),
    ["Enter"]: open,
    e: () => void mark("archived"),
    s: () => void mark("spam"),
    r: () => void mark("replied"),
    "/": () => document.getElementById(SEARCH_INPUT_ID)?.focus(),
    "?": () => setHelpOpen(true),
  });

  return (
    <Page
      wide
      heading={copy.heading}
      title={arrived > 0 ? triageCopy.titleWithNew(arrived) : triageCopy.documentTitle}
    >
      <p className="hint">
        <button type="button" className="link" onClick={() => setHelpOpen(true)}>
          {copy.shortcutsHint}
        </button>
      </p>
      <StatusTabs view={view} counts={counts} />
      <FiltersForm view={view} />
      <p className="row exports">
        <span>{triageCopy.export.label}:</span>
        <a href={exportHref(view, "csv")} download>
          {triageCopy.export.csv}
        </a>
        <a href={exportHref(view, "json")} download>
          {triageCopy.export.json}
        </a>
      </p>
      <p role="status" className="announce">
        {announcement}
      </p>
      {arrived > 0 && !showsArrivals ? (
        <button type="button" className="secondary" onClick={() => void load().then(() => setArrived(0))}>
          {copy.newArrived(arrived)}
        </button>
      ) : null}
      {failed ? <p className="error">{triageCopy.errors.generic}</p> : null}
      {page === undefined ? (
        <p aria-busy="true">{copy.loading}</p>
      ) : items.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <ol className="inquiries" aria-label={copy.tableCaption}>
          {items.map((item, index) => (
            <InquiryRow key={item.id} item={item} selected={index === selected} back={here} />
          ))}
        </ol>
      )}
      <p className="row">
        {view.cursor ? <Link to={viewPath({ ...view, cursor: "" })}>{copy.newest}</Link> : null}
        {page?.nextCursor ? (
          <Link to={viewPath({ ...view, cursor: page.nextCursor })}>{copy.older}</Link>
        ) : null}
      </p>
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Page>
  );
}
