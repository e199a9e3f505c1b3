import type { FastifyRequest } from "fastify";
import type { RealmAuth } from "../library/create-auth.ts";
import { SESSION_ABSOLUTE_SECONDS } from "../lifetimes.ts";

export interface LoadedSession {
  userId: string;
  email: string;
  name: string;
  sessionId: string;
  token: string;
  twoFactorEnabled: boolean;
  createdAt: Date;
  expiresAt: Date;
  /** Set-Cookie headers when the library pushed the expiry back (renewal). */
  renewedCookies: string[];
}

export function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * The request's session, or undefined when there is none or it is past its absolute
 * lifetime (12 hours from sign-in, however active): such a session is deleted here.
 */
export async function loadSession(
  auth: RealmAuth,
  request: FastifyRequest,
): Promise<LoadedSession | undefined> {
  const result = await auth.api.getSession({ headers: webHeaders(request), returnHeaders: true });
  const found = result.response;
  if (!found) return undefined;
  const createdAt = new Date(found.session.createdAt);
  if (Date.now() - createdAt.getTime() > SESSION_ABSOLUTE_SECONDS * 1000) {
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(found.session.token);
    return undefined;
  }
  return {
    userId: found.user.id,
    email: found.user.email,
    name: found.user.name,
    sessionId: found.session.id,
    token: found.session.token,
    twoFactorEnabled: found.user.twoFactorEnabled === true,
    createdAt,
    expiresAt: new Date(found.session.expiresAt),
    renewedCookies: result.headers.getSetCookie(),
  };
}
