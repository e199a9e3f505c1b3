import type { FastifyInstance } from "fastify";
import { requireStaff } from "../auth/require-staff.ts";
import { listItemJson } from "./inquiry-json.ts";
import type { LiveFeed } from "./live-feed.ts";

/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 20_000;
/**
 * A stream ends after this long and the browser reconnects (EventSource does so by
 * itself), passing the sign-in check again: a session that ended meanwhile gets no
 * more inquiries.
 */
const STREAM_LIFETIME_MS = 5 * 60_000;

/** `GET /inbox/api/events`: Server-Sent Events, one `inquiry` event per new inquiry. */
export function registerEvents(app: FastifyInstance, feed: LiveFeed): void {
  // A server that stops ends its streams at once (the browsers reconnect to another
  // instance): an open stream would otherwise hold the shutdown for its whole lifetime.
  const open = new Set<{ end(): void }>();
  app.addHook("preClose", async () => {
    for (const stream of open) stream.end();
  });
  app.get("/events", { preHandler: requireStaff }, async (request, reply) => {
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
    const unsubscribe = feed.subscribe((event) => {
      if (event.kind === "reload") {
        raw.write("event: reload\ndata: {}\n\n");
        return;
      }
      for (const inquiry of event.inquiries)
        raw.write(`event: inquiry\ndata: ${JSON.stringify(listItemJson(inquiry, []))}\n\n`);
    });
    const heartbeat = setInterval(() => raw.write(": still here\n\n"), HEARTBEAT_MS);
    const lifetime = setTimeout(() => raw.end(), STREAM_LIFETIME_MS);
    open.add(raw);
    const finish = () => {
      open.delete(raw);
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
    };
    request.raw.once("close", finish);
    raw.once("close", finish);
    // "ready" once new inquiries will reach this stream (on PostgreSQL, once LISTEN is in
    // place); the browser waits a second before reconnecting after the stream ends.
    await feed.ready();
    raw.write("retry: 1000\nevent: ready\ndata: {}\n\n");
  });
}
