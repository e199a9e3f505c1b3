import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { INBOX_PAGE_SIZE, type InboxRecords } from "#server/inbox/records/types.ts";
import { inboxErrors } from "./inbox-error.ts";
import { inquiryEventsText, reloadEventText } from "./live-event-text.ts";

const ID = /^\d{1,18}$/;
const sinceQuery = z.object({ since: z.string().regex(ID).optional() });

/**
 * The inquiry a stream catches up from: on a reconnection the browser's Last-Event-ID (the
 * last inquiry it was sent), else `since` (the newest the list held when it was read).
 * Undefined: neither, the stream only goes on from now.
 */
export function catchUpFrom(request: FastifyRequest): string | undefined {
  const parsed = sinceQuery.safeParse(request.query);
  if (!parsed.success) throw inboxErrors.invalid('The parameter "since" is not valid.');
  const header = request.headers["last-event-id"];
  if (header === undefined) return parsed.data.since;
  if (typeof header !== "string" || !ID.test(header))
    throw inboxErrors.invalid('The header "Last-Event-ID" is not valid.');
  return header;
}

/**
 * The events for what was stored after `since`, oldest first; past a list page's worth,
 * one "reload" instead, since the inbox could show no more of them in place.
 */
export async function catchUpText(inbox: InboxRecords, since: string): Promise<string> {
  const rows = await inbox.after(since, INBOX_PAGE_SIZE + 1);
  if (rows.length <= INBOX_PAGE_SIZE) return inquiryEventsText(rows);
  return reloadEventText(await inbox.newestId());
}
