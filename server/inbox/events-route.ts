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
  app.get("/events", { preHandler: requireStaff }, (request, reply) => {
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
    // The browser waits a second before reconnecting after the stream ends.
    raw.write("retry: 1000\n\n");
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
    const finish = () => {
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
    };
    request.raw.once("close", finish);
    raw.once("close", finish);
  });
}
