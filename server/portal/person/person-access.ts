import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { sendError } from "#server/auth/errors.ts";
import { requirePortalPerson } from "#server/auth/portal/require-portal-person.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import { type AccessRefusal, decideAccess, type Viewer } from "../access.ts";
import type { PortalNeed } from "../capabilities.ts";
import { recordId } from "../request-input.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set on a deal route once the access rule allowed the signed-in person. */
    portalViewer?: Viewer;
  }
}

/** What a person is told when the access rule refuses (decision 0021, point 5). */
export const ACCESS_REFUSALS: Record<AccessRefusal, string> = {
  not_found: "There is no such deal.",
  access_ended: "Your access to this deal has ended. Ask your contact at the firm if you need it again.",
  terms_required: "Accept this deal's terms to see it.",
  not_allowed: "Your role on this deal does not allow this.",
  read_only: "This is a preview: nothing can be changed.",
};

/**
 * A deal route's preHandler: the person's session (requirePortalPerson), then the access
 * rule for `need` on the deal named by `:dealId`, read now. A malformed id names no deal
 * and gets the same 404 as a deal the person cannot reach.
 */
export function dealAccess(
  records: Pick<PortalRecords, "accessPaths" | "accessEnded" | "termsState">,
  need: PortalNeed,
) {
  const handler: preHandlerAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    await requirePortalPerson(request, reply);
    const person = request.portalPerson;
    if (reply.sent || !person) return;
    const dealId = recordId.safeParse((request.params as { dealId?: unknown }).dealId);
    if (!dealId.success) return void (await sendError(reply, 404, "not_found", ACCESS_REFUSALS.not_found));
    const decision = await decideAccess(records, { personId: person.id, dealId: dealId.data, need });
    if (!decision.allowed)
      return void (await sendError(reply, decision.status, decision.code, ACCESS_REFUSALS[decision.code]));
    request.portalViewer = decision.viewer;
  };
  return handler;
}
