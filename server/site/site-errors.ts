import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CACHE_REVALIDATE } from "#common/cache-policy.ts";
import { lingerAfterRefusal } from "#server/http/linger.ts";
import { errorPage } from "./error-page.ts";
import type { ServedPaths } from "./served-paths.ts";

/**
 * Refusals on the site's paths, in the site's shape: an HTML page (with the security
 * headers of every answer), never Fastify's JSON errors or a bare plain-text status.
 */

export function sendErrorPage(reply: FastifyReply, status: number): FastifyReply {
  return reply
    .code(status)
    .header("cache-control", CACHE_REVALIDATE)
    .type("text/html; charset=utf-8")
    .send(errorPage(status));
}

/** A method other than GET and HEAD: 405 on a page (or any served file), else 404. */
export function refuseMethod(request: FastifyRequest, reply: FastifyReply, site: ServedPaths): FastifyReply {
  if (site.entries.has(requestPath(request) ?? ""))
    return sendErrorPage(reply.header("allow", "GET, HEAD"), 405);
  return sendErrorPage(reply, 404);
}

/**
 * Errors outside the data API (which has its own handler). A body sent where none is
 * read (a JSON or form POST to a page) fails in Fastify's body parser before any route;
 * the answer is the one the method and path deserve, whatever the body held.
 */
export function registerSiteErrors(app: FastifyInstance, site: ServedPaths): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      lingerAfterRefusal(request, reply);
      return sendErrorPage(reply, 413);
    }
    // QUERY without a Content-Type fails in Fastify before the route, like a bad body.
    const bodyProblem =
      error.code?.startsWith("FST_ERR_CTP_") || error.code === "FST_ERR_ROUTE_MISSING_CONTENT_TYPE";
    if (bodyProblem) return refuseMethod(request, reply, site);
    const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "unexpected error serving the site");
    return sendErrorPage(reply, Math.min(status, 500));
  });
}

/** The decoded path of the request URL, or undefined when it cannot be decoded. */
export function requestPath(request: FastifyRequest): string | undefined {
  const raw = request.url.split("?", 1)[0] ?? "/";
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
