import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { InboxQueryTimeout } from "#server/inbox/records/query-timeout.ts";

/** An answer of the inbox API that is not a success: one JSON shape, `{code, message}`. */
export class InboxError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export const inboxErrors = {
  invalid: (message: string) => new InboxError(400, "invalid_request", message),
  notFound: () => new InboxError(404, "not_found", "There is no such inquiry; it may have been erased."),
  noRoute: () => new InboxError(404, "not_found", "There is no such inbox API route."),
  mediaType: () =>
    new InboxError(415, "unsupported_media_type", "Send the request body as application/json."),
  tooLarge: () => new InboxError(413, "payload_too_large", "The request body is too large."),
  queryTimeout: () =>
    new InboxError(
      503,
      "query_timeout",
      "This search took too long and was stopped. Use longer words, fewer of them, or narrow the list by status or dates.",
    ),
  /** Any other refusal with its own code (409 conflicts, 403, 503). */
  refused: (status: number, code: string, message: string) => new InboxError(status, code, message),
  internal: () => new InboxError(500, "internal_error", "The inbox could not answer; try again in a moment."),
};

export function sendInboxError(reply: FastifyReply, error: InboxError): FastifyReply {
  return reply.code(error.status).type("application/json").send({ code: error.code, message: error.message });
}

/** Every failure under /inbox/api/ in the one shape: never Fastify's own format or a stack. */
export function inboxErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof InboxError) return sendInboxError(reply, error);
  if (error instanceof InboxQueryTimeout) return sendInboxError(reply, inboxErrors.queryTimeout());
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return sendInboxError(reply, inboxErrors.tooLarge());
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || error.code === "FST_ERR_CTP_INVALID_CONTENT_LENGTH")
    return sendInboxError(reply, inboxErrors.mediaType());
  if (error.statusCode === 415) return sendInboxError(reply, inboxErrors.mediaType());
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
    return sendInboxError(reply, inboxErrors.invalid("The request could not be read."));
  request.log.error({ err: error }, "unexpected error in the inbox API");
  return sendInboxError(reply, inboxErrors.internal());
}
