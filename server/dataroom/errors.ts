import { BlobCorruptError, BlobNotFoundError } from "#server/documents/blobs/blob-store.ts";
import { DocumentRefusal, REFUSALS } from "#server/documents/refusals.ts";
import { ApiError, apiErrorHandler } from "#server/http/api-error.ts";
import { portalErrors } from "#server/portal/portal-errors.ts";

/** Seconds a download refused for load (`downloads_busy`, `too_many_downloads`) is told to wait (`Retry-After`). */
export const DOWNLOAD_RETRY_AFTER_SECONDS = 10;
const RETRY_LATER = new Set(["downloads_busy", "too_many_downloads"]);

const notFound = (what: string) => new ApiError(404, "not_found", `There is no such ${what}.`);

/** The data room's refusals in the API's one shape, `{code, message}`. */
export const documentErrors = {
  noDocument: () => notFound("document"),
  noBatch: () => notFound("statement batch"),
  noPage: () => notFound("page"),
  noView: () => notFound("view of this document"),
  unmatched: () =>
    new ApiError(
      409,
      "batch_unmatched",
      "Every file must match exactly one organisation before publishing: fix the unmatched and ambiguous ones.",
    ),
  noGrant: portalErrors.noGrantForAudience,
  notInBatch: () => new ApiError(409, "not_draft", "This statement is published with its batch."),
  downloadOff: () =>
    new ApiError(403, "download_not_allowed", "This document can be read here but not downloaded."),
  badAddress: () =>
    new ApiError(
      403,
      "address_refused",
      "This page's address has expired or is not yours: open the document again.",
    ),
  notViewable: () =>
    new ApiError(409, "not_viewable", "This file cannot be shown in the viewer: download it instead."),
  downloadsBusy: () =>
    new ApiError(
      503,
      "downloads_busy",
      "Too many downloads are being prepared right now; try again in a moment.",
    ),
  tooManyDownloads: (limit: number) =>
    new ApiError(
      429,
      "too_many_downloads",
      `You already have ${limit} downloads under way; wait for one to finish, then try again.`,
    ),
  /** Final: the page was tried once and went past the render limits; it is not drawn again. */
  unshowable: () =>
    new ApiError(
      422,
      "page_unshowable",
      "This page cannot be shown: it could not be drawn within the server's limits.",
    ),
  notReady: () =>
    new ApiError(503, "page_not_ready", "This page is still being prepared; try again in a moment."),
};

/**
 * Every failure of the data room's routes in the one shape: a file refused at upload
 * (and the connection closed when the body was not read to its end), stored bytes that
 * fail their check, and the portal's own refusals.
 */
export const documentErrorHandler = apiErrorHandler({
  internal: portalErrors.internal,
  unexpected: "unexpected error in the portal records API",
  known: (error, request, reply) => {
    if (error instanceof DocumentRefusal) {
      if (error.code === "file_too_large") reply.header("connection", "close");
      if (error.status >= 500) request.log.error({ err: error }, "data room refusal");
      return new ApiError(error.status, error.code, error.message);
    }
    if (error instanceof BlobCorruptError) {
      request.log.error({ err: error }, "stored document failed its integrity check");
      return new ApiError(500, error.code, REFUSALS.document_corrupt.message);
    }
    if (error instanceof BlobNotFoundError) return documentErrors.noDocument();
    if (error instanceof ApiError && RETRY_LATER.has(error.code))
      reply.header("retry-after", String(DOWNLOAD_RETRY_AFTER_SECONDS));
    return undefined;
  },
});
