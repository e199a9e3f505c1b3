import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { InboxRecords } from "#server/inbox/records/types.ts";
import { auditFromRow, auditSelect } from "./audit-sql.ts";
import { readingSelect, withReadings } from "./readings.ts";

/** The staff audit log (written by the sign-in's recordAudit), read newest first, openings with their readings. */
export function sqliteAudit(db: DatabaseSync): Pick<InboxRecords, "audit"> {
  // One statement per combination of filters (a handful), prepared once.
  const statements = new Map<string, StatementSync>();
  return {
    async audit(filter) {
      const { sql, params } = auditSelect(filter, "sqlite");
      let statement = statements.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        statements.set(sql, statement);
      }
      return withReadings(statement.all(...params).map(auditFromRow), async (viewIds) => {
        const reading = readingSelect(viewIds, "sqlite");
        return db.prepare(reading.sql).all(...reading.params) as Record<string, unknown>[];
      });
    },
  };
}
