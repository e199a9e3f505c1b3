// The data room over HTTP for tests: a staff upload sends a file's raw bytes as a browser's
// XMLHttpRequest does (one PUT per file, staff cookies, the site's Origin), and the stored
// bytes are looked for where each store keeps them (files beside SQLite, rows in PostgreSQL).
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { StaffDocumentView } from "#common/portal-documents-api.ts";
import type { TestDatabase } from "#tests/support/database/databases.ts";
import type { StaffClient } from "#tests/support/staff/staff.ts";

/** PUTs `bytes` to `path` (with its query) as staff; the answer's status and JSON. */
export async function putFile(
  base: string,
  origin: string,
  staff: StaffClient,
  path: string,
  bytes: Uint8Array,
  contentType = "application/octet-stream",
) {
  const cookie = [...staff.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await fetch(`${base}${path}`, {
    method: "PUT",
    headers: { origin, cookie, "content-type": contentType },
    body: new Uint8Array(bytes),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as StaffDocumentView & { code?: string },
  };
}

/** The blobs a document holds: its versions' files and its page images, named apart. */
export async function documentBlobs(
  db: TestDatabase,
  documentId: string,
): Promise<{ versions: string[]; pages: string[]; all: string[] }> {
  const shas = async (sql: string) => (await db.query(sql)).map((row) => String(row.sha));
  const versions = await shas(
    `SELECT blob_sha256 AS sha FROM portal_document_versions WHERE document_id = '${documentId}' ORDER BY version`,
  );
  const pages = await shas(
    `SELECT DISTINCT image_sha256 AS sha FROM portal_document_pages WHERE document_id = '${documentId}'`,
  );
  return { versions, pages, all: [...new Set([...versions, ...pages])] };
}

/** Which of `shas` still have bytes: a blob row (both stores), chunk rows, or a file on disk. */
export async function remainingBytes(db: TestDatabase, shas: string[]): Promise<string[]> {
  if (shas.length === 0) return [];
  const list = shas.map((sha) => `'${sha}'`).join(", ");
  const rows = await db.query(`SELECT sha256 FROM document_blobs WHERE sha256 IN (${list})`);
  const left = new Set(rows.map((row) => String(row.sha256)));
  if (db.kind === "sqlite") {
    const root = join(dirname(db.env.SQLITE_PATH ?? ""), "blobs");
    for (const sha of shas) if (existsSync(join(root, sha.slice(0, 2), sha.slice(2, 4), sha))) left.add(sha);
  } else {
    const chunks = await db.query(
      `SELECT b.sha256 FROM document_blob_chunks c JOIN document_blobs b ON b.id = c.blob_id WHERE b.sha256 IN (${list})`,
    );
    for (const row of chunks) left.add(String(row.sha256));
  }
  return [...left];
}
