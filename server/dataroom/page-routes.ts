import type { FastifyInstance, FastifyReply } from "fastify";
import { viewerPage } from "#server/documents/render/viewer-page.ts";
import { PAGE_IMAGE_TYPE } from "#server/documents/watermark/watermark.ts";
import { bodyOf } from "#server/http/request-body.ts";
import { paramOf } from "#server/portal/request-input.ts";
import type { dealRoute } from "#server/portal/route-table.ts";
import type { DocumentDeps } from "./deps.ts";
import { documentErrors } from "./errors.ts";
import { beatInput } from "./inputs.ts";
import { documentFor } from "./person-access.ts";
import { audit, BASE, checkAddress, pageFor, watermarkOf } from "./reading.ts";

/**
 * A document's pages for a person: the image (watermarked for them, at an address signed
 * for them, checked on every request, never stored by a cache), the text a screen reader
 * reads, and the time spent on each page, in bounded beats.
 */
export function documentPageRoutes(
  app: FastifyInstance,
  deps: DocumentDeps,
  route: ReturnType<typeof dealRoute>,
) {
  app.get(`${BASE}/pages/:page/image`, route, async (request, reply: FastifyReply) => {
    const now = new Date();
    const opened = await documentFor(deps, request, now);
    // The printed time is the opening's (when the address was signed), so a reader's
    // watermark layer is drawn once per opening, not again at every minute.
    const openedAt = await checkAddress(deps, request, opened, opened.viewer.personId, now);
    const page = await pageFor(deps, request, opened);
    const watermark = await watermarkOf(deps, request, opened, request.portalPerson, openedAt);
    const image = await viewerPage(deps.blobs, page.image, watermark);
    await audit(request, opened, "portal_document_page_viewed", { page: page.page });
    return reply.type(PAGE_IMAGE_TYPE).header("cache-control", "no-store").send(image.data);
  });

  app.get(`${BASE}/pages/:page/text`, route, async (request) => {
    const opened = await documentFor(deps, request, new Date());
    const page = await pageFor(deps, request, opened);
    await audit(request, opened, "portal_document_page_text_viewed", { page: page.page });
    return { index: page.page, text: page.text, links: page.links };
  });

  app.post(`${BASE}/views/:viewId/beats`, route, async (request) => {
    const now = new Date();
    const opened = await documentFor(deps, request, now);
    const viewId = paramOf(request, "viewId", documentErrors.noView);
    const beat = bodyOf(beatInput, request);
    if (beat.page >= (opened.document.pageCount ?? 0)) throw documentErrors.noPage();
    const counted = await deps.documents.beat(
      viewId,
      opened.document.id,
      opened.viewer.personId,
      beat.page,
      beat.seconds,
      now,
    );
    if (counted === undefined) throw documentErrors.noView();
    await audit(request, opened, "portal_document_page_time", { viewId, page: beat.page, seconds: counted });
    return { counted };
  });
}
