import type { DatabaseSync } from "node:sqlite";
import type { AuditEntry, InboxRecords } from "./inbox-types.ts";

function auditFromRow(row: Record<string, unknown>): AuditEntry {
  const text = (value: unknown) => (value === null ? null : String(value));
  return {
    id: String(row.id),
    at: new Date(String(row.at)),
    actorId: text(row.actor_id),
    actorEmail: text(row.actor_email),
    event: String(row.event),
    subject: text(row.subject),
    detail: text(row.detail),
  };
}

/** The staff audit log (written by the sign-in's recordAudit), read newest first. */
export function sqliteAudit(db: DatabaseSync): Pick<InboxRecords, "audit"> {
  // The actor filter matches the address in any letter case; empty parameters mean "any".
  const list = db.prepare(`SELECT id, at, actor_id, actor_email, event, subject, detail
    FROM staff_audit_events
    WHERE (:actor = '' OR lower(actor_email) = lower(:actor))
      AND (:from = '' OR at >= :from) AND (:to = '' OR at < :to)
      AND (:before = 0 OR id < :before)
    ORDER BY id DESC LIMIT :limit`);
  return {
    async audit(filter) {
      return list
        .all({
          actor: filter.actor ?? "",
          from: filter.from?.toISOString() ?? "",
          to: filter.to?.toISOString() ?? "",
          before: filter.before ? Number(filter.before) : 0,
          limit: filter.limit,
        })
        .map(auditFromRow);
    },
  };
}
