import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuthDatabase } from "../database.ts";
import { refusals } from "../errors.ts";
import type { RealmAuth } from "../library/create-auth.ts";
import { loadSession } from "../sessions/session-check.ts";
import { passedBothFactors } from "../sessions/signed-in.ts";

export type { Staff } from "./staff-member.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The staff authentication, set by registerStaffAuth. */
    staffAuth?: RealmAuth;
    /** The staff tables (audit log included), set by registerStaffAuth. */
    authDb?: AuthDatabase;
  }
}

/**
 * Fastify preHandler for every private route: 401 `unauthenticated` without a valid
 * session, 403 `second_factor_required` when the session has not passed a second
 * factor, else `request.staff` is set. Each call also renews the session while in use.
 */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const auth = request.server.staffAuth;
  if (!auth) throw new Error("requireStaff used before registerStaffAuth");
  const session = await loadSession(auth, request);
  if (!session) return void (await refusals.unauthenticated(reply));
  const staff = await passedBothFactors(session, reply);
  if (staff) request.staff = staff;
}
