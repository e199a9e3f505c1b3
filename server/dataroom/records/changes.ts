import { placeholders } from "#server/portal/records/content-sql.ts";
import type { Sql, SqlValue } from "#server/store/sql.ts";
import { queueDocumentNotices } from "./notices.ts";
import { staffOne } from "./rows.ts";
import type { PortalDocuments } from "./types.ts";

type Changes = Pick<PortalDocuments, "setControls" | "publish" | "unpublish" | "deleteDocument">;

/** What staff change on a document after upload: its controls, its publication (and its undoing), its deletion. */
export function portalDocumentChanges(sql: Sql): Changes {
  return {
    setControls: (documentId, controls) =>
      sql.transaction(async (run) => {
        const [row] = await run.all("SELECT deal_id FROM portal_documents WHERE id = ?", [documentId]);
        if (!row) return "no_document";
        const sets: string[] = [];
        const params: SqlValue[] = [];
        const set = (column: string, value: SqlValue | undefined) => {
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

    publish: (documentId, now, roles) =>
      sql.transaction(async (run) => {
        const [row] = await run.all("SELECT status, match_state FROM portal_documents WHERE id = ?", [
          documentId,
        ]);
        if (!row) return "no_document";
        if (row.match_state !== null && row.match_state !== "matched") return "unmatched";
        if (row.status === "draft") {
          await run.all("UPDATE portal_documents SET status = 'published', published_at = ? WHERE id = ?", [
            now.toISOString(),
            documentId,
          ]);
          await queueDocumentNotices(run, [documentId], roles, now);
        }
        return (await staffOne(run, documentId)) ?? "no_document";
      }),

    unpublish: (documentId) =>
      sql.transaction(async (run) => {
        const [row] = await run.all("SELECT status FROM portal_documents WHERE id = ?", [documentId]);
        if (!row) return "no_document";
        if (row.status === "published") {
          await run.all("UPDATE portal_documents SET status = 'draft', published_at = NULL WHERE id = ?", [
            documentId,
          ]);
          // A notice not sent yet would announce what nobody may open; publishing again
          // queues it afresh (its key is free once the row is gone).
          await run.all("DELETE FROM portal_notice_outbox WHERE document_id = ? AND sent_at IS NULL", [
            documentId,
          ]);
        }
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
  };
}
