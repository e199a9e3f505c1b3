import type { FastifyInstance } from "fastify";
import { requestPath } from "#server/http/security-hook.ts";
import { isApiPath, refuseOrigin } from "./origin-refusal.ts";
import type { PrivateOrigins } from "./origins.ts";

/**
 * The policy of a private document: scripts and styles only from this origin (the
 * inbox build has no inline script or style), passkeys allowed for this origin only.
 */
export const PRIVATE_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const INBOX_PERMISSIONS =
  "publickey-credentials-create=(self), publickey-credentials-get=(self), camera=(), microphone=(), geolocation=(), payment=(), usb=()";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True for /inbox and everything under it. `url` is the request's URL after
 * `canonicalUrl` (security-hook.ts), the same one the router matches routes against.
 */
export function isInboxPath(url: string): boolean {
  const path = requestPath(url);
  return path === "/inbox" || path.startsWith("/inbox/");
}

/** True for the portal's private paths: everything under /portal/, never the public page /portal. */
export function isPortalPath(url: string): boolean {
  return requestPath(url).startsWith("/portal/");
}

function isPortalApiPath(url: string): boolean {
  return url.startsWith("/portal/api/");
}

/** The portal people's pages and API get the inbox's guard, the same in every respect. */
export function guardPortal(app: FastifyInstance, origins: PrivateOrigins): void {
  guardPrivate(app, origins, isPortalPath, isPortalApiPath, "/portal");
}

/**
 * Everything under /inbox: never stored by a cache, never indexed, a strict CSP; and a
 * state-changing request is refused unless the browser says it comes from an origin this
 * server accepts (CSRF; origins.ts), answered `origin_refused` with one warning line; a staff
 * page asked for at another host than PUBLIC_SITE_URL's is redirected there. Registered
 * after the site's security hook, so these values win.
 */
export function guardInbox(app: FastifyInstance, origins: PrivateOrigins): void {
  guardPrivate(app, origins, isInboxPath, isApiPath);
}

function guardPrivate(
  app: FastifyInstance,
  origins: PrivateOrigins,
  isPrivate: (url: string) => boolean,
  isApi: (url: string) => boolean,
  appPath = "/inbox",
): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!isPrivate(request.url)) return;
    if (SAFE_METHODS.has(request.method)) {
      const target = request.method === "GET" && !isApi(request.url) ? origins.redirect(request) : undefined;
      if (target) return reply.redirect(target, 308);
      return;
    }
    if (!origins.accepted(request)) return refuseOrigin(request, reply, origins, appPath);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (!isPrivate(request.url)) return payload;
    reply.header("cache-control", "no-store");
    reply.header("x-robots-tag", "noindex, nofollow");
    reply.header("content-security-policy", PRIVATE_APP_CSP);
    reply.header("permissions-policy", INBOX_PERMISSIONS);
    reply.header("referrer-policy", "no-referrer");
    return payload;
  });
}
