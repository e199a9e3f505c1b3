import { useCallback, useEffect, useRef, useState } from "react";
import type { ActionReceipt } from "#common/inbox-api.ts";
import { triageApi } from "./triage-api.ts";
import { triageCopy } from "./triage-copy.ts";

/** How long an action can be undone, as the server allows (ActionReceipt.undoUntil). */
export const UNDO_MS = 10_000;

export interface Announcement {
  text: string;
  /** Present while the action can still be undone. */
  receipt?: ActionReceipt;
}

/**
 * The one live message of the triage screens, and the last action's undo. An undo is
 * offered for 10 s from the answer (the server's own limit decides in the end).
 */
export function useAnnouncer(afterUndo: (receipt: ActionReceipt) => void, settled: () => Promise<unknown>) {
  const [announcement, setAnnouncement] = useState<Announcement>({ text: "" });
  const latest = useRef(announcement);
  latest.current = announcement;

  useEffect(() => {
    if (!announcement.receipt) return;
    const timer = setTimeout(() => setAnnouncement(({ text }) => ({ text })), UNDO_MS);
    return () => clearTimeout(timer);
  }, [announcement.receipt]);

  const announce = useCallback((text: string, receipt?: ActionReceipt | null) => {
    const next = receipt && receipt.changed.length > 0 ? { text, receipt } : { text };
    latest.current = next;
    setAnnouncement(next);
  }, []);

  const undo = useCallback(async () => {
    // z right after an action undoes that action: wait for its answer (and receipt) first.
    await settled();
    const receipt = latest.current.receipt;
    if (!receipt) {
      if (latest.current.text) setAnnouncement({ text: triageCopy.undo.expired });
      return;
    }
    setAnnouncement({ text: latest.current.text });
    const answer = await triageApi.undo(receipt.id);
    if (answer.status === 200) {
      setAnnouncement({ text: triageCopy.undo.done(answer.body.undone) });
      afterUndo(receipt);
    } else if (answer.status === 0) setAnnouncement({ text: triageCopy.errors.offline });
    // The server says why in words meant for people: too late, changed since, not yours.
    else setAnnouncement({ text: answer.body.message ?? triageCopy.undo.refused });
  }, [afterUndo, settled]);

  return { announcement, announce, undo };
}
