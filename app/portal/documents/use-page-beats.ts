import { useEffect, useRef } from "react";
import type { PageBeat } from "#common/portal-documents-api.ts";

/** How often the time on the current page is sent, and how long without input counts as away. */
export const BEAT_MS = 10_000;
export const IDLE_MS = 60_000;
const ACTIVITY = ["pointermove", "pointerdown", "keydown", "wheel", "scroll", "touchstart"] as const;

/**
 * Reports the seconds spent on the page shown: every ten seconds, when the page changes,
 * and when the tab is hidden or closed. Time stops counting while the tab is hidden and
 * after a minute without any input, and starts again with the next (with a beat of no
 * seconds that tells the server the reader is back).
 */
export function usePageBeats(page: number, send: (beat: PageBeat) => void) {
  const state = useRef({ page, since: Date.now(), lastInput: Date.now(), counting: true });
  const sendRef = useRef(send);
  sendRef.current = send;
  const flushRef = useRef<() => void>(() => {});

  useEffect(() => {
    const now = () => Date.now();
    const flush = () => {
      const current = state.current;
      if (!current.counting) return;
      const end = Math.min(now(), current.lastInput + IDLE_MS);
      const seconds = Math.floor((end - current.since) / 1000);
      if (end - current.lastInput >= IDLE_MS) current.counting = false;
      if (seconds <= 0) return;
      current.since += seconds * 1000;
      sendRef.current({ page: current.page, seconds });
    };
    const onInput = () => {
      const current = state.current;
      current.lastInput = now();
      if (!current.counting && document.visibilityState === "visible") {
        current.counting = true;
        current.since = now();
        // The server counts nothing for a beat after a long silence: a beat of nothing
        // restarts its clock now, so the next one's seconds are counted.
        sendRef.current({ page: current.page, seconds: 0 });
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        flush();
        state.current.counting = false;
      } else onInput();
    };
    const timer = window.setInterval(flush, BEAT_MS);
    for (const event of ACTIVITY) window.addEventListener(event, onInput, { passive: true, capture: true });
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", flush);
    flushRef.current = flush;
    return () => {
      flush();
      window.clearInterval(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, onInput, { capture: true });
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", flush);
    };
  }, []);

  useEffect(() => {
    if (state.current.page === page) return;
    // The time so far belongs to the page being left.
    flushRef.current();
    state.current.page = page;
    state.current.since = Date.now();
  }, [page]);
}
