import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { ORGANISATION_KINDS, PORTAL_ROLES } from "#common/portal-api.ts";
import type { FromInquiryResult } from "#common/portal-person-api.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { ApiError } from "#server/http/api-error.ts";
import { bodyOf } from "#server/http/request-body.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import { portalErrorHandler, portalErrors } from "../portal-errors.ts";
import { paramOf, recordId, recordName } from "../request-input.ts";
import { STAFF_ROUTE } from "../route-table.ts";
import { linkFromInquiry } from "../staff/from-inquiry.ts";
import {
  type InviteDeps,
  invitePerson,
  restorePerson,
  revokePerson,
  withdrawInvitation,
} from "./invitations.ts";

const fromInquiry = z
  .object({
    organisationId: recordId.optional(),
    organisationName: recordName.optional(),
    organisationKind: z.enum(ORGANISATION_KINDS).optional(),
    role: z.enum(PORTAL_ROLES),
  })
  .strict();

const refusals = {
  revoked: () =>
    new ApiError(409, "revoked", "This person's access is revoked; restore it before inviting them."),
  enrolled: () => new ApiError(409, "already_enrolled", "This person has already set up their sign-in."),
  resetPending: () =>
    new ApiError(
      409,
      "second_factor_reset",
      "This person's second factor was reset: send them a new second-factor link, not an invitation.",
    ),
  noInvitation: () => new ApiError(404, "not_found", "This person has no open invitation."),
  notRevoked: () => new ApiError(404, "not_found", "This person's access is not revoked."),
  mailFailed: () =>
    new ApiError(502, "mail_failed", "The invitation e-mail could not be sent. Try again in a moment."),
};

/** An event about a person's portal account, by the staff member who acted. */
async function audit(
  request: FastifyRequest,
  event: string,
  personId: string,
  detail?: Record<string, unknown>,
) {
  const db = request.server.authDb;
  if (!db) throw new Error("the portal's invitations need the staff sign-in registered first");
  await recordAudit(db, {
    event,
    actorId: request.staff?.id ?? null,
    actorEmail: request.staff?.email ?? null,
    subject: `person:${personId}`,
    detail: { personId, ...detail },
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? null,
    personId,
  });
}

/**
 * Staff routes for people's portal accounts, under /inbox/api/portal: invitations sent and
 * withdrawn, access revoked and restored, and "Invite to the portal" from an inquiry.
 */
export async function portalInvitationApi(
  app: FastifyInstance,
  { records, invite }: { records: PortalRecords; invite: InviteDeps },
) {
  const send = async (request: FastifyRequest, personId: string) => {
    const invitation = await invitePerson(invite, personId).catch((error: unknown) => {
      request.log.warn(
        `Portal invitation mail failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw refusals.mailFailed();
    });
    if (invitation === "no_person") throw portalErrors.noPerson();
    if (invitation === "revoked") throw refusals.revoked();
    if (invitation === "enrolled") throw refusals.enrolled();
    if (invitation === "second_factor_reset") throw refusals.resetPending();
    await audit(request, "portal_invitation_created", personId, { mailed: invitation.link === null });
    return invitation;
  };

  app.post("/people/:personId/invitation", STAFF_ROUTE, async (request, reply) => {
    const personId = paramOf(request, "personId", portalErrors.noPerson);
    return reply.code(201).send(await send(request, personId));
  });

  app.delete("/people/:personId/invitation", STAFF_ROUTE, async (request, reply) => {
    const personId = paramOf(request, "personId", portalErrors.noPerson);
    if (!(await withdrawInvitation(invite.db, personId))) throw refusals.noInvitation();
    await audit(request, "portal_invitation_withdrawn", personId);
    return reply.code(204).send();
  });

  app.post("/people/:personId/revocation", STAFF_ROUTE, async (request, reply) => {
    const personId = paramOf(request, "personId", portalErrors.noPerson);
    const ended = await revokePerson(invite.db, personId, request.staff?.id ?? "");
    if (ended === undefined) throw portalErrors.noPerson();
    await audit(request, "portal_access_revoked", personId, { sessionsEnded: ended });
    return reply.code(204).send();
  });

  app.delete("/people/:personId/revocation", STAFF_ROUTE, async (request, reply) => {
    const personId = paramOf(request, "personId", portalErrors.noPerson);
    if (!(await restorePerson(invite.db, personId))) throw refusals.notRevoked();
    await audit(request, "portal_access_restored", personId);
    return reply.code(204).send();
  });

  app.post("/inquiries/:inquiryId/invitation", STAFF_ROUTE, async (request, reply) => {
    const inquiryId = (request.params as { inquiryId?: unknown }).inquiryId;
    if (typeof inquiryId !== "string" || !/^\d{1,18}$/.test(inquiryId)) throw portalErrors.noInquiry();
    const input = bodyOf(fromInquiry, request);
    const linked = await linkFromInquiry(request, records, invite.db, inquiryId, input);
    const result: FromInquiryResult = { ...linked, invitation: await send(request, linked.personId) };
    return reply.code(201).send(result);
  });

  app.setErrorHandler(portalErrorHandler);
}
