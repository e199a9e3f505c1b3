import type { FastifyReply, FastifyRequest } from "fastify";
import "./staff.ts";

/**
 * PROVISIONAL, replaced by the staff sign-in's own guard at merge: the same signature
 * and answers. Until sign-in exists no session can be valid, so every request is
 * refused with 401 — the inbox is never open by accident.
 */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.staff) return;
  await reply
    .code(401)
    .header("cache-control", "no-store")
    .send({ code: "unauthenticated", message: "Sign in to use the inbox." });
}
