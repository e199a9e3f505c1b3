import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuthDatabase } from "../database.ts";
import { refusals } from "../errors.ts";
import { loadSession } from "../sessions/session-check.ts";
import { passedBothFactors } from "../sessions/signed-in.ts";
import "../staff/require-staff.ts";

export type { SignedInPerson } from "./portal-person.ts";

async function isRevoked(db: AuthDatabase, personId: string): Promise<boolean> {
  const rows = await db.all("SELECT 1 AS revoked FROM portal_revocations WHERE user_id = ?", [personId]);
  return rows.length > 0;
}

/**
 * Fastify preHandler for the portal people's routes, like requireStaff on the portal's
 * own instance (only its cookie, only its tables): 401 `unauthenticated` without a valid
 * session or for a revoked person (whose session is ended here, should one have been
 * made while the revocation was written), 403 `second_factor_required` for the enrolment
 * session, else `request.portalPerson` is set. Each call renews the session while in use.
 */
export async function requirePortalPerson(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const auth = request.server.portalAuth;
  const db = request.server.authDb;
  if (!auth || !db) throw new Error("requirePortalPerson used before the portal's sign-in was registered");
  const session = await loadSession(auth, request);
  if (!session) return void (await refusals.unauthenticated(reply));
  if (await isRevoked(db, session.userId)) {
    await (await auth.$context).internalAdapter.deleteSession(session.token);
    return void (await refusals.unauthenticated(reply));
  }
  const person = await passedBothFactors(session, reply);
  if (person) request.portalPerson = person;
}
