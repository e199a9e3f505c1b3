import type pg from "pg";
import { auditDetail } from "./inbox-rows.ts";
import type { InboxRecords } from "./inbox-types.ts";

/** The audit log: appended to by every staff action, read newest first by the audit page. */
export function postgresAudit(pool: pg.Pool): Pick<InboxRecords, "audit" | "recordAudit"> {
  return {
    async recordAudit(event) {
      await pool.query(
        `INSERT INTO staff_audit_events (at, actor_id, actor_email, event, subject, detail, ip, user_agent)
         VALUES (now(), $1, $2, $3, $4, $5, $6, $7)`,
        [
          event.actor.id,
          event.actor.email,
          event.event,
          event.subject ?? null,
          auditDetail(event.detail),
          event.ip ?? null,
          event.userAgent ?? null,
        ],
      );
    },
    async audit(filter) {
      const { rows } = await pool.query<{
        id: string;
        at: Date;
        actor_id: string | null;
        actor_email: string | null;
        event: string;
        subject: string | null;
        detail: unknown;
      }>(
        `SELECT id::text AS id, at, actor_id, actor_email, event, subject, detail
         FROM staff_audit_events
         WHERE ($1::text IS NULL OR lower(actor_email) = lower($1))
           AND ($2::timestamptz IS NULL OR at >= $2) AND ($3::timestamptz IS NULL OR at < $3)
           AND ($4::bigint IS NULL OR id < $4)
         ORDER BY id DESC LIMIT $5`,
        [filter.actor ?? null, filter.from ?? null, filter.to ?? null, filter.before ?? null, filter.limit],
      );
      return rows.map((row) => ({
        id: row.id,
        at: row.at,
        actorId: row.actor_id,
        actorEmail: row.actor_email,
        event: row.event,
        subject: row.subject,
        // A jsonb column (if the sign-in chose one) comes back parsed: keep text either way.
        detail:
          row.detail === null || typeof row.detail === "string" ? row.detail : JSON.stringify(row.detail),
      }));
    },
  };
}
