import { Link } from "react-router";
import { INQUIRY_STATUSES, type ViewCounts } from "#common/inbox-api.ts";
import { triageCopy } from "../triage-copy.ts";
import { type StatusTab, type View, viewPath } from "../view.ts";

const TABS: StatusTab[] = ["all", ...INQUIRY_STATUSES];
const OWNERS = [
  ["me", triageCopy.list.owners.me],
  ["none", triageCopy.list.owners.none],
  ["", triageCopy.list.owners.all],
] as const;

/** The owner views: Mine, Unassigned, everyone's; the current one marked for screen readers too. */
export function OwnerViews({ view }: { view: View }) {
  return (
    <nav aria-label={triageCopy.list.ownerLabel}>
      <ul className="owners">
        {OWNERS.map(([owner, label]) => (
          <li key={owner || "all"} aria-current={view.owner === owner ? "page" : undefined}>
            <Link to={viewPath({ ...view, owner, cursor: "" })}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One tab per status and "All", each with the count of the current search, owner view and filters. */
export function StatusTabs({ view, counts }: { view: View; counts: ViewCounts | null }) {
  const countOf = (tab: StatusTab) => {
    if (!counts) return undefined;
    const count = tab === "all" ? counts.all : counts.statuses[tab];
    return counts.atLeast && tab === "all" ? triageCopy.list.atLeast(count) : count.toLocaleString("en");
  };
  return (
    <nav aria-label={triageCopy.list.tabsLabel}>
      <ul className="tabs">
        {TABS.map((status) => {
          const count = countOf(status);
          return (
            <li key={status} aria-current={view.status === status ? "page" : undefined}>
              <Link to={viewPath({ ...view, status, cursor: "" })}>
                {status === "all" ? triageCopy.all : triageCopy.statuses[status]}
                {count === undefined ? null : <span className="count"> {count}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
