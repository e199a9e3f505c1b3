import { useEffect, useRef } from "react";
import type { InboxListItem } from "../../../common/inbox-api.ts";

/**
 * Listens for new inquiries (Server-Sent Events). The browser's EventSource reconnects
 * by itself when the server ends a stream; `onReload` runs when inquiries may have been
 * missed meanwhile (or too many arrived to list), so the screen fetches afresh.
 */
export function useLiveInquiries(onInquiry: (item: InboxListItem) => void, onReload: () => void): void {
  const handlers = useRef({ onInquiry, onReload });
  handlers.current = { onInquiry, onReload };
  useEffect(() => {
    const source = new EventSource("/inbox/api/events");
    let opened = false;
    source.addEventListener("ready", () => {
      // A later "ready" is a reconnection: whatever came meanwhile is fetched.
      if (opened) handlers.current.onReload();
      opened = true;
    });
    source.addEventListener("inquiry", (event) => {
      handlers.current.onInquiry(JSON.parse((event as MessageEvent<string>).data) as InboxListItem);
    });
    source.addEventListener("reload", () => handlers.current.onReload());
    return () => source.close();
  }, []);
}
