import type { FastifyInstance } from "fastify";
import { requireStaff } from "#server/auth/staff/require-staff.ts";
import type { InboxRecords } from "#server/inbox/records/types.ts";
import { catchUpFrom, catchUpText } from "./live-catch-up.ts";
import type { LiveFeed } from "./live-feed.ts";
import { sessionCheck } from "./live-sessions.ts";
import { type LiveStream, LiveStreams } from "./live-streams.ts";

/**
 * A stream ends after this long and the browser reconnects (EventSource does so by
 * itself), passing the sign-in check again.
 */
const STREAM_LIFETIME_MS = 5 * 60_000;

/**
 * `GET /inbox/api/events?since=ID`: Server-Sent Events, one `inquiry` event per new
 * inquiry, only while the stream's session holds (live-streams.ts), at most a few streams
 * per session. Each stream first catches up with what was stored after `since` (or after
 * the browser's Last-Event-ID on a reconnection): an inbox that read its list before its
 * stream connected misses nothing stored in between.
 */
export function registerEvents(app: FastifyInstance, feed: LiveFeed, inbox: InboxRecords): void {
  const db = app.authDb;
  if (!db) throw new Error("registerEvents used before registerStaffAuth");
  const streams = new LiveStreams(feed, sessionCheck(db), app.log);
  // A server that stops ends its streams at once (the browsers reconnect to another
  // instance): an open stream would otherwise hold the shutdown for its whole lifetime.
  app.addHook("preClose", async () => streams.endAll());
  app.get("/events", { preHandler: requireStaff }, async (request, reply) => {
    const sessionId = request.staff?.sessionId;
    if (!sessionId) throw new Error("guarded route without staff");
    const since = catchUpFrom(request);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...app.securityHeadersFor?.(request),
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-robots-tag": "noindex, nofollow",
      // Tells nginx-like proxies not to buffer the stream.
      "x-accel-buffering": "no",
    });
    const open = () => !raw.writableEnded && !raw.destroyed;
    // Live events wait while the stream catches up, so that they follow what they follow.
    let held: string[] | undefined = [];
    const stream: LiveStream = {
      sessionId,
      write: (text) => void (held ? held.push(text) : open() && raw.write(text)),
      end: () => void (open() && raw.end()),
    };
    const lifetime = setTimeout(() => stream.end(), STREAM_LIFETIME_MS);
    const finish = () => {
      streams.remove(stream);
      clearTimeout(lifetime);
    };
    request.raw.once("close", finish);
    raw.once("close", finish);
    streams.add(stream);
    // The catch-up is read once new inquiries reach this stream (on PostgreSQL, once LISTEN
    // is in place): a row stored meanwhile comes both ways, and the inbox drops the repeat.
    await feed.ready();
    let first: { text: string; reached: string | null };
    try {
      first = since === undefined ? { text: "", reached: null } : await catchUpText(inbox, since);
    } catch (error) {
      request.log.warn({ err: error }, "live inbox: reading the inquiries to catch up with failed");
      // Ended, the stream is opened again by the browser a second later, and catches up then.
      held = undefined;
      stream.write("retry: 1000\n\n");
      return stream.end();
    }
    const live = held.join("");
    held = undefined;
    // "ready": caught up, and new inquiries reach this stream; the browser waits a second
    // before reconnecting after the stream ends, from the point reached (its id).
    const reached = first.reached ? `id: ${first.reached}\n` : "";
    stream.write(`${first.text}retry: 1000\n${reached}event: ready\ndata: {}\n\n${live}`);
  });
}
