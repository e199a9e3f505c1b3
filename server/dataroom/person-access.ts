import type { FastifyRequest } from "fastify";
import { PORTAL_ROLES, type PortalRole } from "#common/portal-api.ts";
import type { PersonDocumentList, PersonDocumentSummary } from "#common/portal-documents-api.ts";
import type { DocumentRecord } from "#server/dataroom/records/types.ts";
import type { Viewer } from "#server/portal/access.ts";
import { DOCUMENT_TYPES, roleAllows } from "#server/portal/capabilities.ts";
import type { DocumentRoles } from "#server/portal/records/content-types.ts";
import type { AccessPath } from "#server/portal/records/types.ts";
import { paramOf } from "#server/portal/request-input.ts";
import type { DocumentDeps } from "./deps.ts";
import { documentErrors } from "./errors.ts";

/** The roles that see a document type (capabilities.ts): its publication is announced to them. */
export function rolesSeeing(type: DocumentRecord["type"]): PortalRole[] {
  return PORTAL_ROLES.filter((role) => roleAllows(role, { resource: "document", action: type }));
}

/** Which role sees which document type, for the store's queries (digests, home's counts). */
export const DOCUMENT_ROLES: DocumentRoles = DOCUMENT_TYPES.flatMap((type) =>
  rolesSeeing(type).map((role) => ({ role, type })),
);

/** The access rule's viewer of a deal route (dealRoute set it). */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.portalViewer) throw new Error("deal route without a viewer");
  return request.portalViewer;
}

/**
 * The organisations through which the viewer may read `document` now: published, before
 * its access end date, of a type one of their roles sees (capabilities.ts: tax documents
 * to tax and principal), and for the whole deal or chosen for that organisation. None:
 * the document is not theirs, and they are told it does not exist.
 */
export function readersPaths(viewer: Viewer, document: DocumentRecord, now: Date): AccessPath[] {
  if (document.status !== "published") return [];
  if (document.accessEndsAt && Date.parse(document.accessEndsAt) <= now.getTime()) return [];
  return viewer.organisations.filter(
    (path) =>
      roleAllows(path.role, { resource: "document", action: document.type }) &&
      (document.audience === "deal" || document.organisationIds.includes(path.organisationId)),
  );
}

/**
 * The document named in the URL, if `viewer` may read it, with the organisation it is read
 * through. The person's own routes pass their deal route's viewer; staff's "view as", the
 * person's viewer in "view-as" mode, so a preview is refused exactly as the person would be.
 */
export async function documentFor(
  deps: DocumentDeps,
  request: FastifyRequest,
  now: Date,
  viewer: Viewer = viewerOf(request),
) {
  const documentId = paramOf(request, "documentId", documentErrors.noDocument);
  const document = await deps.documents.documentRecord(viewer.dealId, documentId);
  const through = document ? readersPaths(viewer, document, now) : [];
  if (!document || !through[0]) throw documentErrors.noDocument();
  return { viewer, document, through: through[0] };
}

/** The deal's documents the viewer may read now: the deal-wide ones, and those for their organisations. */
export async function documentListFor(deps: DocumentDeps, viewer: Viewer, now: Date) {
  const lastVisit = await deps.records.lastVisit(viewer.personId, viewer.dealId);
  const list: PersonDocumentList = { deal: [], forYou: [] };
  for (const document of await deps.documents.publishedDocuments(viewer.dealId)) {
    if (readersPaths(viewer, document, now).length === 0) continue;
    (document.audience === "deal" ? list.deal : list.forYou).push(summaryOf(document, lastVisit));
  }
  return list;
}

export function summaryOf(document: DocumentRecord, lastVisit: string | null): PersonDocumentSummary {
  const publishedAt = document.publishedAt ?? "";
  return {
    id: document.id,
    folder: document.folder,
    title: document.title,
    type: document.type,
    publishedAt,
    isNew: lastVisit === null || publishedAt > lastVisit,
    viewable: document.pageCount !== null,
    downloadAllowed: document.downloadAllowed,
    mediaType: document.mediaType,
    size: document.size,
  };
}
