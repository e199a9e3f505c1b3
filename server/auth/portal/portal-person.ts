import type { RealmAuth } from "../library/create-auth.ts";
import type { SignedIn } from "../sessions/signed-in.ts";

/** The signed-in portal person, as `requirePortalPerson` sets it on `request.portalPerson`. */
export type SignedInPerson = SignedIn;

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
