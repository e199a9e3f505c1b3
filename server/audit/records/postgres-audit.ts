import type pg from "pg";
import type { InboxRecords } from "#server/inbox/records/types.ts";
import { auditFromRow, auditSelect } from "./audit-sql.ts";
import { readingSelect, withReadings } from "./readings.ts";

/** The staff audit log (written by the sign-in's recordAudit), read newest first, openings with their readings. */
export function postgresAudit(pool: pg.Pool): Pick<InboxRecords, "audit"> {
  return {
    async audit(filter) {
      const { sql, params } = auditSelect(filter, "postgres");
      const { rows } = await pool.query<Record<string, unknown>>(sql, params);
      return withReadings(rows.map(auditFromRow), async (viewIds) => {
        const reading = readingSelect(viewIds, "postgres");
        return (await pool.query<Record<string, unknown>>(reading.sql, reading.params)).rows;
      });
    },
  };
}
