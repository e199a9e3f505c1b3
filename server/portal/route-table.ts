import type { FastifyInstance } from "fastify";
import { requirePortalPerson } from "#server/auth/portal/require-portal-person.ts";
import { requireStaff } from "#server/auth/staff/require-staff.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import type { PortalNeed } from "./capabilities.ts";
import { dealAccess } from "./person/person-access.ts";

/**
 * Who may call a portal route: staff (both factors); "sign-in", the portal's sign-in itself
 * (the library's endpoints, invitations, the session), which applies its own rules;
 * "person", any portal person with both factors; "deal", a person the access rule lets
 * reach the route's deal for its need; "none", the API's own 404 for every other path.
 */
export type PortalRouteAccess = "staff" | "sign-in" | "person" | "deal" | "none";

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
    /** What a "deal" route asks of the access rule. */
    portalNeed?: PortalNeed;
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

/** The portal's sign-in routes: open to anyone, each applying the sign-in's own rules. */
export const SIGN_IN_ROUTE = {
  exposeHeadRoute: false,
  config: { portalAccess: "sign-in" },
} as const;

/** The catch-all under /portal/api/: 404 in the API's shape to everyone. */
export const NO_ROUTE = { exposeHeadRoute: false, config: { portalAccess: "none" } } as const;

/** A portal person's own routes (home, account, settings): both factors, not revoked. */
export const PERSON_ROUTE = {
  preHandler: requirePortalPerson,
  exposeHeadRoute: false,
  config: { portalAccess: "person" },
} as const;

/**
 * The options of a route about one deal (`:dealId` in its URL): a person with both
 * factors whom the access rule allows `need`; `request.portalViewer` is then set.
 */
export function dealRoute(
  records: Pick<PortalRecords, "accessPaths" | "accessEnded" | "termsState">,
  need: PortalNeed,
) {
  return {
    preHandler: dealAccess(records, need),
    exposeHeadRoute: false,
    config: { portalAccess: "deal" as const, portalNeed: need },
  };
}
