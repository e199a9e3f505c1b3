import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  INBOX_PAGE_SIZE,
  type InboxRecords,
  LIVE_POINT,
  type LivePoint,
  livePointOf,
  livePointParts,
} from "#server/inbox/records/types.ts";
import { inboxErrors } from "./inbox-error.ts";
import { inquiryEventsText, reloadEventText } from "./live-event-text.ts";

const sinceQuery = z.object({ since: z.string().regex(LIVE_POINT).optional() });

/**
 * The point a stream catches up from: on a reconnection the browser's Last-Event-ID (the
 * last point it was sent), else `since` (the list's, when it was read). Undefined:
 * neither, the stream only goes on from now.
 */
export function catchUpFrom(request: FastifyRequest): LivePoint | undefined {
  const parsed = sinceQuery.safeParse(request.query);
  if (!parsed.success) throw inboxErrors.invalid('The parameter "since" is not valid.');
  const header = request.headers["last-event-id"];
  if (header === undefined) return parsed.data.since;
  if (typeof header !== "string" || !LIVE_POINT.test(header))
    throw inboxErrors.invalid('The header "Last-Event-ID" is not valid.');
  return header;
}

const larger = (a: string, b: string) => (BigInt(a) > BigInt(b) ? a : b);

/**
 * The events for what was stored after `since`, oldest first (past a list page's worth,
 * one "reload" instead, since the inbox could show no more of them in place), and the
 * point the stream has reached once they are sent.
 */
export async function catchUpText(
  inbox: InboxRecords,
  since: LivePoint,
): Promise<{ text: string; reached: LivePoint | null }> {
  const { inquiries, running } = await inbox.after(since, INBOX_PAGE_SIZE + 1);
  if (inquiries.length > INBOX_PAGE_SIZE) {
    const newest = await inbox.livePoint();
    return { text: reloadEventText(newest), reached: newest };
  }
  const reached = inquiries.reduce((id, inquiry) => larger(id, inquiry.id), livePointParts(since).id);
  return { text: inquiryEventsText(inquiries, running), reached: livePointOf(reached, running) };
}
