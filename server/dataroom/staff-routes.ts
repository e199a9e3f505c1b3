import type { FastifyInstance, FastifyRequest } from "fastify";
import { documentTitle, downloadName } from "#server/documents/pdf/file-names.ts";
import { bodyOf } from "#server/http/request-body.ts";
import { portalErrors } from "#server/portal/portal-errors.ts";
import { paramOf } from "#server/portal/request-input.ts";
import { STAFF_ROUTE } from "#server/portal/route-table.ts";
import { recordDocumentAudit } from "./audit.ts";
import type { DocumentDeps } from "./deps.ts";
import { documentErrors } from "./errors.ts";
import { controlsInput, queryOf, replaceQuery, uploadQuery } from "./inputs.ts";
import { rolesSeeing } from "./person-access.ts";
import { recordUpload } from "./record-upload.ts";
import { drawPagesLater, ingest } from "./upload-file.ts";

const actorOf = (request: FastifyRequest) => request.staff?.id ?? "";

/** Staff's upload routes: each takes one file's raw bytes as a stream (its own progress bar). */
export async function documentUploadRoutes(app: FastifyInstance, deps: DocumentDeps) {
  // The body is never parsed or buffered: it streams to the blob store (upload.ts counts its size).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  app.put("/deals/:dealId/documents", STAFF_ROUTE, async (request, reply) => {
    const dealId = paramOf(request, "dealId", portalErrors.noDeal);
    const query = queryOf(uploadQuery, request);
    if (!(await deps.records.getDeal(dealId))) throw portalErrors.noDeal();
    const { file, version } = await ingest(deps, request);
    const title = query.title ?? documentTitle(query.name, true);
    const fileName = downloadName(query.name, file.kind);
    const created = await recordUpload(
      deps.blobs,
      file,
      () =>
        deps.documents.createDocument(
          dealId,
          { ...version, fileName, title, type: query.type, folder: query.folder },
          actorOf(request),
          new Date(),
        ),
      (result) => result !== "no_deal",
    );
    if (created === "no_deal") throw portalErrors.noDeal();
    drawPagesLater(deps, created.id, 1, file);
    await recordDocumentAudit(
      request,
      "portal_document_uploaded",
      { dealId, documentId: created.id },
      { sha256: file.sha256, size: file.size, type: query.type },
    );
    return reply.code(201).send(created);
  });

  app.put("/documents/:documentId/versions", STAFF_ROUTE, async (request, reply) => {
    const documentId = paramOf(request, "documentId", documentErrors.noDocument);
    const query = queryOf(replaceQuery, request);
    if (!(await deps.documents.staffDocument(documentId))) throw documentErrors.noDocument();
    const { file, version } = await ingest(deps, request);
    const fileName = downloadName(query.name, file.kind);
    const replaced = await recordUpload(
      deps.blobs,
      file,
      () => deps.documents.addVersion(documentId, { ...version, fileName }, actorOf(request), new Date()),
      (result) => result !== undefined,
    );
    if (!replaced) throw documentErrors.noDocument();
    const number = replaced.currentVersion;
    drawPagesLater(deps, documentId, number, file);
    await recordDocumentAudit(
      request,
      "portal_document_replaced",
      { dealId: replaced.dealId, documentId },
      { version: number, sha256: file.sha256 },
    );
    return reply.code(201).send(replaced);
  });
}

/** Staff's data room routes on one document or deal: list, controls, publish, delete. */
export function documentStaffRoutes(app: FastifyInstance, deps: DocumentDeps) {
  const { documents } = deps;

  app.get("/deals/:dealId/documents", STAFF_ROUTE, async (request) => {
    const list = await documents.staffDocuments(paramOf(request, "dealId", portalErrors.noDeal));
    if (!list) throw portalErrors.noDeal();
    return { items: list };
  });

  app.get("/documents/:documentId", STAFF_ROUTE, async (request) => {
    const found = await documents.staffDocument(paramOf(request, "documentId", documentErrors.noDocument));
    if (!found) throw documentErrors.noDocument();
    return found;
  });

  app.patch("/documents/:documentId", STAFF_ROUTE, async (request) => {
    const documentId = paramOf(request, "documentId", documentErrors.noDocument);
    const controls = bodyOf(controlsInput, request);
    const result = await documents.setControls(documentId, controls);
    if (result === "no_grant") throw documentErrors.noGrant();
    if (typeof result === "string") throw documentErrors.noDocument();
    await recordDocumentAudit(
      request,
      "portal_document_controls_set",
      { dealId: result.dealId, documentId },
      { fields: Object.keys(controls) },
    );
    return result;
  });

  app.post("/documents/:documentId/publication", STAFF_ROUTE, async (request) => {
    const documentId = paramOf(request, "documentId", documentErrors.noDocument);
    const found = await documents.staffDocument(documentId);
    if (!found) throw documentErrors.noDocument();
    const result = await documents.publish(documentId, new Date(), rolesSeeing(found.type));
    if (result === "unmatched") throw documentErrors.unmatched();
    if (typeof result === "string") throw documentErrors.noDocument();
    await recordDocumentAudit(request, "portal_document_published", { dealId: result.dealId, documentId });
    app.portalMail?.wake();
    return result;
  });

  app.delete("/documents/:documentId", STAFF_ROUTE, async (request, reply) => {
    const documentId = paramOf(request, "documentId", documentErrors.noDocument);
    const found = await documents.staffDocument(documentId);
    if (!found) throw documentErrors.noDocument();
    // A drawing of its pages in flight finishes first, so no page it keeps is left behind.
    await deps.pages.settle(documentId);
    const orphans = await documents.deleteDocument(documentId);
    if (!orphans) throw documentErrors.noDocument();
    for (const sha256 of orphans) await deps.blobs.delete(sha256);
    await recordDocumentAudit(
      request,
      "portal_document_deleted",
      { dealId: found.dealId, documentId },
      { blobsRemoved: orphans.length },
    );
    return reply.code(204).send();
  });
}
