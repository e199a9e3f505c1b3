import { LIVE_GRANT, placeholders } from "#server/portal/records/content-sql.ts";
import type { Sql } from "#server/store/sql.ts";
import { text } from "./columns.ts";

export interface GrantedOrganisation {
  id: string;
  name: string;
  kind: string;
}

/** The organisations with live access to the deal now: what an import's lines may name. */
export async function grantedOrganisations(
  sql: Sql,
  dealId: string,
  now: Date,
): Promise<GrantedOrganisation[]> {
  const rows = await sql.all(
    `SELECT DISTINCT o.id, o.name, o.kind FROM portal_grants g
     JOIN portal_organisations o ON o.id = g.organisation_id
     WHERE g.deal_id = ? AND ${LIVE_GRANT} AND o.archived_at IS NULL
     ORDER BY o.name, o.id`,
    [dealId, now.toISOString()],
  );
  return rows.map((row) => ({ id: text(row.id), name: text(row.name), kind: text(row.kind) }));
}

/** The organisation, if it exists and is not archived. */
export async function organisationOf(sql: Sql, id: string): Promise<GrantedOrganisation | null> {
  const [row] = await sql.all(
    "SELECT id, name, kind FROM portal_organisations WHERE id = ? AND archived_at IS NULL",
    [id],
  );
  return row ? { id: text(row.id), name: text(row.name), kind: text(row.kind) } : null;
}

/** Those of these organisations that exist and are not archived, by name. */
export async function organisationsOf(sql: Sql, ids: readonly string[]): Promise<GrantedOrganisation[]> {
  if (ids.length === 0) return [];
  const rows = await sql.all(
    `SELECT id, name, kind FROM portal_organisations
     WHERE id IN (${placeholders(ids)}) AND archived_at IS NULL ORDER BY name, id`,
    [...ids],
  );
  return rows.map((row) => ({ id: text(row.id), name: text(row.name), kind: text(row.kind) }));
}
