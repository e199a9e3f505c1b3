import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type CspSources, securityHeaders } from "./security-headers.ts";

/*
 * Why a hook and not @fastify/helmet: the same header values must also be written
 * to the static-host `_headers` file at build time, and HSTS must depend on the
 * request's protocol. Helmet builds its values internally and sends HSTS on every
 * response, so a small onSend hook over security-headers.ts is both shorter and
 * the only way to keep one source of truth.
 */

declare module "fastify" {
  interface FastifyInstance {
    /** Set by addSecurityHeaders; read by onFrameworkError, which runs before any hook. */
    securityHeadersFor?: (request: FastifyRequest) => Record<string, string>;
  }
}

/** Adds the security headers to every response of `app`: pages, assets, redirects, 404s, API errors. */
export function addSecurityHeaders(app: FastifyInstance, sources: CspSources): void {
  // Two precomputed maps: nothing is built per request.
  const overHttp = securityHeaders(sources, { https: false });
  const overHttps = securityHeaders(sources, { https: true });
  // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY trusts the sender.
  const headersFor = (request: FastifyRequest) => (request.protocol === "https" ? overHttps : overHttp);
  app.decorate("securityHeadersFor", headersFor);
  app.addHook("onSend", async (request, reply, payload) => {
    reply.headers(headersFor(request));
    return payload;
  });
}

/**
 * Fastify's `frameworkErrors` option: a URL that cannot be decoded (`/%`) is
 * answered before routing and hooks, so without this the 400 would go out with
 * no security headers and Fastify's JSON echoing the URL back.
 */
export function onFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const headers = reply.server.securityHeadersFor?.(request);
  if (headers) reply.headers(headers);
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  void reply
    .code(status)
    .type("text/plain; charset=utf-8")
    .send(status === 400 ? "Bad Request" : "Error");
}
