import type { FastifyRequest } from "fastify";
import type { Viewer as Watermarked } from "../documents/watermark-text.ts";
import { recordDocumentAudit } from "./documents-audit.ts";
import type { DocumentDeps } from "./documents-deps.ts";
import { documentErrors } from "./documents-errors.ts";
import { pageParam } from "./documents-inputs.ts";
import type { documentFor } from "./documents-person-access.ts";

/** The people's routes of one document. */
export const BASE = "/deals/:dealId/documents/:documentId";

export type Opened = Awaited<ReturnType<typeof documentFor>>;

/** A version's name in page addresses: the document's id (22 characters) and its number. */
export const versionIdOf = (document: { id: string; version: number }) =>
  `${document.id}_${document.version}`;

/** Who is reading, as burned into page images and stamped on downloads. */
export async function watermarkOf(
  deps: DocumentDeps,
  request: FastifyRequest,
  opened: Opened,
): Promise<Watermarked> {
  const person = request.portalPerson;
  const names = await deps.records.organisationNames([opened.through.organisationId]);
  return {
    name: person?.name ?? "",
    email: person?.email ?? "",
    organisation: names.get(opened.through.organisationId) ?? "",
    at: new Date(),
  };
}

/** The page named in the URL, within the document's pages, drawn (waiting for it if need be). */
export async function pageFor(deps: DocumentDeps, request: FastifyRequest, opened: Opened) {
  const { document } = opened;
  if (document.pageCount === null) throw documentErrors.notViewable();
  const index = pageParam(request);
  if (index === undefined || index >= document.pageCount) throw documentErrors.noPage();
  const file = {
    documentId: document.id,
    version: document.version,
    sha256: document.sha256,
    pageCount: document.pageCount,
  };
  const page = await deps.pages.page(file, index);
  if (!page) throw documentErrors.notReady();
  return page;
}

export const audit = (
  request: FastifyRequest,
  opened: Opened,
  event: Parameters<typeof recordDocumentAudit>[1],
  detail = {},
) =>
  recordDocumentAudit(
    request,
    event,
    {
      dealId: opened.document.dealId,
      organisationId: opened.through.organisationId,
      documentId: opened.document.id,
    },
    { version: opened.document.version, ...detail },
  );
