import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InboxAuditPage } from "#common/inbox-api.ts";
import type {
  DocumentActivity,
  PersonDocumentList,
  PersonDocumentView,
  PreviewDocumentView,
  StaffDocumentView,
} from "#common/portal-documents-api.ts";
import { openPortalDocuments } from "#server/dataroom/records/store.ts";
import { previewReader, signPageAddress } from "#server/documents/render/page-address.ts";
import { textDocument } from "#tests/fixtures/pdf/text-document.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import {
  ORIGIN,
  type Person,
  type PortalContentFixture,
  portalContentFixture,
  putFile,
  STAFF_API,
} from "#tests/support/portal/index.ts";

// Staff checking before and undoing after, on both databases: a draft's own page preview,
// unpublishing and deleting (the reader loses the document at once), who has seen it as
// one row per reader, and the audit log's one entry per reading.

describe.each(DATABASE_KINDS)("portal documents undone and checked on %s", (kind) => {
  let fx: PortalContentFixture;
  let deal: string;
  let reader: Person;
  let pdf: Uint8Array;

  const staff = <T>(path: string, method = "GET") => fx.staff.json<T>(`${STAFF_API}${path}`, { method });
  const draft = async (name: string) => {
    const path = `${STAFF_API}/deals/${deal}/documents?name=${name}&type=other`;
    const answer = await putFile(fx.api.base, ORIGIN, fx.staff, path, pdf);
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const published = async (name: string) => {
    const doc = await draft(name);
    expect((await staff(`/documents/${doc.id}/publication`, "POST")).status).toBe(200);
    return doc;
  };
  const listed = async () =>
    (await reader.call<PersonDocumentList>(`/deals/${deal}/documents`)).body.deal.map((d) => d.id);
  const bytes = (path: string) =>
    fx.staff.call(path).then(async (r) => [r.status, (await r.arrayBuffer()).byteLength]);

  beforeAll(async () => {
    fx = await portalContentFixture(kind, "portal_documents_undo");
    deal = await fx.deal("Undo Fund");
    const org = await fx.organisation("Org Undo");
    await fx.grant(deal, org);
    reader = await fx.person("Rea Reader", [[org, "principal"]]);
    pdf = await textDocument(3);
    // Enrolling staff and a person hashes passwords: slow when the machine is busy.
  }, 180_000);
  afterAll(async () => fx?.close());

  it("shows staff a draft's pages at addresses signed for them alone, counting no one's view", async () => {
    const doc = await draft("Draft%20deck.pdf");
    const preview = await staff<PreviewDocumentView>(`/documents/${doc.id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body.pages).toHaveLength(3);
    const image = preview.body.pages[1]?.image ?? "";
    const [status, size] = await bytes(image);
    expect([status, Number(size) > 1000]).toEqual([200, true]);
    const text = await staff<{ text: string }>(`/documents/${doc.id}/preview/pages/1/text`);
    expect(text.body.text).toContain("Section 2");
    // A "view as" token for the same page is not this preview's.
    const token = new URL(image, ORIGIN).searchParams.get("token") ?? "";
    const staffId = (await fx.db.query("SELECT id FROM staff_user LIMIT 1"))[0]?.id;
    const other = await signPageAddress(fx.env.AUTH_SECRET ?? "", previewReader(String(staffId), reader.id), {
      versionId: `${doc.id}_1`,
      page: 2,
    });
    expect(await bytes(image.replace(token, other))).toEqual([403, expect.any(Number)]);
    // The reader still has nothing, and nothing counts as anyone's reading.
    expect((await reader.call(`/deals/${deal}/documents/${doc.id}`)).status).toBe(404);
    expect((await staff<DocumentActivity>(`/documents/${doc.id}/activity`)).body.views).toEqual([]);
    const missing = await staff<{ code: string }>(`/documents/${"x".repeat(22)}/preview`);
    expect([missing.status, missing.body.code]).toEqual([404, "not_found"]);
  });

  it("unpublishes: the reader loses the document, its pages and its download at once; publishing again restores it", async () => {
    const doc = await published("Memo.pdf");
    const opened = await reader.call<PersonDocumentView>(`/deals/${deal}/documents/${doc.id}`);
    expect(opened.status).toBe(200);
    const back = await staff<StaffDocumentView>(`/documents/${doc.id}/publication`, "DELETE");
    expect([back.status, back.body.status, back.body.publishedAt]).toEqual([200, "draft", null]);
    expect(await listed()).not.toContain(doc.id);
    expect((await reader.call(`/deals/${deal}/documents/${doc.id}`)).status).toBe(404);
    expect((await reader.call(opened.body.pages[0]?.image.replace("/portal/api", "") ?? "")).status).toBe(
      404,
    );
    const [row] = await fx.db.query(
      `SELECT count(*) AS n FROM staff_audit_events WHERE event = 'portal_document_unpublished' AND subject = 'document:${doc.id}'`,
    );
    expect(Number(row?.n)).toBe(1);
    // A draft stays one; an unknown document is the API's 404.
    expect((await staff<StaffDocumentView>(`/documents/${doc.id}/publication`, "DELETE")).body.status).toBe(
      "draft",
    );
    const missing = await staff<{ code: string }>(`/documents/${"y".repeat(22)}/publication`, "DELETE");
    expect([missing.status, missing.body.code]).toEqual([404, "not_found"]);
    expect((await staff(`/documents/${doc.id}/publication`, "POST")).status).toBe(200);
    expect(await listed()).toContain(doc.id);
  });

  it("deletes a published document: the reader no longer sees or opens it", async () => {
    const doc = await published("Gone.pdf");
    expect(await listed()).toContain(doc.id);
    expect((await fx.staff.call(`${STAFF_API}/documents/${doc.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await listed()).not.toContain(doc.id);
    expect((await reader.call(`/deals/${deal}/documents/${doc.id}`)).status).toBe(404);
  });

  it("folds openings into one row per reader, and each reading into one audit entry", async () => {
    const doc = await published("Report.pdf");
    const views: string[] = [];
    for (let i = 0; i < 2; i++)
      views.push((await reader.call<PersonDocumentView>(`/deals/${deal}/documents/${doc.id}`)).body.viewId);
    const pages = (await reader.call<PersonDocumentView>(`/deals/${deal}/documents/${doc.id}`)).body.pages;
    for (const page of pages) {
      // Each body is read to its end, so no connection stays open past the test.
      const image = await reader.client.call(page.image);
      expect([image.status, (await image.arrayBuffer()).byteLength > 0]).toEqual([200, true]);
    }
    const store = openPortalDocuments({
      DATABASE_URL: fx.db.env.DATABASE_URL,
      SQLITE_PATH: fx.db.env.SQLITE_PATH ?? "",
    });
    try {
      const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
      // First reading: pages 1 and 2; second: page 2 again. Pages reached: 2 of 3.
      await store.beat(views[0] ?? "", doc.id, reader.id, 0, 5, later(5));
      await store.beat(views[0] ?? "", doc.id, reader.id, 1, 7, later(12));
      await store.beat(views[1] ?? "", doc.id, reader.id, 1, 4, later(4));
    } finally {
      await store.close();
    }
    const activity = await staff<DocumentActivity>(`/documents/${doc.id}/activity`);
    expect(activity.body.readers).toEqual([
      expect.objectContaining({
        email: reader.email,
        openings: 3,
        seconds: 16,
        pagesReached: 2,
        pageCount: 3,
        downloads: 0,
      }),
    ]);
    expect(activity.body.views).toHaveLength(3);

    const log = await fx.staff.json<InboxAuditPage>(`/inbox/api/audit?person=${reader.id}`);
    const events = log.body.entries.map((entry) => entry.event);
    expect(events.filter((event) => event.startsWith("portal_document_page"))).toEqual([]);
    const readings = log.body.entries.filter((entry) => entry.subject === `document:${doc.id}`);
    expect(readings.map((entry) => [entry.event, entry.reading?.seconds])).toEqual([
      ["portal_document_opened", 0],
      ["portal_document_opened", 4],
      ["portal_document_opened", 12],
    ]);
    expect(readings[2]?.reading).toEqual({
      title: "Report",
      version: 1,
      seconds: 12,
      pageCount: 3,
      pages: [
        { page: 0, seconds: 5 },
        { page: 1, seconds: 7 },
      ],
    });
    // The page reads stay in the log itself.
    const [row] = await fx.db.query(
      `SELECT count(*) AS n FROM staff_audit_events WHERE event = 'portal_document_page_viewed' AND subject = 'document:${doc.id}'`,
    );
    expect(Number(row?.n)).toBe(3);
  });
});
