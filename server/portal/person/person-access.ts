import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { requirePortalPerson } from "#server/auth/portal/require-portal-person.ts";
import { sendApiError } from "#server/http/api-error.ts";
import { portalErrors } from "#server/portal/portal-errors.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import { decideAccess, type Viewer } from "../access.ts";
import type { PortalNeed } from "../capabilities.ts";
import { recordId } from "../request-input.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set on a deal route once the access rule allowed the signed-in person. */
    portalViewer?: Viewer;
  }
}

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
    if (!dealId.success) return void (await sendApiError(reply, portalErrors.access(404, "not_found")));
    const decision = await decideAccess(records, { personId: person.id, dealId: dealId.data, need });
    if (!decision.allowed)
      return void (await sendApiError(reply, portalErrors.access(decision.status, decision.code)));
    request.portalViewer = decision.viewer;
  };
  return handler;
}
