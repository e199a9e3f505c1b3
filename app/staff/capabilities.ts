import type { InboxCapabilities } from "#common/inbox-api.ts";
import { api } from "./api.ts";

const NONE: InboxCapabilities = { canSendMail: false, portal: false };
let loaded: Promise<InboxCapabilities> | undefined;

/**
 * What this server can do for the staff app (mail, the portal): its settings, fixed while
 * it runs, so read once per page load and shared by every loader. A failed read is not
 * kept: the next loader asks again, and meanwhile nothing optional is offered.
 */
export function capabilities(): Promise<InboxCapabilities> {
  loaded ??= api<InboxCapabilities>("/capabilities").then((answer) => {
    if (answer.status === 200) return { ...NONE, ...answer.body };
    loaded = undefined;
    return NONE;
  });
  return loaded;
}
