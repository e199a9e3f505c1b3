import type { FastifyInstance } from "fastify";
import { downloadName, visibleText } from "#server/documents/pdf/file-names.ts";
import { bodyOf } from "#server/http/request-body.ts";
import { portalErrors } from "#server/portal/portal-errors.ts";
import { paramOf } from "#server/portal/request-input.ts";
import { STAFF_ROUTE } from "#server/portal/route-table.ts";
import { recordDocumentAudit } from "./audit.ts";
import type { DocumentDeps } from "./deps.ts";
import { documentErrors } from "./errors.ts";
import { batchInput, queryOf, replaceQuery } from "./inputs.ts";
import { rolesSeeing } from "./person-access.ts";
import { recordUpload } from "./record-upload.ts";
import { matchStatement } from "./statement-match.ts";
import { drawPagesLater, ingest } from "./upload-file.ts";

/** A statement batch's file upload: raw bytes, matched to an organisation by its name. */
export async function statementUploadRoutes(app: FastifyInstance, deps: DocumentDeps) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  app.put("/statement-batches/:batchId/files", STAFF_ROUTE, async (request, reply) => {
    const batchId = paramOf(request, "batchId", documentErrors.noBatch);
    const { name } = queryOf(replaceQuery, request);
    const batch = await deps.documents.batch(batchId);
    if (!batch) throw documentErrors.noBatch();
    if (batch.status !== "draft") throw documentErrors.notInBatch();
    const organisations = (await deps.documents.batchOrganisations(batchId, new Date())) ?? [];
    const { file, version } = await ingest(deps, request);
    const matched = matchStatement(visibleText(name), organisations).map((organisation) => organisation.id);
    const create = () =>
      deps.documents.createDocument(
        batch.dealId,
        {
          ...version,
          fileName: downloadName(name, file.kind),
          title: batch.title,
          type: batch.type,
          folder: "",
          batchId,
          matched,
        },
        request.staff?.id ?? "",
        new Date(),
      );
    const created = await recordUpload(deps.blobs, file, create, (result) => result !== "no_deal");
    if (created === "no_deal") throw portalErrors.noDeal();
    drawPagesLater(deps, created.id, 1, file);
    await recordDocumentAudit(
      request,
      "portal_document_uploaded",
      { dealId: batch.dealId, documentId: created.id },
      { batchId, match: created.match },
    );
    return reply.code(201).send(created);
  });
}

/** Statement batches: created, their match table read, published whole when every file matched. */
export function statementRoutes(app: FastifyInstance, deps: DocumentDeps) {
  app.post("/deals/:dealId/statement-batches", STAFF_ROUTE, async (request, reply) => {
    const dealId = paramOf(request, "dealId", portalErrors.noDeal);
    const input = bodyOf(batchInput, request);
    const batch = await deps.documents.createBatch(dealId, input, request.staff?.id ?? "", new Date());
    if (batch === "no_deal") throw portalErrors.noDeal();
    await recordDocumentAudit(request, "portal_statement_batch_created", { dealId }, { batchId: batch.id });
    return reply.code(201).send(batch);
  });

  app.get("/statement-batches/:batchId", STAFF_ROUTE, async (request) => {
    const batch = await deps.documents.batch(paramOf(request, "batchId", documentErrors.noBatch));
    if (!batch) throw documentErrors.noBatch();
    return batch;
  });

  app.post("/statement-batches/:batchId/publication", STAFF_ROUTE, async (request) => {
    const batchId = paramOf(request, "batchId", documentErrors.noBatch);
    const batch = await deps.documents.batch(batchId);
    if (!batch) throw documentErrors.noBatch();
    const result = await deps.documents.publishBatch(batchId, new Date(), rolesSeeing(batch.type));
    if (result === "unmatched") throw documentErrors.unmatched();
    if (typeof result === "string") throw documentErrors.noBatch();
    await recordDocumentAudit(
      request,
      "portal_statement_batch_published",
      { dealId: result.dealId },
      { batchId, files: result.files.length },
    );
    app.portalMail?.wake();
    return result;
  });
}
