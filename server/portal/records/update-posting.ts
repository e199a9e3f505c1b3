import { isoOf, isoOrNull, type Sql, type SqlValue } from "#server/store/sql.ts";
import { LIVE_GRANT, olderThan, pageOf, placeholders, UPDATE_FOR_MEMBER } from "./content-sql.ts";
import type { PortalContent } from "./content-types.ts";
import { queueImmediateNotices } from "./immediate-notices.ts";
import { randomId } from "./random-id.ts";
import { STAFF_UPDATE_COLUMNS, staffUpdateView, staffUpdateViews } from "./update-views.ts";

type Posting = Pick<PortalContent, "postUpdate" | "staffUpdates" | "updateReads">;

const STAFF_PAGE = 25;

/** Updates as staff post and follow them: the audience, notices queued, who read what. */
export function portalUpdatePosting(sql: Sql): Posting {
  return {
    postUpdate: (dealId, input, actor, now) =>
      sql.transaction(async (run) => {
        const at = now.toISOString();
        const [deal] = await run.all("SELECT id FROM portal_deals WHERE id = ?", [dealId]);
        if (!deal) return "no_deal";
        const chosen = input.audience === "organisations" ? [...new Set(input.organisationIds)] : [];
        if (input.audience === "organisations") {
          const live = await run.all(
            `SELECT DISTINCT g.organisation_id FROM portal_grants g
             WHERE g.deal_id = ? AND g.organisation_id IN (${placeholders(chosen)}) AND ${LIVE_GRANT}`,
            [dealId, ...chosen, at],
          );
          if (chosen.length === 0 || live.length !== chosen.length) return "no_grant";
        }
        const id = randomId();
        await run.all(
          `INSERT INTO portal_updates (id, deal_id, title, body_md, body_html, audience, published_at, created_by)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          [id, dealId, input.title, input.bodyMd, input.html, input.audience, at, actor],
        );
        for (const organisationId of chosen)
          await run.all(
            `INSERT INTO portal_update_audiences (update_id, organisation_id, deal_id, published_at)
             VALUES (?, ?, ?, ?)`,
            [id, organisationId, dealId, at],
          );
        // Notices are queued in the update's own transaction: the mail is as durable as the update.
        await queueImmediateNotices(run, "update", id, at, UPDATE_FOR_MEMBER);
        const view = await staffUpdateView(run, id, now);
        if (!view) throw new Error("the update just posted could not be read back");
        return view;
      }),

    async staffUpdates(dealId, after, now) {
      const [deal] = await sql.all("SELECT id FROM portal_deals WHERE id = ?", [dealId]);
      if (!deal) return undefined;
      const params: SqlValue[] = [now.toISOString(), dealId];
      const rows = await sql.all(
        `SELECT ${STAFF_UPDATE_COLUMNS} FROM portal_updates u
         WHERE u.deal_id = ?${olderThan("u.published_at", "u.id", after, params)}
         ORDER BY u.published_at DESC, u.id DESC LIMIT ${STAFF_PAGE + 1}`,
        params,
      );
      const page = pageOf(
        rows,
        STAFF_PAGE,
        (row) => row,
        (row) => ({ at: isoOf(row.published_at), id: String(row.id) }),
      );
      return { items: await staffUpdateViews(sql, page.items), nextCursor: page.nextCursor };
    },

    async updateReads(dealId, updateId, now) {
      const [update] = await sql.all("SELECT id FROM portal_updates WHERE id = ? AND deal_id = ?", [
        updateId,
        dealId,
      ]);
      if (!update) return undefined;
      // Everyone it reaches now, read or not, then anyone who read it and no longer does.
      const rows = await sql.all(
        `SELECT p.id, p.name, p.email, o.name AS organisation_name, r.first_read_at
         FROM portal_updates u
         JOIN portal_grants g ON g.deal_id = u.deal_id AND ${LIVE_GRANT}
         JOIN portal_memberships m ON m.organisation_id = g.organisation_id
         JOIN portal_organisations o ON o.id = m.organisation_id
         JOIN portal_people p ON p.id = m.user_id
         LEFT JOIN portal_update_reads r ON r.update_id = u.id AND r.user_id = m.user_id
         WHERE u.id = ? AND ${UPDATE_FOR_MEMBER}
         UNION ALL
         SELECT p.id, p.name, p.email, '' AS organisation_name, r.first_read_at
         FROM portal_update_reads r JOIN portal_people p ON p.id = r.user_id
         WHERE r.update_id = ? AND NOT EXISTS (
           SELECT 1 FROM portal_updates u
           JOIN portal_grants g ON g.deal_id = u.deal_id AND ${LIVE_GRANT}
           JOIN portal_memberships m ON m.organisation_id = g.organisation_id
           WHERE u.id = r.update_id AND m.user_id = r.user_id AND ${UPDATE_FOR_MEMBER})
         ORDER BY 2, 1, 4`,
        [now.toISOString(), updateId, updateId, now.toISOString()],
      );
      return {
        updateId,
        reads: rows.map((row) => ({
          person: { id: String(row.id), name: String(row.name), email: String(row.email) },
          organisationName: String(row.organisation_name),
          firstReadAt: isoOrNull(row.first_read_at),
        })),
      };
    },
  };
}
