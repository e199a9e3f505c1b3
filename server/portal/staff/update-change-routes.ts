import type { FastifyInstance } from "fastify";
import { bodyOf } from "#server/http/request-body.ts";
import { MARKDOWN_BODY_LIMIT, markdownPreview, updateEdit } from "../content-inputs.ts";
import { renderMarkdown } from "../markdown.ts";
import { portalErrors } from "../portal-errors.ts";
import { paramOf } from "../request-input.ts";
import { STAFF_ROUTE } from "../route-table.ts";
import { recordPortalAudit } from "./audit-events.ts";
import type { ContentOptions } from "./update-routes.ts";

const MARKDOWN_ROUTE = { ...STAFF_ROUTE, bodyLimit: MARKDOWN_BODY_LIMIT };

/** Checking an update before it goes out, and changing or withdrawing it afterwards. */
export function registerUpdateChangeRoutes(app: FastifyInstance, { records }: ContentOptions): void {
  // The renderer that stores the HTML people get: the preview is what they will read.
  app.post("/markdown/preview", MARKDOWN_ROUTE, async (request) => {
    const { bodyMd } = bodyOf(markdownPreview, request);
    return { html: renderMarkdown(bodyMd) };
  });

  app.patch("/deals/:dealId/updates/:updateId", MARKDOWN_ROUTE, async (request) => {
    const dealId = paramOf(request, "dealId", portalErrors.noUpdate);
    const updateId = paramOf(request, "updateId", portalErrors.noUpdate);
    const input = bodyOf(updateEdit, request);
    const html = input.bodyMd === undefined ? undefined : renderMarkdown(input.bodyMd);
    const update = await records.editUpdate(
      dealId,
      updateId,
      { ...input, html },
      request.staff?.id ?? "",
      new Date(),
    );
    if (!update) throw portalErrors.noUpdate();
    if (typeof update === "string") throw portalErrors.withdrawn();
    await recordPortalAudit(
      request,
      "portal_update_edited",
      { dealId },
      { updateId, fields: Object.keys(input) },
    );
    return update;
  });

  // Gone for every person at once; staff keep it, marked, with its history.
  app.post("/deals/:dealId/updates/:updateId/withdrawal", STAFF_ROUTE, async (request) => {
    const dealId = paramOf(request, "dealId", portalErrors.noUpdate);
    const updateId = paramOf(request, "updateId", portalErrors.noUpdate);
    const update = await records.withdrawUpdate(dealId, updateId, request.staff?.id ?? "", new Date());
    if (!update) throw portalErrors.noUpdate();
    if (typeof update === "string") throw portalErrors.withdrawn();
    await recordPortalAudit(
      request,
      "portal_update_withdrawn",
      { dealId },
      { updateId, title: update.title },
    );
    return update;
  });
}
