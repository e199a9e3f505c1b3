import type { FastifyInstance } from "fastify";
import type { PersonDocumentList, PersonDocumentView } from "#common/portal-documents-api.ts";
import { NEEDS } from "#server/portal/person/person-views.ts";
import { dealRoute } from "#server/portal/route-table.ts";
import { recordDocumentAudit } from "./audit.ts";
import type { DocumentDeps } from "./deps.ts";
import { downloadBody, stampFor } from "./download-body.ts";
import { documentErrors } from "./errors.ts";
import { documentPageRoutes } from "./page-routes.ts";
import { documentFor, documentListFor, summaryOf, viewerOf } from "./person-access.ts";
import { audit, BASE, pageAddresses, watermarkOf } from "./reading.ts";

/**
 * The people's data room under /portal/api/deals/:dealId/documents: behind the access
 * rule (a live grant, the terms), then each document's own rule (documentFor). Every
 * opening, page, page text, page time and download is in the audit log. The pages are
 * in documents-page-routes.ts.
 */
export function documentPersonRoutes(app: FastifyInstance, deps: DocumentDeps) {
  const route = dealRoute(deps.records, NEEDS.readDeal);
  documentPageRoutes(app, deps, route);

  app.get("/deals/:dealId/documents", route, async (request): Promise<PersonDocumentList> => {
    const viewer = viewerOf(request);
    const list = await documentListFor(deps, viewer, new Date());
    await recordDocumentAudit(
      request,
      "portal_documents_listed",
      { dealId: viewer.dealId },
      { count: list.deal.length + list.forYou.length },
    );
    return list;
  });

  app.get(BASE, route, async (request): Promise<PersonDocumentView> => {
    const now = new Date();
    const opened = await documentFor(deps, request, now);
    const { document, viewer } = opened;
    const viewId = await deps.documents.openView(
      document.id,
      document.version,
      viewer.personId,
      opened.through.organisationId,
      now,
    );
    const base = `/portal/api/deals/${viewer.dealId}/documents/${document.id}/pages`;
    const addresses = await pageAddresses(deps, opened, viewer.personId, base, now);
    await audit(request, opened, "portal_document_opened", { viewId });
    const lastVisit = await deps.records.lastVisit(viewer.personId, viewer.dealId);
    return {
      ...summaryOf(document, lastVisit),
      version: document.version,
      pageCount: document.pageCount,
      viewId,
      outline: document.outline,
      ...addresses,
    };
  });

  app.get(`${BASE}/download`, route, async (request, reply) => {
    const now = new Date();
    const opened = await documentFor(deps, request, now);
    const { document, viewer } = opened;
    if (!document.downloadAllowed) throw documentErrors.downloadOff();
    // Counted until the answer has gone out (or the connection closed).
    const leave = deps.downloads.enter(viewer.personId);
    reply.raw.once("close", leave);
    // A PDF is stamped for the person on every page, one file at a time at most per
    // stamping place (download-gate.ts); other files stream as stored, each chunk checked.
    const stamped =
      document.pageCount === null
        ? undefined
        : await stampFor(deps, document.sha256, await watermarkOf(deps, request, opened));
    await deps.documents.recordDownload(
      document.id,
      document.version,
      viewer.personId,
      opened.through.organisationId,
      now,
    );
    await audit(request, opened, "portal_document_downloaded", { stamped: document.pageCount !== null });
    const name = encodeURIComponent(document.fileName);
    return reply
      .type(document.mediaType)
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename*=UTF-8''${name}`)
      .send(downloadBody(deps.blobs, document.sha256, stamped));
  });
}
