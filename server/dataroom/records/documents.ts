import { randomId } from "#server/portal/records/random-id.ts";
import type { Sql, SqlRunner } from "#server/store/sql.ts";
import { audiencesOf, DOCUMENT_COLUMNS, RECORD_COLUMNS, recordOf, staffOne, staffViews } from "./rows.ts";
import type { PortalDocuments } from "./types.ts";

type Documents = Pick<
  PortalDocuments,
  | "createDocument"
  | "addVersion"
  | "staffDocument"
  | "staffDocuments"
  | "documentRecord"
  | "publishedDocuments"
>;

const CURRENT = "JOIN portal_document_versions v ON v.document_id = d.id AND v.version = d.current_version";

const insertVersion = (
  run: SqlRunner,
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

/** Documents and their versions, on either database (migration 014). */
export function portalDocuments(sql: Sql): Documents {
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
  };
}
