import { useState } from "react";
import type { Api } from "#app/ui/api.ts";
import type { PortalList } from "#common/portal-api.ts";

/**
 * A list whose first page came with the deal page, and whose older pages load on demand
 * ("Show older updates"), appended below with focus kept on the button.
 */
export function useMoreList<T>(api: Api, first: T[], firstCursor: string | null, path: string) {
  const [items, setItems] = useState(first);
  const [cursor, setCursor] = useState(firstCursor);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const more = async () => {
    if (!cursor) return;
    setBusy(true);
    const result = await api<PortalList<T>>(`${path}?${new URLSearchParams({ cursor })}`);
    setBusy(false);
    setFailed(result.status !== 200);
    if (result.status !== 200) return;
    setItems((before) => [...before, ...result.body.items]);
    setCursor(result.body.nextCursor);
  };
  return { items, hasMore: cursor !== null, busy, failed, more };
}
