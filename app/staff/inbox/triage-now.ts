import type { RefObject } from "react";
import type { InboxListItem } from "#common/inbox-api.ts";
import type { View } from "./view.ts";

/**
 * The triage state as it is at this moment, outside React's render cycle: a key handler
 * reads it when the key is pressed, so an action goes to what is highlighted then, not to
 * what was highlighted when the handler was made.
 */
export interface TriageNow {
  items: InboxListItem[];
  selectedId: string | null;
  checked: ReadonlySet<string>;
  allInView: boolean;
  view: View;
  openId: string | null;
}

export type TriageRef = RefObject<TriageNow>;
