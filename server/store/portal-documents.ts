import { placeholders } from "./portal-content-sql.ts";
import {
  audiencesOf,
  DOCUMENT_COLUMNS,
  RECORD_COLUMNS,
  recordOf,
  staffViews,
} from "./portal-document-rows.ts";
import type { PortalDocuments } from "./portal-documents-types.ts";
import { randomId } from "./portal-records.ts";
import type { PortalSql, PortalSqlRunner, PortalSqlValue } from "./portal-sql.ts";

type Documents = Pick<
  PortalDocuments,
  | "createDocument"
  | "addVersion"
  | "staffDocument"
  | "staffDocuments"
  | "setControls"
  | "publish"
  | "deleteDocument"
  | "documentRecord"
  | "publishedDocuments"
  | "putPage"
  | "page"
  | "pages"
>;

const CURRENT = "JOIN portal_document_versions v ON v.document_id = d.id AND v.version = d.current_version";

const insertVersion = (
  run: PortalSqlRunner,
  id: string,
  version: number,
  input: Parameters<Documents["addVersion"]>[1],
  actor: string,
  now: Date,
) =>
  run.all(
    `INSERT INTO portal_document_versions (document_id, version, blob_sha256, file_name, media_type, size,
       page_count, outline, uploaded_by, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      version,
      input.sha256,
      input.fileName,
      input.mediaType,
      input.size,
      input.pageCount,
      JSON.stringify(input.outline),
      actor,
      now.toISOString(),
    ],
  );

/** Documents, their versions and their drawn pages, on either database (migration 014). */
export function portalDocuments(sql: PortalSql): Documents {
  const staffOne = async (run: PortalSqlRunner, id: string) => {
    const rows = await run.all(`SELECT ${DOCUMENT_COLUMNS} FROM portal_documents d WHERE d.id = ?`, [id]);
    return rows.length ? (await staffViews(run, rows))[0] : undefined;
  };
  const pageOf = (row: Record<string, unknown>) => ({
    page: Number(row.page),
    image: String(row.image_sha256),
    width: Number(row.width),
    height: Number(row.height),
    text: String(row.text),
    links: JSON.parse(String(row.links)) as unknown[],
  });

  return {
    createDocument: (dealId, input, actor, now) =>
      sql.transaction(async (run) => {
        const [deal] = await run.all("SELECT id FROM portal_deals WHERE id = ?", [dealId]);
        if (!deal) return "no_deal";
        const id = randomId();
        const statement = input.batchId !== undefined;
        const match = !statement
          ? null
          : input.matched?.length === 1
            ? "matched"
            : input.matched?.length
              ? "ambiguous"
              : "unmatched";
        await run.all(
          `INSERT INTO portal_documents (id, deal_id, folder, title, doc_type, audience, batch_id, match_state,
             created_at, created_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            id,
            dealId,
            input.folder,
            input.title,
            input.type,
            statement ? "organisations" : "deal",
            input.batchId ?? null,
            match,
            now.toISOString(),
            actor,
          ],
        );
        for (const organisationId of match === "matched" ? (input.matched ?? []) : [])
          await run.all(
            "INSERT INTO portal_document_audiences (document_id, organisation_id) VALUES (?, ?)",
            [id, organisationId],
          );
        await insertVersion(run, id, 1, input, actor, now);
        return (await staffOne(run, id)) ?? "no_deal";
      }),

    addVersion: (documentId, input, actor, now) =>
      sql.transaction(async (run) => {
        const [row] = await run.all("SELECT current_version FROM portal_documents WHERE id = ?", [
          documentId,
        ]);
        if (!row) return undefined;
        const [last] = await run.all(
          "SELECT max(version) AS v FROM portal_document_versions WHERE document_id = ?",
          [documentId],
        );
        const version = Number(last?.v ?? 0) + 1;
        await insertVersion(run, documentId, version, input, actor, now);
        await run.all("UPDATE portal_documents SET current_version = ? WHERE id = ?", [version, documentId]);
        return staffOne(run, documentId);
      }),

    staffDocument: (documentId) => staffOne(sql, documentId),

    async staffDocuments(dealId) {
      const [deal] = await sql.all("SELECT id FROM portal_deals WHERE id = ?", [dealId]);
      if (!deal) return undefined;
      const rows = await sql.all(
        `SELECT ${DOCUMENT_COLUMNS} FROM portal_documents d WHERE d.deal_id = ? ORDER BY d.folder, d.title, d.id`,
        [dealId],
      );
      return staffViews(sql, rows);
    },

    setControls: (documentId, controls) =>
      sql.transaction(async (run) => {
        const [row] = await run.all("SELECT deal_id FROM portal_documents WHERE id = ?", [documentId]);
        if (!row) return "no_document";
        const sets: string[] = [];
        const params: PortalSqlValue[] = [];
        const set = (column: string, value: PortalSqlValue | undefined) => {
          if (value === undefined) return;
          sets.push(`${column} = ?`);
          params.push(value);
        };
        set("title", controls.title);
        set("folder", controls.folder);
        set("doc_type", controls.type);
        set("download_allowed", controls.downloadAllowed);
        set("access_ends_at", controls.accessEndsAt);
        set("audience", controls.audience);
        if (controls.organisationIds) {
          const ids = controls.organisationIds;
          const live = await run.all(
            `SELECT DISTINCT organisation_id FROM portal_grants WHERE deal_id = ? AND revoked_at IS NULL
               AND organisation_id IN (${placeholders(ids)})`,
            [String(row.deal_id), ...ids],
          );
          if (live.length !== new Set(ids).size) return "no_grant";
          await run.all("DELETE FROM portal_document_audiences WHERE document_id = ?", [documentId]);
          for (const id of new Set(ids))
            await run.all(
              "INSERT INTO portal_document_audiences (document_id, organisation_id) VALUES (?, ?)",
              [documentId, id],
            );
          // Staff chose the organisation: a statement's match is settled.
          set("match_state", ids.length === 1 ? "matched" : ids.length ? "ambiguous" : "unmatched");
        }
        if (sets.length)
          await run.all(`UPDATE portal_documents SET ${sets.join(", ")} WHERE id = ?`, [
            ...params,
            documentId,
          ]);
        return (await staffOne(run, documentId)) ?? "no_document";
      }),

    publish: (documentId, now) =>
      sql.transaction(async (run) => {
        const [row] = await run.all("SELECT status, match_state FROM portal_documents WHERE id = ?", [
          documentId,
        ]);
        if (!row) return "no_document";
        if (row.match_state !== null && row.match_state !== "matched") return "unmatched";
        if (row.status === "draft")
          await run.all("UPDATE portal_documents SET status = 'published', published_at = ? WHERE id = ?", [
            now.toISOString(),
            documentId,
          ]);
        return (await staffOne(run, documentId)) ?? "no_document";
      }),

    deleteDocument: (documentId) =>
      sql.transaction(async (run) => {
        const blobs = await run.all(
          `SELECT blob_sha256 AS sha FROM portal_document_versions WHERE document_id = ?
           UNION SELECT image_sha256 AS sha FROM portal_document_pages WHERE document_id = ?`,
          [documentId, documentId],
        );
        const deleted = await run.all("DELETE FROM portal_documents WHERE id = ? RETURNING id", [documentId]);
        if (deleted.length === 0) return undefined;
        await run.all("DELETE FROM portal_document_pages WHERE document_id = ?", [documentId]);
        const shas = blobs.map((blob) => String(blob.sha));
        if (shas.length === 0) return [];
        // Bytes another version or page still names (the same file uploaded twice) stay.
        const still = await run.all(
          `SELECT blob_sha256 AS sha FROM portal_document_versions WHERE blob_sha256 IN (${placeholders(shas)})
           UNION SELECT image_sha256 AS sha FROM portal_document_pages WHERE image_sha256 IN (${placeholders(shas)})`,
          [...shas, ...shas],
        );
        const kept = new Set(still.map((row) => String(row.sha)));
        return shas.filter((sha) => !kept.has(sha));
      }),

    async documentRecord(dealId, documentId) {
      const [row] = await sql.all(
        `SELECT ${RECORD_COLUMNS} FROM portal_documents d ${CURRENT} WHERE d.id = ? AND d.deal_id = ?`,
        [documentId, dealId],
      );
      if (!row) return undefined;
      const audiences = await audiencesOf(sql, [documentId]);
      return recordOf(
        row,
        (audiences.get(documentId) ?? []).map((organisation) => organisation.id),
      );
    },

    async publishedDocuments(dealId) {
      const rows = await sql.all(
        `SELECT ${RECORD_COLUMNS} FROM portal_documents d ${CURRENT}
         WHERE d.deal_id = ? AND d.status = 'published' ORDER BY d.published_at DESC, d.id`,
        [dealId],
      );
      const audiences = await audiencesOf(
        sql,
        rows.map((row) => String(row.id)),
      );
      return rows.map((row) =>
        recordOf(
          row,
          (audiences.get(String(row.id)) ?? []).map((o) => o.id),
        ),
      );
    },

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
        "SELECT * FROM portal_document_pages WHERE document_id = ? AND version = ? AND page = ?",
        [documentId, version, page],
      );
      return row ? pageOf(row) : undefined;
    },

    async pages(documentId, version) {
      const rows = await sql.all(
        "SELECT * FROM portal_document_pages WHERE document_id = ? AND version = ? ORDER BY page",
        [documentId, version],
      );
      return rows.map(pageOf);
    },
  };
}
