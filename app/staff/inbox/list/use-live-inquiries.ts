import { useEffect, useRef } from "react";
import type { InboxListItem } from "#common/inbox-api.ts";

/** Ids already handed on are remembered up to this many: a repeat is dropped, never counted twice. */
const SEEN_MAX = 1000;

/**
 * Listens for new inquiries (Server-Sent Events). The stream first catches up with what
 * was stored after `since` (the list's live point, from when it was read), and on every
 * reconnection (EventSource's own, after the server ends a stream) with what was stored
 * after the last point it was sent. An inquiry can come twice where the list's read and
 * the stream overlap: it is handed on once. `onReload` runs when too many arrived to
 * list, so the screen fetches afresh.
 */
export function useLiveInquiries(
  since: string | null,
  onInquiry: (item: InboxListItem) => void,
  onReload: () => void,
): void {
  const handlers = useRef({ since, onInquiry, onReload });
  handlers.current = { since, onInquiry, onReload };
  useEffect(() => {
    // The list as first loaded is what the stream catches up with; later lists overlap it.
    const { since } = handlers.current;
    const source = new EventSource(`/inbox/api/events${since ? `?since=${since}` : ""}`);
    const seen = new Set<string>();
    source.addEventListener("inquiry", (event) => {
      const item = JSON.parse((event as MessageEvent<string>).data) as InboxListItem;
      if (seen.has(item.id)) return;
      seen.add(item.id);
      if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value ?? "");
      handlers.current.onInquiry(item);
    });
    source.addEventListener("reload", () => handlers.current.onReload());
    return () => source.close();
  }, []);
}
