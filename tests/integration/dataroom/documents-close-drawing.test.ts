import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import { pdfFixture } from "#tests/support/documents/pdf-fixtures.ts";
import {
  ORIGIN,
  type PortalContentFixture,
  portalContentFixture,
  putFile,
  STAFF_API,
} from "#tests/support/portal/index.ts";

// A server stopped while it draws an upload's pages: it waits for the drawing, and every page
// it drew is kept before its database connection closes. No write fails unseen (Vitest fails a
// run on an unhandled rejection).

describe.each(DATABASE_KINDS)("stopping while pages are drawn, on %s", (kind) => {
  let fx: PortalContentFixture;
  let deal: string;

  beforeAll(async () => {
    fx = await portalContentFixture(kind, "close_drawing");
    deal = await fx.deal("Closing Fund");
  });
  afterAll(async () => fx?.close());

  it("keeps every page drawn before the connection closes", async () => {
    const path = `${STAFF_API}/deals/${deal}/documents?name=Report.pdf&type=data_room`;
    const upload = await putFile(fx.api.base, ORIGIN, fx.staff, path, pdfFixture("normal"));
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    // The drawing has started in the background; the server stops at once.
    await fx.api.close();
    const id = String(upload.body.id);
    const [version] = await fx.db.query(
      `SELECT page_count FROM portal_document_versions WHERE document_id = '${id}'`,
    );
    const [kept] = await fx.db.query(
      `SELECT COUNT(*) AS n FROM portal_document_pages WHERE document_id = '${id}'`,
    );
    expect(Number(version?.page_count)).toBeGreaterThan(1);
    expect(Number(kept?.n)).toBe(Number(version?.page_count));
  });
});
