import type { FastifyReply, FastifyRequest } from "fastify";
import { errors } from "./postgrest-errors.ts";

/** What supabase-js and the site's own form send on an insert. */
const ALLOWED_HEADERS = [
  "apikey",
  "authorization",
  "content-type",
  "prefer",
  "x-client-info",
  "content-profile",
  "accept-profile",
];

/**
 * Cross-origin access to the API for the configured site origins only. The site's
 * own origin needs nothing (a same-origin call is not subject to CORS); a hosted
 * copy of the site on another origin must be listed in ALLOWED_ORIGINS. A preflight
 * from any other origin is refused, so the browser never sends the insert.
 */
export function corsGate(allowedOrigins: readonly string[]) {
  // Normalise through URL so "https://ucp.example/" in the config matches the header.
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const origin = request.headers.origin;
    const isPreflight =
      request.method === "OPTIONS" && request.headers["access-control-request-method"] !== undefined;
    // Caches must not hand one origin's answer to another.
    if (allowed.size > 0) reply.header("Vary", "Origin");
    const permitted = origin !== undefined && allowed.has(origin);
    if (permitted) reply.header("Access-Control-Allow-Origin", origin);
    if (request.method !== "OPTIONS") return undefined;
    if (isPreflight && !permitted) throw errors.foreignOrigin();
    if (isPreflight) {
      reply.headers({
        "Access-Control-Allow-Methods": "POST",
        "Access-Control-Allow-Headers": ALLOWED_HEADERS.join(", "),
        "Access-Control-Max-Age": "7200",
      });
    } else {
      reply.header("Allow", "OPTIONS, POST");
    }
    return reply.code(204).send();
  };
}
