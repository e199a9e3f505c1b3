import type { FastifyBaseLogger, FastifyReply } from "fastify";
import { ApiError, sendApiError } from "#server/http/api-error.ts";
import { AUTH_COPY, PORTAL_RESET_MAILED, PORTAL_RESET_UNAVAILABLE, RESET_MAILED } from "../copy.ts";
import type { RealmAuth } from "../library/create-auth.ts";
import type { AuthRealm } from "../realm.ts";

/**
 * "Forgot password". Without SMTP nothing can be sent: every address gets the same answer
 * saying so, and what to do instead. With SMTP the answer goes out before the library looks
 * the address up: its work (a token row, the mail) happens afterwards, so the answer takes
 * the same steps and the same time for an account and for an unknown address.
 */
export function answerResetRequest(
  reply: FastifyReply,
  deps: { realm: AuthRealm; auth: RealmAuth; mail: boolean; log: FastifyBaseLogger },
  libraryRequest: Request,
) {
  const portal = deps.realm.name === "portal";
  if (!deps.mail)
    return sendApiError(
      reply,
      new ApiError(
        503,
        "reset_mail_unavailable",
        portal ? PORTAL_RESET_UNAVAILABLE : AUTH_COPY.reset_mail_unavailable,
      ),
    );
  setImmediate(() => {
    deps.auth
      .handler(libraryRequest)
      .then(async (response) => {
        if (response.status !== 200) deps.log.warn(`Password-reset request failed: ${await response.text()}`);
      })
      .catch((error: unknown) => deps.log.warn(`Password-reset request failed: ${String(error)}`));
  });
  return reply
    .code(200)
    .type("application/json; charset=utf-8")
    .send({ status: true, message: portal ? PORTAL_RESET_MAILED : RESET_MAILED });
}
