import { useSyncExternalStore } from "react";
import type { Api } from "./api.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export type SessionState =
  | { status: "loading" }
  | { status: "signed-out"; reason?: string }
  | { status: "signed-in"; user: SessionUser; secondFactor: boolean; expiresAt: string };

export type SessionAnswer = { user: SessionUser; secondFactor: boolean; expiresAt: string };

/** Signed in with both factors: the only state that opens the private screens. */
export function hasBothFactors(value: SessionState): value is Extract<SessionState, { status: "signed-in" }> {
  return value.status === "signed-in" && value.secondFactor;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * One app's session, one per tab, outside React: the route loaders read it before any
 * screen renders, and the screens subscribe to it. A change of who is signed in makes the
 * router run its loaders again (each app's main.tsx), which send people on or back. Tabs
 * of the same app share it through a BroadcastChannel of the app's own name.
 */
export function createSessionStore(options: {
  api: Api;
  channel: string;
  reasons: { signedOut: string; expired: string; network: string };
}) {
  const { api, reasons } = options;
  let state: SessionState = { status: "loading" };
  let first: Promise<SessionState> | undefined;
  const listeners = new Set<() => void>();
  const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(options.channel) : undefined;

  /** Sign-out and renewals are announced to the other tabs of this app. */
  const broadcast = (message: { type: "signed-out" | "renewed" }): void => {
    channel?.postMessage(message);
  };

  const session = {
    reasons,
    current: (): SessionState => state,
    set(next: SessionState): void {
      state = next;
      for (const listener of listeners) listener();
    },
    /** Answers the /session endpoint's status and body as a state. */
    apply(status: number, body: Partial<SessionAnswer>, reason?: string): void {
      if (status === 200 && body.user && body.expiresAt) {
        session.set({
          status: "signed-in",
          user: body.user,
          secondFactor: body.secondFactor === true,
          expiresAt: body.expiresAt,
        });
      } else session.set({ status: "signed-out", ...(reason ? { reason } : {}) });
    },
    /** Reads the session again (after signing in or enrolling). */
    async refresh(): Promise<SessionState> {
      const result = await api<SessionAnswer>("/session");
      session.apply(result.status, result.body);
      return state;
    },
    /** The first read, shared by every loader of the first navigation. */
    load(): Promise<SessionState> {
      first ??= session.refresh();
      return first;
    },
    async signOut(reason?: string): Promise<void> {
      await api("/auth/sign-out", { body: {} });
      broadcast({ type: "signed-out" });
      session.set({ status: "signed-out", reason: reason ?? reasons.signedOut });
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    broadcast,
    /**
     * Signed out by the person (here or in another tab), not by an expiry or a refused
     * renewal: the next sign-in starts afresh at the app's home, not on the screen they
     * left, which may be someone else's next.
     */
    signedOutOnPurpose(value: SessionState): boolean {
      return value.status === "signed-out" && value.reason === reasons.signedOut;
    },
  };

  if (channel) {
    channel.onmessage = (event: MessageEvent<{ type: string }>) => {
      if (event.data.type === "signed-out") session.set({ status: "signed-out", reason: reasons.signedOut });
      if (event.data.type === "renewed") void session.refresh();
    };
  }
  return session;
}

/** The app's session as React state, with its refresh and sign-out. */
export function useSessionOf(store: SessionStore) {
  const current = useSyncExternalStore(store.subscribe, store.current);
  return { state: current, refresh: store.refresh, signOut: store.signOut };
}
