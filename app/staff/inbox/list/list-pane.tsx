import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "#app/ui/button.tsx";
import type { Target } from "../inquiry/send-change.ts";
import { exportHref } from "../triage-api.ts";
import { triageCopy } from "../triage-copy.ts";
import type { Triage } from "../use-triage.ts";
import { viewPath } from "../view.ts";
import { BulkBar } from "./bulk-bar.tsx";
import { FiltersForm, SEARCH_INPUT_ID } from "./filters-form.tsx";
import { InquiryRow } from "./inquiry-row.tsx";
import { ListNotice } from "./list-notice.tsx";
import { OwnerViews, StatusTabs } from "./status-tabs.tsx";

export { SEARCH_INPUT_ID };

const copy = triageCopy.list;

/** The list half of the inbox: tabs, owner views, search and filters, bulk bar, rows, paging. */
export function ListPane({
  triage,
  reading,
  arrived,
  onShowArrivals,
  onOpen,
  onAssign,
  onHelp,
}: {
  triage: Triage;
  reading: boolean;
  arrived: number;
  onShowArrivals: () => void;
  onOpen: () => void;
  onAssign: (target?: Target) => void;
  onHelp: () => void;
}) {
  const { view, items, data } = triage;
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the screen first shows
  useEffect(() => {
    if (!reading) heading.current?.focus();
  }, []);
  const Heading = reading ? "h2" : "h1";
  return (
    <section className="list-pane" aria-labelledby="list-heading">
      <div className="list-head">
        <Heading id="list-heading" ref={heading} tabIndex={-1}>
          {copy.heading}
        </Heading>
        <OwnerViews view={view} />
      </div>
      <StatusTabs view={view} counts={data.counts} />
      <FiltersForm view={view} />
      <BulkBar triage={triage} onAssign={onAssign} />
      {arrived > 0 ? (
        <Button variant="secondary" className="arrivals" onClick={onShowArrivals}>
          {copy.newArrived(arrived)}
        </Button>
      ) : null}
      <ListNotice view={view} timedOut={data.timedOut} />
      {items.length === 0 ? (
        data.timedOut ? null : (
          <p className="empty">{copy.empty}</p>
        )
      ) : (
        <ol className="inquiries" aria-label={copy.tableCaption}>
          {items.map((item) => (
            <InquiryRow
              key={item.id}
              item={item}
              view={view}
              selected={item.id === triage.selectedId}
              open={item.id === triage.openId}
              checked={triage.allInView || triage.checked.has(item.id)}
              onCheck={() => triage.toggle(item.id)}
              onOpen={() => {
                onOpen();
                triage.select(item.id);
              }}
              onFocus={() => triage.select(item.id)}
            />
          ))}
        </ol>
      )}
      <p className="row paging">
        {view.cursor ? <Link to={viewPath({ ...view, cursor: "" })}>{copy.newest}</Link> : null}
        {data.page.nextCursor ? (
          <Link to={viewPath({ ...view, cursor: data.page.nextCursor })}>{copy.older}</Link>
        ) : null}
      </p>
      <p className="row exports">
        <Button variant="link" onClick={onHelp} aria-keyshortcuts="?">
          {copy.shortcutsHint}
        </Button>
        <span>{triageCopy.export.label}:</span>
        <a href={exportHref(view, "csv")} download>
          {triageCopy.export.csv}
        </a>
        <a href={exportHref(view, "json")} download>
          {triageCopy.export.json}
        </a>
      </p>
    </section>
  );
}
