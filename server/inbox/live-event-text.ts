import { type InboxInquiry, type LivePoint, livePointOf } from "#server/inbox/records/types.ts";
import { listItemJson } from "./inquiry-json.ts";

const byId = (a: InboxInquiry, b: InboxInquiry) => a.id.length - b.id.length || (a.id < b.id ? -1 : 1);

/**
 * One `inquiry` event per inquiry, oldest first, each with its live point as the event's
 * id: the browser sends the last one back as Last-Event-ID when it reconnects, and the
 * stream catches up from there.
 */
export function inquiryEventsText(inquiries: readonly InboxInquiry[], running?: string): string {
  return [...inquiries]
    .sort(byId)
    .map(
      (inquiry) =>
        `id: ${livePointOf(inquiry.id, running)}\nevent: inquiry\ndata: ${JSON.stringify(listItemJson(inquiry, []))}\n\n`,
    )
    .join("");
}

/**
 * Too many to name: the inbox fetches its list afresh. With the newest point, a
 * reconnection catches up from there rather than meeting the same flood again.
 */
export function reloadEventText(point?: LivePoint | null): string {
  return `${point ? `id: ${point}\n` : ""}event: reload\ndata: {}\n\n`;
}
