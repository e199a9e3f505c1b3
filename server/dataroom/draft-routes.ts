import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PageTextView, PreviewDocumentView } from "#common/portal-documents-api.ts";
import { viewerPage } from "#server/documents/render/viewer-page.ts";
import { PAGE_IMAGE_TYPE } from "#server/documents/watermark/watermark.ts";
import { paramOf } from "#server/portal/request-input.ts";
import { STAFF_ROUTE } from "#server/portal/route-table.ts";
import { recordDocumentAudit } from "./audit.ts";
import type { DocumentDeps } from "./deps.ts";
import { documentErrors } from "./errors.ts";
import { summaryOf } from "./person-access.ts";
import { checkAddress, pageAddresses, pageFor } from "./reading.ts";

const PREVIEW = "/documents/:documentId/preview";

/** The organisation line of a staff preview's watermark: no investor's view, the firm's own look. */
const PREVIEW_MARK = "staff preview";

/**
 * Whom a staff member's own preview addresses are signed for. A record id never holds ":",
 * and a "view as" key has four parts (page-address.ts): this one opens nothing for a
 * person, another staff member, or a "view as" preview.
 */
const draftReader = (staffId: string) => `staff:${staffId}:preview`;

function staffOf(request: FastifyRequest) {
  if (!request.staff) throw new Error("a staff route without its staff member");
  return request.staff;
}

/**
 * A document taken back to draft, and staff's own preview of a document's current version
 * whatever its status (a draft's pages before anyone outside the firm sees them): its pages
 * at addresses signed for the staff member, watermarked with their name. Nothing counts as
 * any person's view; the opening is audited.
 */
export function documentDraftRoutes(app: FastifyInstance, deps: DocumentDeps) {
  const current = async (request: FastifyRequest) => {
    const documentId = paramOf(request, "documentId", documentErrors.noDocument);
    const found = await deps.documents.staffDocument(documentId);
    const document = found && (await deps.documents.documentRecord(found.dealId, documentId));
    if (!document) throw documentErrors.noDocument();
    return { document };
  };

  app.delete("/documents/:documentId/publication", STAFF_ROUTE, async (request) => {
    const documentId = paramOf(request, "documentId", documentErrors.noDocument);
    const result = await deps.documents.unpublish(documentId);
    if (typeof result === "string") throw documentErrors.noDocument();
    await recordDocumentAudit(request, "portal_document_unpublished", { dealId: result.dealId, documentId });
    return result;
  });

  app.get(PREVIEW, STAFF_ROUTE, async (request): Promise<PreviewDocumentView> => {
    const now = new Date();
    const opened = await current(request);
    const { document } = opened;
    const base = `/inbox/api/portal/documents/${document.id}/preview/pages`;
    const addresses = await pageAddresses(deps, opened, draftReader(staffOf(request).id), base, now);
    await recordDocumentAudit(
      request,
      "portal_document_previewed",
      { dealId: document.dealId, documentId: document.id },
      { version: document.version },
    );
    return {
      ...summaryOf(document, null),
      version: document.version,
      pageCount: document.pageCount,
      outline: document.outline,
      ...addresses,
    };
  });

  app.get(`${PREVIEW}/pages/:page/text`, STAFF_ROUTE, async (request): Promise<PageTextView> => {
    const page = await pageFor(deps, request, await current(request));
    return { index: page.page, text: page.text, links: page.links };
  });

  app.get(`${PREVIEW}/pages/:page/image`, STAFF_ROUTE, async (request, reply) => {
    const opened = await current(request);
    const staff = staffOf(request);
    const at = await checkAddress(deps, request, opened, draftReader(staff.id), new Date());
    const page = await pageFor(deps, request, opened);
    const mark = { name: staff.name, email: staff.email, organisation: PREVIEW_MARK, at };
    const image = await viewerPage(deps.blobs, page.image, mark);
    return reply.type(PAGE_IMAGE_TYPE).header("cache-control", "no-store").send(image.data);
  });
}
