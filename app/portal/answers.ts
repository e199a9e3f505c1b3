import { redirect } from "react-router";
import type { ApiResult } from "#app/ui/api.ts";
import { loadFailure } from "#app/ui/load-failure.ts";
import { content } from "./content.ts";
import { accessEnded, throwAccessEnded } from "./layout/access-ended.tsx";
import { signInFor } from "./layout/paths.ts";
import { session } from "./session.ts";

/**
 * A loader's answer from the portal API: the body when it is 200; at 401 (the session
 * ended or was revoked on the server) the person is signed out here too and sent to sign
 * in, coming back to this page after; the deal's access ended, the screen that says so;
 * any other refusal becomes the route's error.
 */
export function answerOf<T>(result: ApiResult<T>, request: Request): T {
  if (result.status === 200) return result.body;
  if (result.status === 401) return sessionEnded(request);
  if (accessEnded(result)) return throwAccessEnded();
  return loadFailure(result);
}

/** The server no longer knows the session: signed out here, and to sign-in, back after. */
export function sessionEnded(request: Request): never {
  session.apply(401, {}, content.reasons.expired);
  const url = new URL(request.url);
  throw redirect(signInFor(`${url.pathname}${url.search}`));
}
