import type { DocumentType, StaffDocumentView } from "#common/portal-documents-api.ts";
import { placeholders } from "#server/portal/records/content-sql.ts";
import { childrenBy, isoOf, isoOrNull, type SqlRunner } from "#server/store/sql.ts";
import type { DocumentRecord } from "./types.ts";

type Row = Record<string, unknown>;

/**
 * A document is never downloaded while its current version is held for the active-content
 * check (migration 015): whatever staff set, `download_allowed` reads false.
 */
export const DOCUMENT_COLUMNS = `d.id, d.deal_id, d.folder, d.title, d.doc_type, d.status, d.audience,
  CASE WHEN EXISTS (SELECT 1 FROM portal_document_holds h
    WHERE h.document_id = d.id AND h.version = d.current_version) THEN FALSE
    ELSE d.download_allowed END AS download_allowed, d.access_ends_at, d.current_version, d.batch_id, d.match_state, d.created_at,
  d.published_at`;

export const RECORD_COLUMNS = `${DOCUMENT_COLUMNS}, v.version, v.blob_sha256, v.file_name, v.media_type,
  v.size, v.page_count, v.outline`;

/** Each document's chosen organisations, by document id. */
export async function audiencesOf(run: SqlRunner, ids: string[]) {
  const rows = ids.length
    ? await run.all(
        `SELECT a.document_id, o.id, o.name FROM portal_document_audiences a
         JOIN portal_organisations o ON o.id = a.organisation_id
         WHERE a.document_id IN (${placeholders(ids)}) ORDER BY o.name, o.id`,
        ids,
      )
    : [];
  const byDocument = new Map<string, { id: string; name: string }[]>();
  for (const row of rows) {
    const list = byDocument.get(String(row.document_id)) ?? [];
    list.push({ id: String(row.id), name: String(row.name) });
    byDocument.set(String(row.document_id), list);
  }
  return byDocument;
}

/** What staff's view and a person's record both say of a document's row. */
function headOf(
  row: Row,
): Pick<DocumentRecord, "id" | "dealId" | "folder" | "title" | "type" | "status" | "audience"> {
  return {
    id: String(row.id),
    dealId: String(row.deal_id),
    folder: String(row.folder),
    title: String(row.title),
    type: String(row.doc_type) as DocumentType,
    status: row.status === "published" ? "published" : "draft",
    audience: row.audience === "deal" ? "deal" : "organisations",
  };
}

/** Staff's view of documents: each with its audience and every version, newest first. */
export async function staffViews(run: SqlRunner, rows: Row[]): Promise<StaffDocumentView[]> {
  const ids = rows.map((row) => String(row.id));
  const audiences = await audiencesOf(run, ids);
  const versions = ids.length
    ? await run.all(
        `SELECT document_id, version, file_name, media_type, size, page_count, uploaded_by, uploaded_at
         FROM portal_document_versions WHERE document_id IN (${placeholders(ids)})
         ORDER BY document_id, version DESC`,
        ids,
      )
    : [];
  const failures = ids.length
    ? await run.all(
        `SELECT document_id, version, page FROM portal_document_page_failures
         WHERE document_id IN (${placeholders(ids)}) ORDER BY page`,
        ids,
      )
    : [];
  const failedOf = (documentId: unknown, version: unknown) =>
    failures
      .filter((failure) => failure.document_id === documentId && Number(failure.version) === Number(version))
      .map((failure) => Number(failure.page));
  const versionsOf = childrenBy(versions, "document_id");
  return rows.map((row) => ({
    ...headOf(row),
    organisations: audiences.get(String(row.id)) ?? [],
    downloadAllowed: Boolean(row.download_allowed),
    accessEndsAt: isoOrNull(row.access_ends_at),
    currentVersion: Number(row.current_version),
    versions: versionsOf(row.id).map((version) => ({
      version: Number(version.version),
      fileName: String(version.file_name),
      mediaType: String(version.media_type),
      size: Number(version.size),
      pageCount: version.page_count === null ? null : Number(version.page_count),
      failedPages: failedOf(version.document_id, version.version),
      uploadedBy: String(version.uploaded_by),
      uploadedAt: isoOf(version.uploaded_at),
    })),
    batchId: row.batch_id === null ? null : String(row.batch_id),
    match: (row.match_state ?? null) as StaffDocumentView["match"],
    createdAt: isoOf(row.created_at),
    publishedAt: isoOrNull(row.published_at),
  }));
}

export function recordOf(row: Row, organisationIds: string[]): DocumentRecord {
  return {
    ...headOf(row),
    organisationIds,
    downloadAllowed: Boolean(row.download_allowed),
    accessEndsAt: isoOrNull(row.access_ends_at),
    publishedAt: isoOrNull(row.published_at),
    version: Number(row.version),
    sha256: String(row.blob_sha256),
    fileName: String(row.file_name),
    mediaType: String(row.media_type),
    size: Number(row.size),
    pageCount: row.page_count === null ? null : Number(row.page_count),
    outline: JSON.parse(String(row.outline)) as unknown[],
  };
}

/** One document as staff see it, read within `run`. */
export async function staffOne(run: SqlRunner, id: string) {
  const rows = await run.all(`SELECT ${DOCUMENT_COLUMNS} FROM portal_documents d WHERE d.id = ?`, [id]);
  return rows.length ? (await staffViews(run, rows))[0] : undefined;
}
