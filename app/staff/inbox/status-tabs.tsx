import { Link } from "react-router";
import { INQUIRY_STATUSES, type StatusCounts } from "../../../common/inbox-api.ts";
import { triageCopy } from "./triage-copy.ts";
import { type View, viewPath } from "./view.ts";

/** One link per status with its count; the current one is marked for screen readers too. */
export function StatusTabs({ view, counts }: { view: View; counts: StatusCounts | undefined }) {
  return (
    <nav aria-label={triageCopy.list.tabsLabel}>
      <ul className="tabs">
        {INQUIRY_STATUSES.map((status) => {
          const label = triageCopy.statuses[status];
          const count = counts?.[status];
          return (
            <li key={status} aria-current={view.status === status ? "page" : undefined}>
              <Link to={viewPath({ ...view, status, cursor: "" })}>
                {label}
                {count === undefined ? null : <span className="count"> {count}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
