/** The signed-in staff member, as `requireStaff` sets it on `request.staff`. */
export interface Staff {
  id: string;
  email: string;
  name: string;
  sessionId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireStaff` once the session has passed both factors. */
    staff?: Staff;
  }
}
