import { Link } from "react-router";
import { DateTime } from "#app/ui/date-time.tsx";
import type { InboxListItem } from "#common/inbox-api.ts";
import { triageCopy } from "../triage-copy.ts";
import { inquiryPath, type View } from "../view.ts";
import { Highlighted } from "./highlighted.tsx";

const copy = triageCopy.list;

/**
 * One inquiry in the list: who, when, status and owner, and the start of the message. Each
 * visitor field is isolated (<bdi>), so a right-to-left override in a name cannot reverse
 * the address beside it.
 */
export function InquiryRow({
  item,
  view,
  selected,
  open,
  checked,
  onCheck,
  onOpen,
  onFocus,
}: {
  item: InboxListItem;
  view: View;
  selected: boolean;
  open: boolean;
  checked: boolean;
  onCheck: () => void;
  onOpen: () => void;
  onFocus: () => void;
}) {
  return (
    <li
      className="inquiry"
      data-inquiry-id={item.id}
      data-selected={selected}
      data-open={open}
      data-checked={checked}
      aria-current={open ? "true" : undefined}
    >
      <input
        type="checkbox"
        className="check"
        checked={checked}
        onChange={onCheck}
        aria-label={copy.select(item.name)}
      />
      <div className="body">
        <div className="line">
          <p className="who">
            <Link to={inquiryPath(item.id, view)} onClick={onOpen} onFocus={onFocus} preventScrollReset>
              <bdi>
                <Highlighted segments={item.highlights.name} />
              </bdi>
            </Link>{" "}
            <bdi className="email">
              <Highlighted segments={item.highlights.email} />
            </bdi>
          </p>
          <p className="when">
            <DateTime iso={item.receivedAt} />
          </p>
        </div>
        <p className="meta">
          <span className={`status status-${item.status}`}>{triageCopy.statuses[item.status]}</span>
          <span className="owner">
            {item.owner ? (
              <>
                {copy.owner} <bdi>{item.owner.name}</bdi>
              </>
            ) : (
              copy.unassigned
            )}
          </span>
          {item.fundType ? <bdi>{item.fundType}</bdi> : null}
          {item.aum ? <bdi>{item.aum}</bdi> : null}
        </p>
        <p className="excerpt" dir="auto">
          <Highlighted segments={item.highlights.message} />
        </p>
      </div>
    </li>
  );
}
