import { ApiError } from "#server/http/api-error.ts";

const notFound = (what: string) => new ApiError(404, "not_found", `There is no such ${what}.`);
const conflict = (code: string, message: string) => new ApiError(409, code, message);

/** The reporting's refusals, in the staff API's one shape `{code, message}`. */
export const reportingErrors = {
  invalidAmount: (field: string, why: string) => new ApiError(400, "invalid_request", `${field}: ${why}`),
  invalid: (message: string) => new ApiError(400, "invalid_request", message),
  noSettings: () => conflict("no_settings", "Set the deal's reporting currency first (Reporting settings)."),
  currencyFixed: () =>
    conflict(
      "currency_fixed",
      "This deal already holds amounts in its currency; its currency can no longer change.",
    ),
  noNotice: () => notFound("notice on this deal"),
  noImport: () => notFound("import on this deal"),
  noBankDetails: () => notFound("bank details on this deal"),
  noCommitments: () =>
    conflict(
      "no_commitments",
      "No organisation has a commitment on this deal: there is nothing to allocate.",
    ),
  noticePublished: () => conflict("published", "This notice is published; it can no longer change."),
  importBlocked: () =>
    conflict(
      "import_blocked",
      "Some lines name no organisation, or more than one: match each of them before applying the file.",
    ),
  importNotPending: () =>
    conflict("import_not_pending", "This file was already applied or undone; upload it again to start over."),
  importNotApplied: () => conflict("import_not_applied", "Only an applied file can be undone."),
  badFile: (message: string) => new ApiError(422, "unreadable_file", message),
  fileTooLarge: () => new ApiError(413, "payload_too_large", "The file is too large (at most 5 MB)."),
  samePerson: () =>
    new ApiError(
      403,
      "four_eyes",
      "Bank details must be approved by a second staff member, not by the one who entered them.",
    ),
  bankDetailsNotPending: () =>
    conflict("not_pending", "These bank details were already approved or replaced."),
};
