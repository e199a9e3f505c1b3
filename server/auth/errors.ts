import type { FastifyReply } from "fastify";

/** The inbox API's one error shape: `{code, message}`. */
export function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).type("application/json; charset=utf-8").send({ code, message });
}

export const refusals = {
  unauthenticated: (reply: FastifyReply) => sendError(reply, 401, "unauthenticated", "Sign in to continue."),
  secondFactor: (reply: FastifyReply) =>
    sendError(reply, 403, "second_factor_required", "Confirm your sign-in with a second factor."),
  notFound: (reply: FastifyReply) => sendError(reply, 404, "not_found", "No such endpoint."),
  tooMany: (reply: FastifyReply, retryAfterSeconds: number) =>
    reply
      .header("retry-after", String(retryAfterSeconds))
      .code(429)
      .type("application/json; charset=utf-8")
      .send({ code: "too_many_attempts", message: "Too many attempts. Try again later." }),
};
