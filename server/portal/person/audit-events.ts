import type { FastifyRequest } from "fastify";
import { recordAudit } from "#server/audit/record-audit.ts";
import "#server/auth/portal/portal-person.ts";
import type { PortalSubjects } from "../staff/audit-events.ts";

/** What portal people see and do; each is one row of the one audit log, realm "portal". */
export type PersonAuditEvent =
  | "portal_home_viewed"
  | "portal_deal_viewed"
  | "portal_terms_viewed"
  | "portal_terms_accepted"
  | "portal_updates_listed"
  | "portal_update_viewed"
  | "portal_questions_listed"
  | "portal_question_asked"
  | "portal_settings_viewed"
  | "portal_settings_changed"
  | "portal_reporting_account_viewed"
  | "portal_reporting_notices_viewed"
  | "portal_reporting_exported"
  | "portal_reporting_raise_viewed";

/**
 * Appends a person's view or action to the audit log before the answer goes out: every
 * read is provable, as investors' compliance asks. The actor is the signed-in person; the row carries the
 * deal and the organisation it was seen through, so the log filters by each.
 */
export async function recordPersonAudit(
  request: FastifyRequest,
  event: PersonAuditEvent,
  subjects: Omit<PortalSubjects, "personId">,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const authDb = request.server.authDb;
  const person = request.portalPerson;
  if (!authDb || !person) throw new Error("a person's audit row needs the portal's sign-in");
  await recordAudit(authDb, {
    event,
    realm: "portal",
    actorId: person.id,
    actorEmail: person.email,
    subject: subjects.dealId ? `deal:${subjects.dealId}` : `person:${person.id}`,
    detail: Object.keys(detail).length > 0 ? detail : null,
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? null,
    dealId: subjects.dealId ?? null,
    organisationId: subjects.organisationId ?? null,
    personId: person.id,
  });
}
