import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import { api } from "./api.ts";
import { content } from "./content.ts";
import { isRetryable, RENEW_BEFORE_MS, retryDelay } from "./renewal.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export type SessionState =
  | { status: "loading" }
  | { status: "signed-out"; reason?: string }
  | { status: "signed-in"; user: SessionUser; secondFactor: boolean; expiresAt: string };

interface SessionApi {
  state: SessionState;
  /** Reads the session again (after signing in or enrolling). */
  refresh(): Promise<void>;
  signOut(reason?: string): Promise<void>;
}

const SessionContext = createContext<SessionApi | undefined>(undefined);
const MAX_RETRIES = 8;

type SessionAnswer = { user: SessionUser; secondFactor: boolean; expiresAt: string };

/**
 * Holds the staff session and renews it before it expires, while the person is active.
 * A renewal that fails for the network or a 5xx is retried after 200, 400, 800 ms…; a
 * refusal (revoked, expired) signs out with a reason. Tabs share one session: sign-out
 * and renewals are announced to the other tabs of this site.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: "loading" });
  const activeSince = useRef(Date.now());
  const lastRenewal = useRef(Date.now());
  const channel = useRef<BroadcastChannel | undefined>(undefined);

  const apply = useCallback((status: number, body: Partial<SessionAnswer>, reason?: string) => {
    if (status === 200 && body.user && body.expiresAt) {
      setState({
        status: "signed-in",
        user: body.user,
        secondFactor: body.secondFactor === true,
        expiresAt: body.expiresAt,
      });
    } else {
      setState({ status: "signed-out", ...(reason ? { reason } : {}) });
    }
  }, []);

  const refresh = useCallback(async () => {
    const result = await api<SessionAnswer>("/session");
    apply(result.status, result.body);
  }, [apply]);

  const signOut = useCallback(async (reason?: string) => {
    await api("/auth/sign-out", { body: {} });
    channel.current?.postMessage({ type: "signed-out" });
    setState({ status: "signed-out", reason: reason ?? content.reasons.signedOut });
  }, []);

  useEffect(() => {
    void refresh();
    const markActive = () => {
      activeSince.current = Date.now();
    };
    addEventListener("keydown", markActive);
    addEventListener("pointerdown", markActive);
    const shared =
      typeof BroadcastChannel === "function" ? new BroadcastChannel("ucp-staff-session") : undefined;
    channel.current = shared;
    if (shared) {
      shared.onmessage = (event: MessageEvent<{ type: string }>) => {
        if (event.data.type === "signed-out")
          setState({ status: "signed-out", reason: content.reasons.signedOut });
        if (event.data.type === "renewed") void refresh();
      };
    }
    return () => {
      removeEventListener("keydown", markActive);
      removeEventListener("pointerdown", markActive);
      shared?.close();
    };
  }, [refresh]);

  const expiresAt = state.status === "signed-in" ? state.expiresAt : undefined;
  useEffect(() => {
    if (!expiresAt) return;
    let timer: ReturnType<typeof setTimeout>;
    let cancelled = false;
    const renew = async (attempt: number) => {
      const result = await api<SessionAnswer>("/session/renew", { body: {} });
      if (cancelled) return;
      if (result.status === 200) {
        lastRenewal.current = Date.now();
        channel.current?.postMessage({ type: "renewed" });
        apply(200, result.body);
      } else if (isRetryable(result.status) && attempt < MAX_RETRIES) {
        timer = setTimeout(() => void renew(attempt + 1), retryDelay(attempt));
      } else {
        apply(
          result.status === 0 ? 0 : 401,
          {},
          isRetryable(result.status) ? content.reasons.network : content.reasons.expired,
        );
      }
    };
    const end = new Date(expiresAt).getTime();
    const due = Math.max(0, end - RENEW_BEFORE_MS - Date.now());
    timer = setTimeout(() => {
      // Idle since the last renewal: let the session lapse at its expiry instead.
      if (activeSince.current > lastRenewal.current) void renew(0);
      else
        timer = setTimeout(
          () => setState({ status: "signed-out", reason: content.reasons.expired }),
          Math.max(0, end - Date.now()),
        );
    }, due);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [expiresAt, apply]);

  return <SessionContext.Provider value={{ state, refresh, signOut }}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession outside SessionProvider");
  return value;
}
