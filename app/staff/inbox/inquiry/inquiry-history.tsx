import { useEffect, useState } from "react";
import { Button } from "#app/ui/button.tsx";
import type { InboxHistoryEntry, InboxInquiry } from "#common/inbox-api.ts";
import { triageApi } from "../triage-api.ts";
import { triageCopy } from "../triage-copy.ts";
import { HistoryList } from "./history-list.tsx";

const copy = triageCopy.inquiry;

/** The newest history, and older pages on request (notes can be many). */
export function InquiryHistory({ inquiry }: { inquiry: InboxInquiry }) {
  const [older, setOlder] = useState<{ entries: InboxHistoryEntry[]; before: string | null }>({
    entries: [],
    before: inquiry.olderHistory,
  });
  useEffect(() => setOlder({ entries: [], before: inquiry.olderHistory }), [inquiry]);
  const more = async () => {
    if (!older.before) return;
    const answer = await triageApi.olderHistory(inquiry.id, older.before);
    if (answer.status === 200)
      setOlder((current) => ({
        entries: [...answer.body.entries].reverse().concat(current.entries),
        before: answer.body.nextBefore,
      }));
  };
  return (
    <>
      {older.before ? (
        <Button variant="link" onClick={() => void more()}>
          {copy.olderHistory}
        </Button>
      ) : null}
      <HistoryList entries={[...older.entries, ...inquiry.history]} />
    </>
  );
}
