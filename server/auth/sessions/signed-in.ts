import type { FastifyReply } from "fastify";
import { refusals } from "../errors.ts";
import type { LoadedSession } from "./session-check.ts";

/** Whom a private route's request is signed in as: a staff member and a portal person alike. */
export interface SignedIn {
  /** The library's user id (for a portal person, also portal_people.id). */
  id: string;
  email: string;
  name: string;
  sessionId: string;
}

/**
 * The user of a session that has passed both factors, with its renewed cookie set on the
 * reply; else undefined, once 403 `second_factor_required` is answered.
 */
export async function passedBothFactors(
  session: LoadedSession,
  reply: FastifyReply,
): Promise<SignedIn | undefined> {
  if (!session.twoFactorEnabled) return void (await refusals.secondFactor(reply));
  if (session.renewedCookies.length > 0) reply.header("set-cookie", session.renewedCookies);
  return { id: session.userId, email: session.email, name: session.name, sessionId: session.sessionId };
}
