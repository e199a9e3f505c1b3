import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import type { Config } from "#server/config.ts";
import { lingerAfterRefusal } from "#server/http/linger.ts";
import type { InsertRateLimit } from "#server/http/rate-limit.ts";
import type { SubmissionStore } from "#server/store/index.ts";
import { apiKeyGate } from "./api-key.ts";
import { corsGate } from "./cors.ts";
import { ApiError, errors, sendApiError, TABLE } from "./postgrest-errors.ts";
import { insertHandler } from "./rest-insert.ts";

export interface RestApiOptions {
  config: Config;
  store: SubmissionStore;
  /** The per-client insert limit, shared with the contact form's plain-HTML post. */
  rateLimit: InsertRateLimit | undefined;
}

// HEAD is added by Fastify for every GET route.
const METHODS: HTTPMethods[] = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * The PostgREST-compatible data API, registered under /rest/v1. It is an encapsulated
 * plugin: its body parser, hooks, error and not-found handlers apply to /rest/v1 only,
 * and every answer from it, errors included, has PostgREST's JSON shape.
 */
export async function restApi(
  app: FastifyInstance,
  { config, store, rateLimit }: RestApiOptions,
): Promise<void> {
  // Our own parser for every content type: the raw bytes reach the handler, which
  // answers 415 and 400 itself, so Fastify's own error format never leaks out. Bytes,
  // not text: decoding here would turn bytes that are not UTF-8 into U+FFFD and store
  // a row that differs from what was sent (found by the reliability suite).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.addHook("onRequest", corsGate(config.ALLOWED_ORIGINS));
  app.addHook("onRequest", apiKeyGate(config.PUBLIC_ANON_KEY));

  const insert = insertHandler(store);
  app.route({
    method: METHODS,
    url: `/${TABLE}`,
    ...(rateLimit ? { onRequest: rateLimit.check } : {}),
    handler: async (request, reply) => {
      if (request.method === "POST") return insert(request, reply);
      // Reading, changing or deleting submissions is never granted to the anon key.
      throw errors.permissionDenied();
    },
  });
  app.route({ method: METHODS, url: "/", handler: async () => Promise.reject(errors.rootDisabled()) });
  app.route({ method: METHODS, url: "/*", handler: async (request) => Promise.reject(unknownPath(request)) });
  app.setNotFoundHandler(async (request) => Promise.reject(unknownPath(request)));

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return sendApiError(reply, error);
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      lingerAfterRefusal(request, reply);
      return sendApiError(reply, errors.payloadTooLarge(app.initialConfig.bodyLimit ?? 0));
    }
    // A Content-Type that does not even parse as a media type ("", "json") is a wrong
    // content type too: PGRST107, not a malformed body.
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
      return sendApiError(reply, errors.mediaType(request.headers["content-type"]));
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return sendApiError(reply, errors.invalidRequest());
    }
    request.log.error({ err: error }, "unexpected error in the data API");
    return sendApiError(reply, errors.internal());
  });
}

/** One path segment reads as a table name, anything else as a malformed path. */
function unknownPath(request: FastifyRequest): ApiError {
  const path = request.url.split("?")[0]?.replace(/^\/rest\/v1\/?/, "") ?? "";
  // Only reached by a method no route lists (PROPFIND, SEARCH…).
  if (path === TABLE) return errors.unsupportedMethod(request.method);
  // The root answers the same to every method, listed or not.
  if (path === "") return errors.rootDisabled();
  return /^[^/]+$/.test(path) ? errors.tableNotFound(decodeSafely(path)) : errors.invalidPath();
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
