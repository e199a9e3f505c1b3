import type { FastifyReply } from "fastify";
import { ApiError, sendApiError } from "#server/http/api-error.ts";
import { AUTH_COPY, type AuthCopyCode } from "./copy.ts";

/** An error whose words are the server's copy for `code` (auth-copy.ts), in the APIs' one shape. */
export function sendCopy(reply: FastifyReply, status: number, code: AuthCopyCode) {
  return sendApiError(reply, new ApiError(status, code, AUTH_COPY[code]));
}

export const refusals = {
  unauthenticated: (reply: FastifyReply) => sendCopy(reply, 401, "unauthenticated"),
  secondFactor: (reply: FastifyReply) => sendCopy(reply, 403, "second_factor_required"),
  notFound: (reply: FastifyReply) => sendCopy(reply, 404, "not_found"),
  tooMany: (reply: FastifyReply, retryAfterSeconds: number) =>
    sendCopy(reply.header("retry-after", String(retryAfterSeconds)), 429, "too_many_attempts"),
};
