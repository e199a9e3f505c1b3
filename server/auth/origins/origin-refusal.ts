import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError, sendApiError } from "#server/http/api-error.ts";
import { originRefusedMessage } from "../copy.ts";
import type { PrivateOrigins } from "./origins.ts";

/** The staff API (as opposed to the staff pages a browser navigates to). */
export function isApiPath(url: string): boolean {
  return url.startsWith("/inbox/api/") || url === "/inbox/api";
}

/** What a browser's origin looks like in one log line: bounded, printable. */
function printable(value: unknown): string {
  if (typeof value !== "string") return "(none)";
  return JSON.stringify(value.slice(0, 200));
}

/**
 * A staff request from an origin this server does not accept: 403 `origin_refused`, naming
 * the address that works, and one warning line for the operator. Never worded as a wrong
 * password or an expired link, which is what the screens used to show for it.
 */
export function refuseOrigin(
  request: FastifyRequest,
  reply: FastifyReply,
  origins: PrivateOrigins,
  appPath = "/inbox",
) {
  const useOrigin = origins.fixed ? origins.canonical : sameMachineOrigin(request, origins);
  request.log.warn(
    `Staff request refused: origin ${printable(request.headers.origin)} at host ${printable(request.headers.host)} is not accepted; staff screens work at ${useOrigin}`,
  );
  return sendApiError(reply, new ApiError(403, "origin_refused", originRefusedMessage(useOrigin, appPath)));
}

/** Without PUBLIC_SITE_URL: localhost on the port this request came in on. */
function sameMachineOrigin(request: FastifyRequest, origins: PrivateOrigins): string {
  const port = /:(\d{1,5})$/.exec(request.headers.host ?? "")?.[1];
  return port ? `http://localhost:${port}` : origins.canonical;
}
