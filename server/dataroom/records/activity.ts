import type { DocumentActivity } from "#common/portal-documents-api.ts";
import { randomId } from "#server/portal/records/random-id.ts";
import { childrenBy, isoOf, type Sql } from "#server/store/sql.ts";
import { readersOf } from "./readers.ts";
import type { PortalDocuments } from "./types.ts";

type Activity = Pick<
  PortalDocuments,
  "openView" | "beat" | "recordDownload" | "documentActivity" | "personActivity"
>;

/** A beat counts at most this many seconds, and never more than passed since the last one. */
export const MAX_BEAT_SECONDS = 10;
/** Longer than this without a beat, and the reader is taken to have been away. */
export const IDLE_SECONDS = 60;

const VIEWS = `SELECT w.id, w.document_id, d.title, w.user_id, p.email, p.name, w.organisation_id,
    o.name AS organisation_name, w.version, w.opened_at, w.seconds, v.page_count
  FROM portal_document_views w
  JOIN portal_documents d ON d.id = w.document_id
  LEFT JOIN portal_document_versions v ON v.document_id = w.document_id AND v.version = w.version
  JOIN portal_people p ON p.id = w.user_id
  LEFT JOIN portal_organisations o ON o.id = w.organisation_id`;

const DOWNLOADS = `SELECT x.document_id, d.title, x.user_id, p.email, x.version, x.downloaded_at
  FROM portal_document_downloads x
  JOIN portal_documents d ON d.id = x.document_id
  JOIN portal_people p ON p.id = x.user_id`;

/** Who opened what, for how long on each page, and what they downloaded. */
export function portalDocumentActivity(sql: Sql): Activity {
  const activity = async (where: string, id: string): Promise<DocumentActivity> => {
    const views = await sql.all(`${VIEWS} WHERE ${where.replace("?", "w.")} = ? ORDER BY w.opened_at, w.id`, [
      id,
    ]);
    const pages = views.length
      ? await sql.all(
          `SELECT s.view_id, s.page, s.seconds FROM portal_document_page_seconds s
           JOIN portal_document_views w ON w.id = s.view_id WHERE ${where.replace("?", "w.")} = ? ORDER BY s.page`,
          [id],
        )
      : [];
    const downloads = await sql.all(
      `${DOWNLOADS} WHERE ${where.replace("?", "x.")} = ? ORDER BY x.downloaded_at, x.id`,
      [id],
    );
    const pagesOf = childrenBy(pages, "view_id");
    const viewRows = views.map((row) => ({
      documentId: String(row.document_id),
      title: String(row.title),
      personId: String(row.user_id),
      email: String(row.email),
      name: String(row.name),
      organisationId: String(row.organisation_id),
      organisationName: String(row.organisation_name ?? ""),
      version: Number(row.version),
      openedAt: isoOf(row.opened_at),
      seconds: Number(row.seconds),
      pageCount: row.page_count === null || row.page_count === undefined ? null : Number(row.page_count),
      pages: pagesOf(row.id).map((page) => ({ page: Number(page.page), seconds: Number(page.seconds) })),
    }));
    const downloadRows = downloads.map((row) => ({
      documentId: String(row.document_id),
      title: String(row.title),
      personId: String(row.user_id),
      email: String(row.email),
      version: Number(row.version),
      downloadedAt: isoOf(row.downloaded_at),
    }));
    return { readers: readersOf(viewRows, downloadRows), views: viewRows, downloads: downloadRows };
  };

  return {
    async openView(documentId, version, personId, organisationId, now) {
      const id = randomId();
      await sql.all(
        `INSERT INTO portal_document_views (id, document_id, version, user_id, organisation_id, opened_at, last_beat_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [id, documentId, version, personId, organisationId, now.toISOString(), now.toISOString()],
      );
      return id;
    },

    beat: (viewId, documentId, personId, page, seconds, now) =>
      sql.transaction(async (run) => {
        const [view] = await run.all(
          "SELECT last_beat_at FROM portal_document_views WHERE id = ? AND document_id = ? AND user_id = ?",
          [viewId, documentId, personId],
        );
        if (!view) return undefined;
        // Time is counted only as it passes: a flood of beats, or one claiming a minute,
        // adds no more than the clock allows. The viewer stops beating when its reader is idle.
        const passed = Math.max(0, Math.floor((now.getTime() - Date.parse(isoOf(view.last_beat_at))) / 1000));
        // After a silence past the idle cut-off the reader was away: this beat counts nothing
        // and restarts the clock.
        const counted = passed > IDLE_SECONDS ? 0 : Math.min(seconds, MAX_BEAT_SECONDS, passed);
        if (counted <= 0) {
          await run.all("UPDATE portal_document_views SET last_beat_at = ? WHERE id = ?", [
            now.toISOString(),
            viewId,
          ]);
          return 0;
        }
        await run.all(
          "UPDATE portal_document_views SET seconds = seconds + ?, last_beat_at = ? WHERE id = ?",
          [counted, now.toISOString(), viewId],
        );
        await run.all(
          `INSERT INTO portal_document_page_seconds (view_id, page, seconds) VALUES (?, ?, ?)
           ON CONFLICT (view_id, page) DO UPDATE SET seconds = portal_document_page_seconds.seconds + excluded.seconds`,
          [viewId, page, counted],
        );
        return counted;
      }),

    async recordDownload(documentId, version, personId, organisationId, now) {
      await sql.all(
        `INSERT INTO portal_document_downloads (id, document_id, version, user_id, organisation_id, downloaded_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        [randomId(), documentId, version, personId, organisationId, now.toISOString()],
      );
    },

    async documentActivity(documentId) {
      const [found] = await sql.all("SELECT id FROM portal_documents WHERE id = ?", [documentId]);
      return found ? activity("?document_id", documentId) : undefined;
    },

    personActivity: (personId) => activity("?user_id", personId),
  };
}
