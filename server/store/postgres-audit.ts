import type pg from "pg";
import { auditFromRow, auditSelect } from "./audit-sql.ts";
import type { InboxRecords } from "./inbox-types.ts";

/** The staff audit log (written by the sign-in's recordAudit), read newest first. */
export function postgresAudit(pool: pg.Pool): Pick<InboxRecords, "audit"> {
  return {
    async audit(filter) {
      const { sql, params } = auditSelect(filter, "postgres");
      const { rows } = await pool.query<Record<string, unknown>>(sql, params);
      return rows.map(auditFromRow);
    },
  };
}
