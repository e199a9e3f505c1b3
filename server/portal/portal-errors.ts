import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ACCESS_REFUSALS } from "./person/person-access.ts";

/** A refusal of the portal's staff API, in the inbox API's one shape: `{code, message}`. */
export class PortalError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const notFound = (what: string) => new PortalError(404, "not_found", `There is no such ${what}.`);

export const portalErrors = {
  invalid: (message: string) => new PortalError(400, "invalid_request", message),
  noDeal: () => notFound("deal"),
  noOrganisation: () => notFound("organisation"),
  noPerson: () => notFound("person"),
  noInquiry: () => notFound("inquiry; it may have been erased"),
  noMembership: () => notFound("membership"),
  noGrant: () => notFound("grant on this deal"),
  noRoute: () => notFound("portal API route"),
  emailTaken: () =>
    new PortalError(409, "duplicate", "Another person already has this e-mail address (in any letter case)."),
  alreadyMember: () =>
    new PortalError(409, "duplicate", "This person is already a member of this organisation."),
  grantOpen: () =>
    new PortalError(
      409,
      "duplicate",
      "This organisation already has a grant on this deal that is not revoked; revoke it first.",
    ),
  alreadyRevoked: () => new PortalError(409, "already_revoked", "This grant was already revoked."),
  notRevoked: () =>
    new PortalError(409, "not_revoked", "This grant is not revoked: there is nothing to restore."),
  grantEnded: () =>
    new PortalError(
      409,
      "grant_ended",
      "This access had reached its last day; give access again with a new end date.",
    ),
  archived: () =>
    new PortalError(
      409,
      "archived",
      "The deal or the organisation is archived; bring it back from the archive first.",
    ),
  inUse: () =>
    new PortalError(
      409,
      "in_use",
      "Other records depend on this one (access given, members, documents, updates or questions); archive it instead.",
    ),
  withdrawn: () => new PortalError(409, "withdrawn", "This update was withdrawn; it can no longer change."),
  noUpdate: () => notFound("update"),
  noQuestion: () => notFound("question"),
  noTerms: () => notFound("terms for this deal"),
  noGrantForAudience: () =>
    new PortalError(
      400,
      "invalid_request",
      "organisationIds: each organisation must have live access to this deal.",
    ),
  staleTerms: () =>
    new PortalError(409, "stale_terms", "These terms have a newer version: read it and accept that one."),
  notAnswered: () => new PortalError(409, "not_answered", "Answer the question before publishing it."),
  /** The access rule's refusals (access.ts), in words a person can act on. */
  termsNotReady: () =>
    new PortalError(409, "terms_not_ready", "The firm has not published this deal's terms yet."),
  access: (status: 403 | 404, code: keyof typeof ACCESS_REFUSALS) =>
    new PortalError(status, code, ACCESS_REFUSALS[code]),
  mediaType: () =>
    new PortalError(415, "unsupported_media_type", "Send the request body as application/json."),
  tooLarge: () => new PortalError(413, "payload_too_large", "The request body is too large."),
  internal: () =>
    new PortalError(500, "internal_error", "The portal records could not answer; try again in a moment."),
};

function send(reply: FastifyReply, error: PortalError): FastifyReply {
  return reply.code(error.status).type("application/json").send({ code: error.code, message: error.message });
}

/** Every failure under /inbox/api/portal/ in the one shape: never Fastify's own format or a stack. */
export function portalErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof PortalError) return send(reply, error);
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return send(reply, portalErrors.tooLarge());
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || error.statusCode === 415)
    return send(reply, portalErrors.mediaType());
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
    return send(reply, portalErrors.invalid("The request could not be read."));
  request.log.error({ err: error }, "unexpected error in the portal records API");
  return send(reply, portalErrors.internal());
}
