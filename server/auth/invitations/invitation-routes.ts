import type { FastifyInstance } from "fastify";
import type { AuthDatabase } from "../database.ts";
import { refusals, sendCopy } from "../errors.ts";
import type { RealmAuth } from "../library/create-auth.ts";
import { limitKey, networkOf, SIGN_IN_PER_ADDRESS, takeAttempt } from "../limits/windows.ts";
import { passwordProblem } from "../passwords/password-policy.ts";
import { type AuthRealm, scopeOf } from "../realm.ts";
import type { RouteExtras } from "../sessions/session-routes.ts";
import { findInvitation } from "./invitations.ts";

/** Counted per network like sign-in, and lifted with the other limits (AUTH_LIMITS=off). */
const attempt = (db: AuthDatabase, realm: AuthRealm, ip: string, limits: boolean) =>
  limits
    ? takeAttempt(db, limitKey(scopeOf(realm, "invitation-network"), networkOf(ip)), SIGN_IN_PER_ADDRESS)
    : Promise.resolve({ allowed: true as const });

/**
 * The invitation page's two calls: check a link, then set the password. The password is
 * hashed by the authentication library; the person then signs in with it and the link's
 * token (sign-in-gate.ts) to enrol an authenticator, which closes the invitation.
 */
export function registerInvitationRoutes(
  app: FastifyInstance,
  realm: AuthRealm,
  deps: { auth: RealmAuth; db: AuthDatabase; limits: boolean },
  extras: RouteExtras = {},
): void {
  const { auth, db, limits } = deps;
  app.post(`${realm.apiPath}/invitations/check`, extras, async (request, reply) => {
    const verdict = await attempt(db, realm, request.ip, limits);
    if (!verdict.allowed) return refusals.tooMany(reply, verdict.retryAfterSeconds);
    const token = String((request.body as { token?: unknown } | null)?.token ?? "");
    const invitation = await findInvitation(db, token, realm);
    if (!invitation) return sendCopy(reply, 404, "invitation_invalid");
    // A second-factor link keeps the password: the page asks for it instead of a new one.
    if (invitation.purpose === "second_factor")
      return { email: invitation.email, name: invitation.name, keepPassword: true };
    return { email: invitation.email, name: invitation.name };
  });

  app.post(`${realm.apiPath}/invitations/accept`, extras, async (request, reply) => {
    const verdict = await attempt(db, realm, request.ip, limits);
    if (!verdict.allowed) return refusals.tooMany(reply, verdict.retryAfterSeconds);
    const body = (request.body ?? {}) as { token?: unknown; password?: unknown };
    const invitation = await findInvitation(db, String(body.token ?? ""), realm);
    if (!invitation) return sendCopy(reply, 404, "invitation_invalid");
    // The link alone must never choose the password: with it, one factor would be enough.
    if (invitation.purpose === "second_factor") return sendCopy(reply, 409, "invitation_keeps_password");
    const password = typeof body.password === "string" ? body.password : "";
    const problem = passwordProblem(password);
    if (problem) return sendCopy(reply, 400, `password_${problem}`);
    const context = await auth.$context;
    const hash = await context.password.hash(password);
    const accounts = await context.internalAdapter.findAccounts(invitation.userId);
    if (accounts.some((account) => account.providerId === "credential")) {
      await context.internalAdapter.updatePassword(invitation.userId, hash);
    } else {
      await context.internalAdapter.linkAccount({
        userId: invitation.userId,
        providerId: "credential",
        accountId: invitation.userId,
        password: hash,
      });
    }
    await context.internalAdapter.deleteUserSessions(invitation.userId);
    return { email: invitation.email };
  });
}
