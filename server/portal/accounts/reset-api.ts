import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PortalReset } from "#common/portal-person-api.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { ApiError } from "#server/http/api-error.ts";
import { portalErrorHandler, portalErrors } from "../portal-errors.ts";
import { paramOf } from "../request-input.ts";
import { STAFF_ROUTE } from "../route-table.ts";
import {
  type ResetDeps,
  type ResetDone,
  type ResetRefusal,
  resetSecondFactor,
  sendPasswordReset,
} from "./resets.ts";

const refusals: Record<Exclude<ResetRefusal, "no_person">, () => ApiError> = {
  revoked: () =>
    new ApiError(
      409,
      "revoked",
      "This person's access is revoked; restore it before resetting their sign-in.",
    ),
  not_enrolled: () =>
    new ApiError(
      409,
      "not_enrolled",
      "This person has not finished setting up their sign-in; send them an invitation instead.",
    ),
};

const mailFailed = () =>
  new ApiError(502, "mail_failed", "The e-mail could not be sent. Try again in a moment.");

type Reset = (deps: ResetDeps, personId: string) => Promise<ResetDone | ResetRefusal>;

/**
 * Staff routes, under /inbox/api/portal, that let a locked-out person back in: a
 * password-reset link, or a second-factor reset. Each ends the person's sessions and is
 * in the audit log under the person, by the staff member who sent it.
 */
export async function portalResetApi(app: FastifyInstance, { deps }: { deps: ResetDeps }) {
  const route = (path: string, reset: Reset, event: string) =>
    app.post(`/people/:personId/${path}`, STAFF_ROUTE, async (request: FastifyRequest, reply) => {
      const personId = paramOf(request, "personId", portalErrors.noPerson);
      const answer = await reset(deps, personId).catch((error: unknown) => {
        request.log.warn(
          `Portal reset mail failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        throw mailFailed();
      });
      if (answer === "no_person") throw portalErrors.noPerson();
      if (typeof answer === "string") throw refusals[answer]();
      await recordAudit(deps.db, {
        event,
        actorId: request.staff?.id ?? null,
        actorEmail: request.staff?.email ?? null,
        subject: `person:${personId}`,
        detail: { personId, mailed: answer.link === null, sessionsEnded: answer.sessionsEnded },
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
        personId,
      });
      const { issued: _link, ...shown } = answer;
      return reply.code(201).send(shown satisfies PortalReset);
    });
  route("password-reset", sendPasswordReset, "portal_password_reset_sent");
  route("second-factor-reset", resetSecondFactor, "portal_second_factor_reset");
  app.setErrorHandler(portalErrorHandler);
}
