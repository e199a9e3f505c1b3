import type { InboxHistoryEntry } from "../../../common/inbox-api.ts";
import { localTime, utcTime } from "../../ui/dates.ts";
import { triageCopy } from "./triage-copy.ts";

const copy = triageCopy.inquiry;

/** Status changes and notes, oldest first, each with who and when. */
export function HistoryList({ entries }: { entries: InboxHistoryEntry[] }) {
  if (entries.length === 0) return <p>{copy.historyEmpty}</p>;
  return (
    <ol className="history">
      {entries.map((entry) => (
        <li key={`${entry.kind}-${entry.id}`}>
          <p className="meta">
            <time dateTime={entry.at} title={utcTime(entry.at)}>
              {localTime(entry.at)}
            </time>{" "}
            {copy.by(entry.by)}
          </p>
          {entry.kind === "note" ? (
            <p className="note">
              <strong>{copy.noteBy}:</strong> {entry.body}
            </p>
          ) : entry.kind === "status" ? (
            <p>{copy.statusChange(triageCopy.statuses[entry.from], triageCopy.statuses[entry.to])}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
