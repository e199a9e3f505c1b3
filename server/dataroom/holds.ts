import type { BlobStore } from "#server/documents/blobs/blob-store.ts";
import { DocumentRefusal } from "#server/documents/refusals.ts";
import type { RenderPool } from "#server/documents/render/pool.ts";
import type { Sql } from "#server/store/sql.ts";

/** Only the content is judged again: a page limit lowered since is no reason to hold a file. */
const ANY_LENGTH = Number.MAX_SAFE_INTEGER;

/**
 * Judges again, one at a time, each PDF version held since before the active-content check
 * (migration 015, decision 0027): a clean one is released, one the check refuses keeps
 * its hold with the reason, and its document is not downloaded while that version is
 * current (portal-document-rows.ts). Run in the background at start; every instance may
 * run it, and judging a version twice gives the same answer. Returns how many were held.
 */
export async function judgeHeldVersions(
  sql: Sql,
  blobs: BlobStore,
  pool: RenderPool,
  log: { warn(details: object, message: string): void },
): Promise<number> {
  const pending = await sql.all(
    `SELECT h.document_id, h.version, v.blob_sha256 FROM portal_document_holds h
     JOIN portal_document_versions v ON v.document_id = h.document_id AND v.version = h.version
     WHERE h.finding IS NULL ORDER BY h.document_id, h.version`,
  );
  let held = 0;
  for (const row of pending) {
    const [documentId, version] = [String(row.document_id), Number(row.version)];
    const finding = await refusalOf(blobs, pool, String(row.blob_sha256));
    if (finding === undefined) {
      await sql.all("DELETE FROM portal_document_holds WHERE document_id = ? AND version = ?", [
        documentId,
        version,
      ]);
      continue;
    }
    held++;
    await sql.all(
      "UPDATE portal_document_holds SET finding = ?, judged_at = ? WHERE document_id = ? AND version = ?",
      [finding, new Date().toISOString(), documentId, version],
    );
    log.warn({ documentId, version, finding }, "a stored PDF fails the upload check; its downloads stay off");
  }
  return held;
}

/** Why the check refuses the stored file now, or undefined when it passes. */
async function refusalOf(blobs: BlobStore, pool: RenderPool, sha256: string): Promise<string | undefined> {
  try {
    const file = await blobs.file(sha256);
    try {
      await pool.inspect(file.path, ANY_LENGTH);
      return undefined;
    } finally {
      await file.release();
    }
  } catch (error) {
    if (error instanceof DocumentRefusal) return `${error.code}: ${error.detail ?? error.message}`;
    throw error;
  }
}
