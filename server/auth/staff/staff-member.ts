import type { SignedIn } from "../sessions/signed-in.ts";

/** The signed-in staff member, as `requireStaff` sets it on `request.staff`. */
export type Staff = SignedIn;

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireStaff` once the session has passed both factors. */
    staff?: Staff;
  }
}
