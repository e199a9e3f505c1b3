import type { FastifyInstance } from "fastify";
import { bodyOf } from "#server/http/request-body.ts";
import type { PortalRecords } from "#server/portal/records/types.ts";
import { cursorOfRequest, MARKDOWN_BODY_LIMIT, termsCreate, updateCreate } from "../content-inputs.ts";
import { renderMarkdown } from "../markdown.ts";
import { portalErrors } from "../portal-errors.ts";
import { paramOf } from "../request-input.ts";
import { STAFF_ROUTE } from "../route-table.ts";
import { recordPortalAudit } from "./audit-events.ts";

/** What the content routes need besides the records: a nudge to the notice worker. */
export interface ContentOptions {
  records: PortalRecords;
  /** Notices were queued: send them now rather than at the next poll. */
  wakeNotices: () => void;
}

const MARKDOWN_ROUTE = { ...STAFF_ROUTE, bodyLimit: MARKDOWN_BODY_LIMIT };

/** Updates posted to a deal (and who read them), and the deal's terms, by staff. */
export function registerUpdateRoutes(app: FastifyInstance, { records, wakeNotices }: ContentOptions): void {
  app.get("/deals/:dealId/updates", STAFF_ROUTE, async (request) => {
    const dealId = paramOf(request, "dealId", portalErrors.noDeal);
    const list = await records.staffUpdates(dealId, cursorOfRequest(request), new Date());
    if (!list) throw portalErrors.noDeal();
    return list;
  });

  app.post("/deals/:dealId/updates", MARKDOWN_ROUTE, async (request, reply) => {
    const dealId = paramOf(request, "dealId", portalErrors.noDeal);
    const input = bodyOf(updateCreate, request);
    // Rendered once, here: the stored HTML is what every reader gets (0022).
    const update = await records.postUpdate(
      dealId,
      { ...input, html: renderMarkdown(input.bodyMd), organisationIds: input.organisationIds ?? [] },
      request.staff?.id ?? "",
      new Date(),
    );
    if (update === "no_deal") throw portalErrors.noDeal();
    if (typeof update === "string") throw portalErrors.noGrantForAudience();
    await recordPortalAudit(
      request,
      "portal_update_posted",
      { dealId },
      { updateId: update.id, audience: update.audience, organisationIds: input.organisationIds ?? [] },
    );
    wakeNotices();
    return reply.code(201).send(update);
  });

  app.get("/deals/:dealId/updates/:updateId/reads", STAFF_ROUTE, async (request) => {
    const dealId = paramOf(request, "dealId", portalErrors.noUpdate);
    const updateId = paramOf(request, "updateId", portalErrors.noUpdate);
    const reads = await records.updateReads(dealId, updateId, new Date());
    if (!reads) throw portalErrors.noUpdate();
    return reads;
  });

  app.get("/deals/:dealId/terms", STAFF_ROUTE, async (request) => {
    const terms = await records.staffTerms(paramOf(request, "dealId", portalErrors.noDeal), new Date());
    if (terms === "no_deal") throw portalErrors.noDeal();
    if (typeof terms === "string") throw portalErrors.noTerms();
    return terms;
  });

  app.put("/deals/:dealId/terms", MARKDOWN_ROUTE, async (request) => {
    const dealId = paramOf(request, "dealId", portalErrors.noDeal);
    const { bodyMd } = bodyOf(termsCreate, request);
    const terms = await records.publishTerms(
      dealId,
      bodyMd,
      renderMarkdown(bodyMd),
      request.staff?.id ?? "",
      new Date(),
    );
    if (terms === "no_deal") throw portalErrors.noDeal();
    if (typeof terms === "string") throw portalErrors.noTerms();
    await recordPortalAudit(request, "portal_terms_published", { dealId }, { version: terms.version });
    return terms;
  });
}
