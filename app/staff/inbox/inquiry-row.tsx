import { Link } from "react-router";
import type { InboxListItem } from "../../../common/inbox-api.ts";
import { localTime } from "../../ui/dates.ts";
import { Highlighted } from "./highlighted.tsx";
import { triageCopy } from "./triage-copy.ts";

export function inquiryPath(id: string, back: string): string {
  return `/inbox/inquiry?${new URLSearchParams({ id, back })}`;
}

/** One inquiry in the list: who, when, what kind, and the start of the message. */
export function InquiryRow({
  item,
  selected,
  back,
}: {
  item: InboxListItem;
  selected: boolean;
  back: string;
}) {
  const copy = triageCopy.list.columns;
  return (
    <li className={selected ? "inquiry selected" : "inquiry"} data-inquiry-id={item.id}>
      <p className="who">
        <Link to={inquiryPath(item.id, back)}>
          <Highlighted segments={item.highlights.name} />
        </Link>{" "}
        <span className="email">
          <Highlighted segments={item.highlights.email} />
        </span>
      </p>
      <p className="meta">
        <span>
          {copy.received}: <time dateTime={item.receivedAt}>{localTime(item.receivedAt)}</time>
        </span>
        {item.fundType ? (
          <span>
            {copy.type}: {item.fundType}
          </span>
        ) : null}
        {item.aum ? (
          <span>
            {copy.size}: {item.aum}
          </span>
        ) : null}
        <span className={`status status-${item.status}`}>{triageCopy.statuses[item.status]}</span>
      </p>
      <p className="excerpt">
        <Highlighted segments={item.highlights.message} />
      </p>
    </li>
  );
}
