import { createSessionStore, useSessionOf } from "#app/ui/session-store.ts";
import { api } from "./api.ts";
import { content } from "./content.ts";

/**
 * The portal person's session (app/ui/session-store.ts), apart from the staff's: its own
 * API, cookie path and tab channel, so neither app ever reads the other's.
 */
export const session = createSessionStore({ api, channel: "ucp-portal-session", reasons: content.reasons });

export function useSession() {
  return useSessionOf(session);
}
