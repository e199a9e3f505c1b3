import type { Sql } from "#server/store/sql.ts";
import type { PortalDocuments } from "./types.ts";

type Pages = Pick<PortalDocuments, "putPage" | "page" | "pages" | "failPage" | "failedPages">;

/**
 * The pages drawn from each version (decision 0023): the clean image's blob address, and
 * the text and links a screen reader gets. A page drawn for a version deleted meanwhile
 * is not kept. A page that could not be drawn is kept as a failure (migration 016), so it is
 * drawn once and answered for good.
 */
export function portalDocumentPages(sql: Sql): Pages {
  // Named columns, never *: a prepared statement fails once a table it reads gains a column.
  const columns = "page, image_sha256, width, height, text, links";
  const pageOf = (row: Record<string, unknown>) => ({
    page: Number(row.page),
    image: String(row.image_sha256),
    width: Number(row.width),
    height: Number(row.height),
    text: String(row.text),
    links: JSON.parse(String(row.links)) as unknown[],
  });

  return {
    async putPage(documentId, version, page) {
      await sql.all(
        `INSERT INTO portal_document_pages (document_id, version, page, image_sha256, width, height, text, links)
         SELECT ?, CAST(? AS integer), CAST(? AS integer), ?, CAST(? AS integer), CAST(? AS integer), ?, ? WHERE EXISTS (
           SELECT 1 FROM portal_document_versions WHERE document_id = ? AND version = ?)
         ON CONFLICT (document_id, version, page) DO NOTHING`,
        [
          documentId,
          version,
          page.page,
          page.image,
          page.width,
          page.height,
          page.text,
          JSON.stringify(page.links),
          documentId,
          version,
        ],
      );
    },

    async page(documentId, version, page) {
      const [row] = await sql.all(
        `SELECT ${columns} FROM portal_document_pages WHERE document_id = ? AND version = ? AND page = ?`,
        [documentId, version, page],
      );
      return row ? pageOf(row) : undefined;
    },

    async pages(documentId, version) {
      const rows = await sql.all(
        `SELECT ${columns} FROM portal_document_pages WHERE document_id = ? AND version = ? ORDER BY page`,
        [documentId, version],
      );
      return rows.map(pageOf);
    },

    async failPage(documentId, version, page, reason, now) {
      // A parameter in a SELECT list is text to PostgreSQL; SQLite keeps times as text anyway.
      const at = sql.kind === "postgres" ? "CAST(? AS timestamptz)" : "?";
      await sql.all(
        `INSERT INTO portal_document_page_failures (document_id, version, page, reason, failed_at)
         SELECT ?, CAST(? AS integer), CAST(? AS integer), ?, ${at} WHERE EXISTS (
           SELECT 1 FROM portal_document_versions WHERE document_id = ? AND version = ?)
         ON CONFLICT (document_id, version, page) DO NOTHING`,
        [documentId, version, page, reason.slice(0, 200), now.toISOString(), documentId, version],
      );
    },

    async failedPages(documentId, version) {
      const rows = await sql.all(
        "SELECT page FROM portal_document_page_failures WHERE document_id = ? AND version = ? ORDER BY page",
        [documentId, version],
      );
      return rows.map((row) => Number(row.page));
    },
  };
}
