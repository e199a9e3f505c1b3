import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import { recordAudit } from "#server/audit/record-audit.ts";
import { clientFacts } from "../client-facts.ts";
import type { AuthDatabase } from "../database.ts";
import { refusals } from "../errors.ts";
import type { RealmAuth } from "../library/create-auth.ts";
import { SESSION_ABSOLUTE_SECONDS } from "../lifetimes.ts";
import { type AuthRealm, auditRealm } from "../realm.ts";
import { loadSession } from "./session-check.ts";

/** What a realm adds to each of its routes (the portal's access rule, no HEAD twin). */
export type RouteExtras = Pick<RouteShorthandOptions, "config" | "exposeHeadRoute">;

/**
 * The client's view of its session (the inbox's, or the portal's). GET reads it; POST /renew is the renewal the
 * client makes before expiry: it answers the new expiry, or 401 when the session was
 * revoked or has expired (a definitive refusal).
 */
export function registerSessionRoutes(
  app: FastifyInstance,
  realm: AuthRealm,
  auth: RealmAuth,
  db: AuthDatabase,
  extras: RouteExtras = {},
): void {
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await loadSession(auth, request);
    if (!session) return refusals.unauthenticated(reply);
    if (session.renewedCookies.length > 0) {
      reply.header("set-cookie", session.renewedCookies);
      const facts = clientFacts(request);
      await recordAudit(db, {
        event: "session_renewed",
        actorId: session.userId,
        actorEmail: session.email,
        ...auditRealm(realm, session.userId),
        ip: facts.ip,
        userAgent: facts.userAgent,
      });
    }
    const absoluteEnd = new Date(session.createdAt.getTime() + SESSION_ABSOLUTE_SECONDS * 1000);
    return {
      user: { id: session.userId, email: session.email, name: session.name },
      secondFactor: session.twoFactorEnabled,
      expiresAt: new Date(Math.min(session.expiresAt.getTime(), absoluteEnd.getTime())).toISOString(),
      serverTime: new Date().toISOString(),
    };
  };
  app.get(`${realm.apiPath}/session`, extras, answer);
  app.post(`${realm.apiPath}/session/renew`, extras, answer);
}

/** Who is signed in, behind requireStaff: the smallest private route, and the guard's proof. */
export function registerStaffMe(
  app: FastifyInstance,
  guard: import("fastify").preHandlerAsyncHookHandler,
): void {
  app.get("/inbox/api/staff/me", { preHandler: guard }, async (request) => ({ staff: request.staff }));
}
