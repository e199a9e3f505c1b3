import type { FastifyRequest } from "fastify";
import { recordAudit } from "#server/audit/record-audit.ts";
import "#server/auth/staff/require-staff.ts";

/** What staff change in the portal's records; each is one row of the one audit log. */
export type PortalAuditEvent =
  | "portal_deal_created"
  | "portal_deal_updated"
  | "portal_organisation_created"
  | "portal_organisation_updated"
  | "portal_person_created"
  | "portal_person_updated"
  | "portal_membership_added"
  | "portal_membership_removed"
  | "portal_grant_given"
  | "portal_grant_revoked"
  | "portal_update_posted"
  | "portal_update_edited"
  | "portal_update_withdrawn"
  | "portal_grant_restored"
  | "portal_deal_archived"
  | "portal_deal_unarchived"
  | "portal_deal_deleted"
  | "portal_organisation_archived"
  | "portal_organisation_unarchived"
  | "portal_organisation_deleted"
  | "portal_answer_edited"
  | "portal_terms_published"
  | "portal_question_answered"
  | "portal_question_published"
  | "portal_viewed_as"
  | "portal_reporting_settings_changed"
  | "portal_raise_position_recorded"
  | "portal_valuation_recorded"
  | "portal_notice_allocated"
  | "portal_notice_deleted"
  | "portal_notice_published"
  | "portal_import_uploaded"
  | "portal_import_matched"
  | "portal_import_applied"
  | "portal_import_undone"
  | "portal_bank_details_entered"
  | "portal_bank_details_approved"
  | "portal_bank_details_withdrawn"
  | "portal_capital_account_viewed";

/** The records an event is about, so the log can be read by deal, organisation or person. */
export interface PortalSubjects {
  dealId?: string;
  organisationId?: string;
  personId?: string;
}

/**
 * Appends the event to the staff audit log (append-only) before the answer goes out.
 * The subject names the main record (`deal:<id>`…); the detail carries every id and what
 * changed, never more than the staff member typed.
 */
export async function recordPortalAudit(
  request: FastifyRequest,
  event: PortalAuditEvent,
  subjects: PortalSubjects,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const authDb = request.server.authDb;
  if (!authDb) throw new Error("the portal records need the staff sign-in registered first");
  const subject = subjects.dealId
    ? `deal:${subjects.dealId}`
    : subjects.organisationId
      ? `organisation:${subjects.organisationId}`
      : `person:${subjects.personId ?? ""}`;
  await recordAudit(authDb, {
    event,
    actorId: request.staff?.id ?? null,
    actorEmail: request.staff?.email ?? null,
    subject,
    detail: { ...subjects, ...detail },
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? null,
    dealId: subjects.dealId ?? null,
    organisationId: subjects.organisationId ?? null,
    personId: subjects.personId ?? null,
  });
}
