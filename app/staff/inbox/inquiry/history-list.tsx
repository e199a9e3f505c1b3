import { DateTime } from "#app/ui/date-time.tsx";
import type { InboxHistoryEntry, InquiryOwner } from "#common/inbox-api.ts";
import { triageCopy } from "../triage-copy.ts";

const copy = triageCopy.inquiry;

function Who({ entry }: { entry: InboxHistoryEntry }) {
  if (!entry.by) return <>{copy.by(null)}</>;
  return (
    <>
      {copy.by("")}
      {entry.byName ? (
        <>
          <bdi>{entry.byName}</bdi> ({entry.by})
        </>
      ) : (
        entry.by
      )}
    </>
  );
}

function ownerName(owner: InquiryOwner): string | null {
  return owner?.name ?? null;
}

function Entry({ entry }: { entry: InboxHistoryEntry }) {
  switch (entry.kind) {
    case "note":
      return (
        <p className="note" dir="auto">
          <strong>{copy.noteBy}:</strong> {entry.body}
        </p>
      );
    case "status":
      return (
        <p>
          {copy.statusChange(triageCopy.statuses[entry.from], triageCopy.statuses[entry.to])}
          {entry.undoOf ? ` ${copy.undone}` : ""}
        </p>
      );
    case "owner":
      return (
        <p>
          {copy.ownerChange(ownerName(entry.to))}
          {entry.undoOf ? ` ${copy.undone}` : ""}
        </p>
      );
    case "reply": {
      const states = triageCopy.composer.deliveryStates;
      return (
        <div className="reply-entry">
          <p>
            <strong>{triageCopy.composer.replyEntry(entry.subject)}</strong>{" "}
            <span className={`delivery delivery-${entry.delivery.state}`}>
              {states[entry.delivery.state]}
              {entry.delivery.state === "failing" && entry.delivery.lastError
                ? `: ${entry.delivery.lastError}`
                : ""}
            </span>
          </p>
          <p className="reply-body" dir="auto">
            {entry.body}
          </p>
        </div>
      );
    }
  }
}

/** Status changes, assignments, replies and notes, oldest first, each with who and when. */
export function HistoryList({ entries }: { entries: InboxHistoryEntry[] }) {
  if (entries.length === 0) return <p>{copy.historyEmpty}</p>;
  return (
    <ol className="history">
      {entries.map((entry) => (
        <li key={`${entry.kind}-${entry.id}`} data-kind={entry.kind}>
          <p className="meta">
            <DateTime iso={entry.at} /> <Who entry={entry} />
          </p>
          <Entry entry={entry} />
        </li>
      ))}
    </ol>
  );
}
