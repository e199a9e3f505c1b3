import type { AuditEntry, AuditFilter } from "#server/inbox/records/types.ts";
import { NOT_PAGE_READ } from "./readings.ts";

/**
 * The audit log's read, the same on both databases: the entries, newest first, with the
 * current names of the portal records they are about. Only the filters given make the
 * WHERE clause, so a read by deal, organisation or person uses that column's index rather
 * than a condition that is always true for the other filters.
 */
export function auditSelect(
  filter: AuditFilter,
  dialect: "sqlite" | "postgres",
): { sql: string; params: (string | number)[] } {
  const params: (string | number)[] = [];
  const place = (value: string | number, pgType: string) => {
    params.push(value);
    return dialect === "sqlite" ? "?" : `$${params.length}::${pgType}`;
  };
  // Page reads are read as part of their opening's entry (withReadings).
  const where: string[] = [NOT_PAGE_READ];
  if (filter.actor) where.push(`lower(a.actor_email) = lower(${place(filter.actor, "text")})`);
  if (filter.deal) where.push(`a.deal_id = ${place(filter.deal, "text")}`);
  if (filter.organisation) where.push(`a.organisation_id = ${place(filter.organisation, "text")}`);
  if (filter.person) where.push(`a.person_id = ${place(filter.person, "text")}`);
  if (filter.from) where.push(`a.at >= ${place(filter.from.toISOString(), "timestamptz")}`);
  if (filter.to) where.push(`a.at < ${place(filter.to.toISOString(), "timestamptz")}`);
  if (filter.before)
    where.push(`a.id < ${place(dialect === "sqlite" ? Number(filter.before) : filter.before, "bigint")}`);
  const id = dialect === "sqlite" ? "a.id" : "a.id::text";
  const sql = `SELECT ${id} AS id, a.at, a.actor_id, a.actor_email, a.event, a.subject, a.detail,
      a.deal_id, d.name AS deal_name, a.organisation_id, o.name AS organisation_name,
      a.person_id, p.name AS person_name
    FROM staff_audit_events a
    LEFT JOIN portal_deals d ON d.id = a.deal_id
    LEFT JOIN portal_organisations o ON o.id = a.organisation_id
    LEFT JOIN portal_people p ON p.id = a.person_id
    WHERE ${where.join(" AND ")}
    ORDER BY a.id DESC LIMIT ${place(filter.limit, "integer")}`;
  return { sql, params };
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

function record(id: unknown, name: unknown) {
  return id === null || id === undefined ? null : { id: String(id), name: text(name) };
}

/** One row of auditSelect as an entry; `detail` stays text whatever the column's type. */
export function auditFromRow(row: Record<string, unknown>): AuditEntry {
  const detail = row.detail;
  return {
    id: String(row.id),
    at: row.at instanceof Date ? row.at : new Date(String(row.at)),
    actorId: text(row.actor_id),
    actorEmail: text(row.actor_email),
    event: String(row.event),
    subject: text(row.subject),
    detail:
      detail === null || detail === undefined || typeof detail === "string"
        ? text(detail)
        : JSON.stringify(detail),
    deal: record(row.deal_id, row.deal_name),
    organisation: record(row.organisation_id, row.organisation_name),
    person: record(row.person_id, row.person_name),
  };
}
