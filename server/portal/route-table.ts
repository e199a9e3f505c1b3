import type { FastifyInstance } from "fastify";
import { requireStaff } from "../auth/require-staff.ts";

/** Who may call a portal route. Portal people's own routes add their kinds with their sign-in. */
export type PortalRouteAccess = "staff";

export interface PortalRoute {
  method: string;
  url: string;
  access: PortalRouteAccess;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every portal route the server registered, as it registered them (the matrix test reads it). */
    portalRoutes: PortalRoute[];
  }
  interface FastifyContextConfig {
    portalAccess?: PortalRouteAccess;
  }
}

const PORTAL_PREFIXES = ["/inbox/api/portal", "/portal/api/"];

/**
 * Collects every route under the portal's prefixes, and refuses to start when one does
 * not say who may call it: a route added without a rule stops the server (0021). Added
 * first in buildServer, so it sees routes of every plugin registered later.
 */
export function trackPortalRoutes(app: FastifyInstance): void {
  app.decorate("portalRoutes", [] as PortalRoute[]);
  app.addHook("onRoute", (route) => {
    if (!PORTAL_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    const access = route.config?.portalAccess;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!access) throw new Error(`portal route without an access rule: ${methods.join(",")} ${route.url}`);
    for (const method of methods) app.portalRoutes.push({ method, url: route.url, access });
  });
}

/** The options of every staff route of the portal: both factors, no HEAD twin. */
export const STAFF_ROUTE = {
  preHandler: requireStaff,
  exposeHeadRoute: false,
  config: { portalAccess: "staff" },
} as const;
