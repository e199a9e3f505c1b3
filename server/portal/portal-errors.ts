import { ApiError, apiErrorHandler, apiErrors } from "#server/http/api-error.ts";
import type { AccessRefusal } from "./access.ts";

/** What a person is told when the access rule refuses (decision 0021, point 5). */
export const ACCESS_REFUSALS: Record<AccessRefusal, string> = {
  not_found: "There is no such deal.",
  access_ended: "Your access to this deal has ended. Ask your contact at the firm if you need it again.",
  terms_required: "Accept this deal's terms to see it.",
  not_allowed: "Your role on this deal does not allow this.",
  read_only: "This is a preview: nothing can be changed.",
};

const notFound = (what: string) => new ApiError(404, "not_found", `There is no such ${what}.`);

/** The portal APIs' own refusals, in the APIs' one shape (server/http/api-error.ts). */
export const portalErrors = {
  ...apiErrors,
  noDeal: () => notFound("deal"),
  noOrganisation: () => notFound("organisation"),
  noPerson: () => notFound("person"),
  noInquiry: () => notFound("inquiry; it may have been erased"),
  noMembership: () => notFound("membership"),
  noGrant: () => notFound("grant on this deal"),
  noRoute: () => notFound("portal API route"),
  emailTaken: () =>
    new ApiError(409, "duplicate", "Another person already has this e-mail address (in any letter case)."),
  alreadyMember: () =>
    new ApiError(409, "duplicate", "This person is already a member of this organisation."),
  grantOpen: () =>
    new ApiError(
      409,
      "duplicate",
      "This organisation already has a grant on this deal that is not revoked; revoke it first.",
    ),
  alreadyRevoked: () => new ApiError(409, "already_revoked", "This grant was already revoked."),
  notRevoked: () =>
    new ApiError(409, "not_revoked", "This grant is not revoked: there is nothing to restore."),
  grantEnded: () =>
    new ApiError(
      409,
      "grant_ended",
      "This access had reached its last day; give access again with a new end date.",
    ),
  archived: () =>
    new ApiError(
      409,
      "archived",
      "The deal or the organisation is archived; bring it back from the archive first.",
    ),
  inUse: () =>
    new ApiError(
      409,
      "in_use",
      "Other records depend on this one (access given, members, documents, updates or questions); archive it instead.",
    ),
  withdrawn: () => new ApiError(409, "withdrawn", "This update was withdrawn; it can no longer change."),
  noUpdate: () => notFound("update"),
  noQuestion: () => notFound("question"),
  noTerms: () => notFound("terms for this deal"),
  noGrantForAudience: () =>
    new ApiError(
      400,
      "invalid_request",
      "organisationIds: each organisation must have live access to this deal.",
    ),
  staleTerms: () =>
    new ApiError(409, "stale_terms", "These terms have a newer version: read it and accept that one."),
  notAnswered: () => new ApiError(409, "not_answered", "Answer the question before publishing it."),
  /** The access rule's refusals (access.ts), in words a person can act on. */
  termsNotReady: () =>
    new ApiError(409, "terms_not_ready", "The firm has not published this deal's terms yet."),
  access: (status: 403 | 404, code: keyof typeof ACCESS_REFUSALS) =>
    new ApiError(status, code, ACCESS_REFUSALS[code]),
  internal: () =>
    new ApiError(500, "internal_error", "The portal records could not answer; try again in a moment."),
};

/** Every failure under /inbox/api/portal/ and /portal/api/ in the one shape. */
export const portalErrorHandler = apiErrorHandler({
  internal: portalErrors.internal,
  unexpected: "unexpected error in the portal records API",
});
