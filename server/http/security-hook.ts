import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type CspSources, securityHeaders } from "#common/security-headers.ts";
import { errors, sendApiError } from "#server/insert/postgrest-errors.ts";
import { errorPage } from "#server/site/error-page.ts";

/*
 * Why a hook and not @fastify/helmet: the same header values must also be written
 * to the static-host `_headers` file at build time, and HSTS must depend on the
 * request's protocol. Helmet builds its values internally and sends HSTS on every
 * response, so a small onSend hook over common/security-headers.ts is both shorter and
 * the only way to keep one source of truth.
 */

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Set by addSecurityHeaders; read where no hook runs: onFrameworkError, and the raw
     * answers to requests Node refused before Fastify saw them (raw-errors.ts).
     */
    securityHeadersFor?: (request: Pick<FastifyRequest, "protocol">) => Record<string, string>;
  }
}

/*
 * CSP and Permissions-Policy govern documents; browsers ignore them on a script,
 * stylesheet or font. On the hashed build files (never rendered as a page, and
 * `nosniff` forbids sniffing one into HTML) they would only add about 2 KB of
 * headers to each of the half-dozen script responses a page makes. SVG keeps
 * them: an SVG opened directly is a document that can run script.
 */
const SUBRESOURCE_TYPE = /^(text\/javascript|application\/javascript|text\/css|font\/)/;
const DOCUMENT_ONLY = new Set(["content-security-policy", "permissions-policy"]);

function withoutDocumentPolicies(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY.has(name)));
}

/** Adds the security headers to every response of `app`: pages, assets, redirects, 404s, API errors. */
export function addSecurityHeaders(app: FastifyInstance, sources: CspSources): void {
  // Two precomputed maps: nothing is built per request.
  const overHttp = securityHeaders(sources, { https: false });
  const overHttps = securityHeaders(sources, { https: true });
  // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY trusts the sender.
  const headersFor = (request: Pick<FastifyRequest, "protocol">) =>
    request.protocol === "https" ? overHttps : overHttp;
  const assetHeaders = { http: withoutDocumentPolicies(overHttp), https: withoutDocumentPolicies(overHttps) };
  app.decorate("securityHeadersFor", headersFor);
  app.addHook("onSend", async (request, reply, payload) => {
    const subresource =
      request.url.startsWith("/assets/") &&
      SUBRESOURCE_TYPE.test(String(reply.getHeader("content-type") ?? ""));
    if (subresource) reply.headers(request.protocol === "https" ? assetHeaders.https : assetHeaders.http);
    else reply.headers(headersFor(request));
    return payload;
  });
}

/** Percent-encodings of the characters RFC 3986 calls unreserved: letters, digits, - . _ ~ */
const ENCODED_UNRESERVED = /%(3[0-9]|4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a]|2d|2e|5f|7e)/gi;

/**
 * Fastify's `rewriteUrl` option: the one path that every hook (the inbox guard, these
 * headers) and the router read. The router decodes percent-encodings before matching, so
 * `/%69nbox/api/…` reached the inbox while the guard, reading the raw URL, saw no inbox
 * and skipped its Origin check and private headers. Encoded unreserved characters mean
 * the same as the characters themselves (RFC 3986, 6.2.2.2), so they are decoded here,
 * before routing; what the router decodes afterwards can never spell a letter, digit or
 * `/`, so it cannot move a request into or out of /inbox. Dot segments and doubled slashes
 * are left alone: the router matches no route through them, and they answer 404.
 */
export function canonicalUrl(request: { url?: string }): string {
  const url = request.url ?? "/";
  const end = pathEnd(url);
  if (url.lastIndexOf("%", end) === -1) return url;
  return url.slice(0, end).replace(ENCODED_UNRESERVED, (code) => decodeURIComponent(code)) + url.slice(end);
}

/** The path of a request target: what precedes `?` or `#`, where the router stops reading. */
export function requestPath(url: string): string {
  return url.slice(0, pathEnd(url));
}

function pathEnd(url: string): number {
  const query = url.indexOf("?");
  const fragment = url.indexOf("#");
  if (query === -1) return fragment === -1 ? url.length : fragment;
  return fragment === -1 ? query : Math.min(query, fragment);
}

/**
 * Fastify's `frameworkErrors` option: a URL that cannot be decoded (`/%`) is
 * answered before routing and hooks, so without this the 400 would go out with
 * no security headers and Fastify's JSON echoing the URL back. Under the data API
 * it is PostgREST's "invalid path" (404 PGRST125), found by the reliability suite.
 */
export function onFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const headers = reply.server.securityHeadersFor?.(request);
  if (headers) reply.headers(headers);
  // Under the data API's prefix (app.ts) every answer has PostgREST's shape, this one too.
  if (/^\/rest\/v1(\/|$|\?)/.test(request.url)) return void sendApiError(reply, errors.invalidPath());
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  void reply.code(status).type("text/html; charset=utf-8").send(errorPage(status));
}
