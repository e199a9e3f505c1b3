import { createSessionStore, hasBothFactors, useSessionOf } from "#app/ui/session-store.ts";
import { api } from "./api.ts";
import { content } from "./content.ts";

export type { SessionAnswer, SessionState, SessionUser } from "#app/ui/session-store.ts";

/** Signed in with both factors: the only state that opens the staff screens. */
export const isStaff = hasBothFactors;

/** The staff session (see app/ui/session-store.ts); its tabs talk on their own channel. */
export const session = createSessionStore({ api, channel: "ucp-staff-session", reasons: content.reasons });

export function useSession() {
  return useSessionOf(session);
}
