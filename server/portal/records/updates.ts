import { isoOf, type Sql, type SqlValue } from "#server/store/sql.ts";
import { olderThan, pageOf, placeholders } from "./content-sql.ts";
import type { ContentViewer, PortalContent, TimeCursor } from "./content-types.ts";

type Updates = Pick<PortalContent, "updatesFor" | "updateFor" | "recordRead">;

/** Updates seen by a person on a deal: the whole deal's, and those chosen for their organisations. */
function visibleTo(dealId: string, organisations: readonly string[], params: SqlValue[]): string {
  params.push(dealId, ...organisations);
  // The deal in the subquery too: PostgreSQL may hash it once, and then reads one index
  // range (organisation, deal) instead of every chosen audience of the organisation.
  // A withdrawn update is gone for every person, whoever it was for.
  return `(u.withdrawn_at IS NULL AND (u.audience = 'deal' OR EXISTS (SELECT 1 FROM portal_update_audiences a
    WHERE a.update_id = u.id AND a.deal_id = ? AND a.organisation_id IN (${placeholders(organisations)}))))`;
}

/** The deal page's list of updates for a person, newest first (the benchmark explains it). */
export function visibleUpdatesQuery(
  viewer: ContentViewer,
  after: TimeCursor | null,
  limit: number,
): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [viewer.dealId];
  const visible = visibleTo(viewer.dealId, viewer.organisations, params);
  const sql = `SELECT u.id, u.title, u.published_at FROM portal_updates u
    WHERE u.deal_id = ? AND ${visible}${olderThan("u.published_at", "u.id", after, params)}
    ORDER BY u.published_at DESC, u.id DESC LIMIT ${limit + 1}`;
  return { sql, params };
}

/** An update in a person's list: new when published after `since`, their last visit. */
function updateItem(row: Record<string, unknown>, since: string | null) {
  const publishedAt = isoOf(row.published_at);
  return {
    id: String(row.id),
    title: String(row.title),
    publishedAt,
    isNew: since === null || publishedAt > since,
  };
}

/** Updates as people read them: the deal page's pages, one update, its first read. */
export function portalUpdates(sql: Sql): Updates {
  return {
    async updatesFor(viewer, after, since, limit) {
      const query = visibleUpdatesQuery(viewer, after, limit);
      const rows = await sql.all(query.sql, query.params);
      return pageOf(
        rows,
        limit,
        (row) => updateItem(row, since),
        (item) => ({ at: item.publishedAt, id: item.id }),
      );
    },

    async updateFor(viewer, updateId, since) {
      const params: SqlValue[] = [updateId, viewer.dealId];
      const visible = visibleTo(viewer.dealId, viewer.organisations, params);
      const [row] = await sql.all(
        `SELECT u.id, u.title, u.published_at, u.body_html FROM portal_updates u
         WHERE u.id = ? AND u.deal_id = ? AND ${visible}`,
        params,
      );
      if (!row) return undefined;
      return { ...updateItem(row, since), html: String(row.body_html) };
    },

    async recordRead(personId, updateId, now) {
      await sql.all(
        `INSERT INTO portal_update_reads (user_id, update_id, first_read_at) VALUES (?, ?, ?)
         ON CONFLICT (user_id, update_id) DO NOTHING`,
        [personId, updateId, now.toISOString()],
      );
    },
  };
}
