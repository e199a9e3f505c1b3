import type { DocumentType, StatementBatchView } from "#common/portal-documents-api.ts";
import { LIVE_GRANT } from "#server/portal/records/content-sql.ts";
import { randomId } from "#server/portal/records/random-id.ts";
import type { Sql, SqlRunner } from "#server/store/sql.ts";
import { queueDocumentNotices } from "./notices.ts";
import { audiencesOf } from "./rows.ts";
import type { PortalDocuments } from "./types.ts";

type Statements = Pick<PortalDocuments, "createBatch" | "batch" | "batchOrganisations" | "publishBatch">;

/** Statement batches: files matched to organisations, published together or not at all. */
export function portalStatements(sql: Sql): Statements {
  const view = async (run: SqlRunner, batchId: string): Promise<StatementBatchView | undefined> => {
    const [batch] = await run.all(
      "SELECT id, deal_id, title, doc_type, status FROM portal_statement_batches WHERE id = ?",
      [batchId],
    );
    if (!batch) return undefined;
    const files = await run.all(
      `SELECT d.id, d.match_state, v.file_name FROM portal_documents d
       JOIN portal_document_versions v ON v.document_id = d.id AND v.version = d.current_version
       WHERE d.batch_id = ? ORDER BY lower(v.file_name), v.file_name, d.id`,
      [batchId],
    );
    const audiences = await audiencesOf(
      run,
      files.map((file) => String(file.id)),
    );
    const rows = files.map((file) => ({
      documentId: String(file.id),
      fileName: String(file.file_name),
      match: String(file.match_state) as StatementBatchView["files"][number]["match"],
      organisations: audiences.get(String(file.id)) ?? [],
    }));
    return {
      id: String(batch.id),
      dealId: String(batch.deal_id),
      title: String(batch.title),
      type: String(batch.doc_type) as DocumentType,
      status: batch.status === "published" ? "published" : "draft",
      files: rows,
      publishable: rows.length > 0 && rows.every((row) => row.match === "matched"),
    };
  };

  return {
    createBatch: (dealId, input, actor, now) =>
      sql.transaction(async (run) => {
        const [deal] = await run.all("SELECT id FROM portal_deals WHERE id = ?", [dealId]);
        if (!deal) return "no_deal";
        const id = randomId();
        await run.all(
          `INSERT INTO portal_statement_batches (id, deal_id, title, doc_type, created_at, created_by)
           VALUES (?, ?, ?, ?, ?, ?)`,
          [id, dealId, input.title, input.type, now.toISOString(), actor],
        );
        return (await view(run, id)) ?? "no_deal";
      }),

    batch: (batchId) => view(sql, batchId),

    async batchOrganisations(batchId, now) {
      const [batch] = await sql.all("SELECT deal_id FROM portal_statement_batches WHERE id = ?", [batchId]);
      if (!batch) return undefined;
      const rows = await sql.all(
        `SELECT DISTINCT o.id, o.name FROM portal_grants g JOIN portal_organisations o ON o.id = g.organisation_id
         WHERE g.deal_id = ? AND ${LIVE_GRANT} ORDER BY o.name`,
        [String(batch.deal_id), now.toISOString()],
      );
      return rows.map((row) => ({ id: String(row.id), name: String(row.name) }));
    },

    publishBatch: (batchId, now, roles) =>
      sql.transaction(async (run) => {
        const current = await view(run, batchId);
        if (!current) return "no_document";
        if (!current.publishable) return "unmatched";
        const at = now.toISOString();
        const drafts = await run.all(
          "UPDATE portal_documents SET status = 'published', published_at = ? WHERE batch_id = ? AND status = 'draft' RETURNING id",
          [at, batchId],
        );
        await queueDocumentNotices(
          run,
          drafts.map((draft) => String(draft.id)),
          roles,
          now,
        );
        await run.all(
          "UPDATE portal_statement_batches SET status = 'published', published_at = ? WHERE id = ?",
          [at, batchId],
        );
        return (await view(run, batchId)) ?? "no_document";
      }),
  };
}
