import type pg from "pg";
import type { InboxRecords } from "./inbox-types.ts";

/** The staff audit log (written by the sign-in's recordAudit), read newest first. */
export function postgresAudit(pool: pg.Pool): Pick<InboxRecords, "audit"> {
  return {
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
