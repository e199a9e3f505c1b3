import type { FastifyReply } from "fastify";
import { AUTH_COPY, type AuthCopyCode } from "./copy.ts";

/** The inbox API's one error shape: `{code, message}`. */
export function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).type("application/json; charset=utf-8").send({ code, message });
}

/** An error whose words are the server's copy for `code` (auth-copy.ts). */
export function sendCopy(reply: FastifyReply, status: number, code: AuthCopyCode) {
  return sendError(reply, status, code, AUTH_COPY[code]);
}

export const refusals = {
  unauthenticated: (reply: FastifyReply) => sendCopy(reply, 401, "unauthenticated"),
  secondFactor: (reply: FastifyReply) => sendCopy(reply, 403, "second_factor_required"),
  notFound: (reply: FastifyReply) => sendCopy(reply, 404, "not_found"),
  tooMany: (reply: FastifyReply, retryAfterSeconds: number) =>
    sendCopy(reply.header("retry-after", String(retryAfterSeconds)), 429, "too_many_attempts"),
};
