import type { AuthDatabase } from "#server/auth/database.ts";

/** The events of the staff sign-in; the inbox adds its own (viewed, status changed…). */
export type AuthAuditEvent =
  | "signed_in"
  | "signed_out"
  | "session_renewed"
  | "account_updated"
  | "second_factor_verified"
  | "sign_in_failed"
  | "invitation_created"
  | "invitation_used"
  | "access_revoked"
  | "reset_link_created";

export interface AuditEntry {
  event: AuthAuditEvent | (string & {});
  actorId?: string | null;
  actorEmail?: string | null;
  /** What the event is about: an inquiry id, an e-mail address invited… */
  subject?: string | null;
  /** Extra facts as a JSON object; never a password, code or token. */
  detail?: Record<string, unknown> | null;
  ip?: string | null;
  userAgent?: string | null;
  /** Defaults to now. */
  at?: Date;
  /** Which sign-in the actor used: staff (default) or the portal's (an investor or sponsor). */
  realm?: "staff" | "portal";
  /** The portal records the event is about: the audit page filters on these. */
  dealId?: string | null;
  organisationId?: string | null;
  personId?: string | null;
}

/** A subject is an id or an e-mail address: never longer than the longest address. */
export const MAX_SUBJECT_LENGTH = 254;

/**
 * Appends one row to the audit log (`staff_audit_events`, append-only: the database
 * refuses updates and deletes). Resolves once the row is committed.
 */
export async function recordAudit(db: AuthDatabase, entry: AuditEntry): Promise<void> {
  await db.all(
    `INSERT INTO staff_audit_events
       (at, actor_id, actor_email, event, subject, detail, ip, user_agent, realm, deal_id, organisation_id, person_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      (entry.at ?? new Date()).toISOString(),
      entry.actorId ?? null,
      entry.actorEmail ?? null,
      entry.event,
      entry.subject?.slice(0, MAX_SUBJECT_LENGTH) ?? null,
      entry.detail ? JSON.stringify(entry.detail) : null,
      entry.ip ?? null,
      entry.userAgent?.slice(0, 512) ?? null,
      entry.realm ?? "staff",
      entry.dealId ?? null,
      entry.organisationId ?? null,
      entry.personId ?? null,
    ],
  );
}
