import { ApiError, apiErrorHandler, apiErrors } from "#server/http/api-error.ts";
import { InboxQueryTimeout } from "#server/inbox/records/query-timeout.ts";

/** The inbox API's own refusals, in the APIs' one shape (server/http/api-error.ts). */
export const inboxErrors = {
  ...apiErrors,
  notFound: () => new ApiError(404, "not_found", "There is no such inquiry; it may have been erased."),
  noRoute: () => new ApiError(404, "not_found", "There is no such inbox API route."),
  queryTimeout: () =>
    new ApiError(
      503,
      "query_timeout",
      "This search took too long and was stopped. Use longer words, fewer of them, or narrow the list by status or dates.",
    ),
  /** Any other refusal with its own code (409 conflicts, 403, 503). */
  refused: (status: number, code: string, message: string) => new ApiError(status, code, message),
  internal: () => new ApiError(500, "internal_error", "The inbox could not answer; try again in a moment."),
};

/** Every failure under /inbox/api/ in the one shape. */
export const inboxErrorHandler = apiErrorHandler({
  internal: inboxErrors.internal,
  unexpected: "unexpected error in the inbox API",
  known: (error) => {
    if (error instanceof InboxQueryTimeout) return inboxErrors.queryTimeout();
    // A body shorter or longer than its Content-Length has always been answered as one
    // not sent as JSON here.
    if (error.code === "FST_ERR_CTP_INVALID_CONTENT_LENGTH") return inboxErrors.mediaType();
    return undefined;
  },
});
