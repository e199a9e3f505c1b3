import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

/**
 * An answer of the staff and portal APIs that is not a success, in their one JSON shape
 * `{code, message}`. Each feature keeps its own list of codes and words; this is the type
 * they are all made of, thrown by a route or sent by a guard.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** The answers every one of these APIs words the same way. */
export const apiErrors = {
  invalid: (message: string) => new ApiError(400, "invalid_request", message),
  mediaType: () => new ApiError(415, "unsupported_media_type", "Send the request body as application/json."),
  tooLarge: () => new ApiError(413, "payload_too_large", "The request body is too large."),
  /** An API path that no route answers, before any API's own 404 is registered there. */
  noEndpoint: () => new ApiError(404, "not_found", "No such endpoint."),
};

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply
    .code(error.status)
    .type("application/json; charset=utf-8")
    .send({ code: error.code, message: error.message });
}

export interface ApiErrorHandling {
  /** This API's 500, in its own words. */
  internal: () => ApiError;
  /** What the log line says of an error no rule expected. */
  unexpected: string;
  /**
   * A feature's own failures (a query that timed out, a file refused) as an answer, asked
   * first; it may add headers to `reply`. Undefined: not one of the feature's own.
   */
  known?: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => ApiError | undefined;
}

/** The error handler of an API: every failure in the one shape, never Fastify's own format or a stack. */
export function apiErrorHandler({ internal, unexpected, known }: ApiErrorHandling) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const own = known?.(error, request, reply);
    if (own) return sendApiError(reply, own);
    if (error instanceof ApiError) return sendApiError(reply, error);
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return sendApiError(reply, apiErrors.tooLarge());
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || error.statusCode === 415)
      return sendApiError(reply, apiErrors.mediaType());
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
      return sendApiError(reply, apiErrors.invalid("The request could not be read."));
    request.log.error({ err: error }, unexpected);
    return sendApiError(reply, internal());
  };
}
