import type { FastifyRequest } from "fastify";
import { recordAudit } from "#server/audit/record-audit.ts";
import "#server/auth/portal/portal-person.ts";
import "#server/auth/staff/require-staff.ts";

/** What staff do in the data room, and what people read in it: rows of the one audit log. */
export type DocumentAuditEvent =
  | "portal_document_uploaded"
  | "portal_document_replaced"
  | "portal_document_controls_set"
  | "portal_document_published"
  | "portal_document_unpublished"
  | "portal_document_previewed"
  | "portal_document_deleted"
  | "portal_statement_batch_created"
  | "portal_statement_batch_published"
  | "portal_document_activity_viewed"
  | "portal_documents_listed"
  | "portal_document_opened"
  | "portal_document_page_viewed"
  | "portal_document_page_text_viewed"
  | "portal_document_page_time"
  | "portal_document_downloaded";

interface Subjects {
  dealId?: string;
  organisationId?: string;
  personId?: string;
  documentId?: string;
}

/**
 * Appends a data room event before the answer goes out: staff's in realm "staff", a
 * person's in realm "portal" with the organisation the document was seen through.
 */
export async function recordDocumentAudit(
  request: FastifyRequest,
  event: DocumentAuditEvent,
  subjects: Subjects,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const db = request.server.authDb;
  const person = request.portalPerson;
  const staff = request.staff;
  if (!db || (!person && !staff)) throw new Error("a data room audit row needs a signed-in actor");
  await recordAudit(db, {
    event,
    realm: person ? "portal" : "staff",
    actorId: person?.id ?? staff?.id ?? null,
    actorEmail: person?.email ?? staff?.email ?? null,
    subject: subjects.documentId
      ? `document:${subjects.documentId}`
      : subjects.dealId
        ? `deal:${subjects.dealId}`
        : null,
    detail: { ...detail, ...(subjects.documentId ? { documentId: subjects.documentId } : {}) },
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? null,
    dealId: subjects.dealId ?? null,
    organisationId: subjects.organisationId ?? null,
    personId: person?.id ?? subjects.personId ?? null,
  });
}
