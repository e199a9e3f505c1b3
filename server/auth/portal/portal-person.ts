import type { RealmAuth } from "../library/create-auth.ts";

/** The signed-in portal person, as `requirePortalPerson` sets it on `request.portalPerson`. */
export interface SignedInPerson {
  /** The person's id (portal_people.id, which is also the library's user id). */
  id: string;
  email: string;
  name: string;
  sessionId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requirePortalPerson` once the portal session has passed both factors. */
    portalPerson?: SignedInPerson;
  }
  interface FastifyInstance {
    /** The portal people's authentication, set when the portal is on. */
    portalAuth?: RealmAuth;
  }
}
