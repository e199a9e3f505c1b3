import { useEffect, useRef } from "react";
import { isRetryable, RENEW_BEFORE_MS, retryDelay } from "./renewal.ts";
import { type SessionAnswer, type SessionStore, useSessionOf } from "./session-store.ts";

const MAX_RETRIES = 8;

/**
 * Renews the app's session before it expires, while the person is active. A renewal that
 * fails for the network or a 5xx is retried after 200, 400, 800 ms…; a refusal (revoked,
 * expired) signs out with a reason.
 */
export function useSessionRenewal(session: SessionStore, api: import("./api.ts").Api): void {
  const { state } = useSessionOf(session);
  const activeSince = useRef(Date.now());
  const lastRenewal = useRef(Date.now());

  useEffect(() => {
    const markActive = () => {
      activeSince.current = Date.now();
    };
    addEventListener("keydown", markActive);
    addEventListener("pointerdown", markActive);
    return () => {
      removeEventListener("keydown", markActive);
      removeEventListener("pointerdown", markActive);
    };
  }, []);

  const expiresAt = state.status === "signed-in" ? state.expiresAt : undefined;
  useEffect(() => {
    if (!expiresAt) return;
    const { reasons } = session;
    let timer: ReturnType<typeof setTimeout>;
    let cancelled = false;
    const renew = async (attempt: number) => {
      const result = await api<SessionAnswer>("/session/renew", { body: {} });
      if (cancelled) return;
      if (result.status === 200) {
        lastRenewal.current = Date.now();
        session.broadcast({ type: "renewed" });
        session.apply(200, result.body);
      } else if (isRetryable(result.status) && attempt < MAX_RETRIES) {
        timer = setTimeout(() => void renew(attempt + 1), retryDelay(attempt));
      } else {
        session.apply(401, {}, isRetryable(result.status) ? reasons.network : reasons.expired);
      }
    };
    const end = new Date(expiresAt).getTime();
    const due = Math.max(0, end - RENEW_BEFORE_MS - Date.now());
    timer = setTimeout(() => {
      // Idle since the last renewal: let the session lapse at its expiry instead.
      if (activeSince.current > lastRenewal.current) void renew(0);
      else
        timer = setTimeout(
          () => session.set({ status: "signed-out", reason: reasons.expired }),
          Math.max(0, end - Date.now()),
        );
    }, due);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [expiresAt, session, api]);
}
