import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  PersonDocumentList,
  PersonDocumentView,
  PreviewDocumentView,
  StaffDocumentView,
  StatementBatchView,
} from "#common/portal-documents-api.ts";
import { openPortalDocuments } from "#server/dataroom/records/store.ts";
import { signPageAddress } from "#server/documents/render/page-address.ts";
import { textDocument } from "#tests/fixtures/pdf/text-document.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import { officeFile } from "#tests/support/documents/office-files.ts";
import { pdfPageTexts } from "#tests/support/documents/pdf-text.ts";
import {
  documentBlobs,
  mailTo,
  ORIGIN,
  type Person,
  type PortalContentFixture,
  portalContentFixture,
  putFile,
  remainingBytes,
  STAFF_API,
} from "#tests/support/portal/index.ts";
import { eventually } from "#tests/support/servers/smtp.ts";
import { startServer } from "#tests/support/servers/test-server.ts";

// The data room's server API over HTTP on both databases: staff upload (streamed, typed
// from the content), publish, set controls and delete; people list, open, read page
// images at signed addresses, read page text, send page time and download stamped copies,
// each only where their organisation, role and the document's audience allow.

describe.each(DATABASE_KINDS)("portal documents on %s", (kind) => {
  let fx: PortalContentFixture;
  let deal: string;
  let alpha: string;
  let beta: string;
  let principal: Person;
  let tax: Person;
  let finance: Person;
  let betaPrincipal: Person;
  let pdf: Uint8Array;

  const upload = (query: string, bytes: Uint8Array, path = `${STAFF_API}/deals/${deal}/documents`) =>
    putFile(fx.api.base, ORIGIN, fx.staff, `${path}?${query}`, bytes);
  const uploaded = async (query: string, bytes = pdf) => {
    const answer = await upload(query, bytes);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };
  const publish = (id: string) => fx.make<StaffDocumentView>(`/documents/${id}/publication`, undefined, 200);
  const raw = (who: Person, path: string) =>
    fetch(`${fx.people.base}${path}`, {
      headers: { origin: ORIGIN, cookie: [...who.client.cookies].map(([n, v]) => `${n}=${v}`).join("; ") },
    });
  /** A page image's status, and whether its body (read to the end) is a JPEG. */
  const imageAt = async (who: Person, path: string) => {
    const response = await raw(who, path);
    const body = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, jpeg: body[0] === 0xff && body[1] === 0xd8 };
  };

  beforeAll(async () => {
    fx = await portalContentFixture(kind, "portal_documents");
    deal = await fx.deal("Fund Docs");
    alpha = await fx.organisation("Org Alpha");
    beta = await fx.organisation("Org Beta");
    await fx.grant(deal, alpha);
    await fx.grant(deal, beta);
    [principal, tax, finance, betaPrincipal] = await Promise.all([
      fx.person("Ana Principal", [[alpha, "principal"]]),
      fx.person("Tomás Tax", [[alpha, "tax"]]),
      fx.person("Fay Finance", [[alpha, "finance"]]),
      fx.person("Bo Beta", [[beta, "principal"]]),
    ]);
    pdf = await textDocument(3);
  });
  afterAll(async () => fx?.close());

  it("stores an upload byte for byte as a draft that no person sees until it is published", async () => {
    const doc = await uploaded("name=Q3%20report.pdf&type=quarterly_report&folder=Reports/2026");
    expect(doc).toMatchObject({
      status: "draft",
      title: "Q3 report",
      folder: "Reports/2026",
      downloadAllowed: false,
    });
    expect(doc.versions[0]).toMatchObject({
      version: 1,
      fileName: "Q3 report.pdf",
      mediaType: "application/pdf",
    });
    expect(doc.versions[0]?.pageCount).toBe(3);
    const [stored] = (await documentBlobs(fx.db, doc.id)).versions;
    expect(stored).toBe(createHash("sha256").update(pdf).digest("hex"));
    // A change that leaves the folder out keeps it.
    const changed = await fx.make(`/documents/${doc.id}`, { downloadAllowed: false }, 200, "PATCH");
    expect(changed).toMatchObject({ folder: "Reports/2026" });

    expect((await principal.call(`/deals/${deal}/documents/${doc.id}`)).status).toBe(404);
    const before = await principal.call<PersonDocumentList>(`/deals/${deal}/documents`);
    expect(before.body.deal.map((d) => d.id)).not.toContain(doc.id);
    await publish(doc.id);
    const after = await principal.call<PersonDocumentList>(`/deals/${deal}/documents`);
    expect(after.body.deal.find((d) => d.id === doc.id)).toMatchObject({ title: "Q3 report", isNew: true });
    // Once the deal page is visited, it is no longer new.
    expect((await principal.call(`/deals/${deal}`)).status).toBe(200);
    const visited = await principal.call<PersonDocumentList>(`/deals/${deal}/documents`);
    expect(visited.body.deal.find((d) => d.id === doc.id)?.isNew).toBe(false);
  });

  it("refuses a file whose content is not PDF, Excel or Word, whatever its name, storing nothing", async () => {
    const count = async () => (await fx.db.query("SELECT count(*) AS n FROM portal_documents"))[0]?.n;
    const before = await count();
    const answer = await upload("name=report.pdf", new TextEncoder().encode("just some text, not a PDF"));
    expect([answer.status, answer.body.code]).toEqual([415, "unsupported_type"]);
    expect(await count()).toEqual(before);
  });

  it("shows tax documents to tax and principal only, announcing them by e-mail to those two alone", async () => {
    const doc = await uploaded("name=K-1.pdf&type=tax_document");
    await publish(doc.id);
    const notices = (who: Person) =>
      mailTo(fx.smtp, who.email).filter((mail) => mail.subject.includes("K-1"));
    for (const who of [principal, tax]) {
      const [mail] = await eventually(
        () => notices(who).length > 0 && notices(who),
        `the notice to ${who.email}`,
      );
      expect(mail?.subject).toBe("New document on Fund Docs: K-1");
      expect(mail?.attachments).toBe(0);
      expect(mail?.text).toContain("/portal/sign-in");
    }
    expect(notices(finance)).toEqual([]);
    for (const [who, status] of [
      [principal, 200],
      [tax, 200],
      [finance, 404],
    ] as const) {
      const answer = await who.call<{ code?: string }>(`/deals/${deal}/documents/${doc.id}`);
      expect([who.email, answer.status]).toEqual([who.email, status]);
      const list = await who.call<PersonDocumentList>(`/deals/${deal}/documents`);
      expect(list.body.deal.some((d) => d.id === doc.id)).toBe(status === 200);
    }
  });

  it("serves watermarked page images only at a fresh address signed for the person and page", async () => {
    const doc = await uploaded("name=Deck.pdf&type=data_room");
    await publish(doc.id);
    const opened = await principal.call<PersonDocumentView>(`/deals/${deal}/documents/${doc.id}`);
    expect(opened.status).toBe(200);
    const first = opened.body.pages[0]?.image ?? "";
    const image = await raw(principal, first);
    expect([image.status, image.headers.get("content-type"), image.headers.get("cache-control")]).toEqual([
      200,
      "image/jpeg",
      "no-store",
    ]);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    // Another person of another organisation who may read the document too, with Ana's address.
    expect((await betaPrincipal.call(`/deals/${deal}/documents/${doc.id}`)).status).toBe(200);
    const token = (address: string) => new URL(address, "http://x").searchParams.get("token") ?? "";
    const page1 = opened.body.pages[1]?.image ?? "";
    // A token made with the server's secret for Ana and page 1, six minutes ago: expired.
    const late = await signPageAddress(
      fx.env.AUTH_SECRET ?? "",
      principal.id,
      { versionId: `${doc.id}_1`, page: 1 },
      Date.now() - 360_000,
    );
    const forged = token(first).replace(
      /\.(.)([^.]*)$/,
      (_, c: string, rest: string) => `.${c === "A" ? "B" : "A"}${rest}`,
    );
    const refusals = [
      await raw(betaPrincipal, first),
      await raw(principal, first.replace(token(first), forged)),
      await raw(principal, first.replace("/pages/0/", "/pages/1/")),
      await raw(principal, page1.replace(token(page1), late).replace("/pages/1/", "/pages/0/")),
    ];
    for (const refused of refusals)
      expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([
        403,
        "address_refused",
      ]);

    const text = await principal.call<{ text: string }>(`/deals/${deal}/documents/${doc.id}/pages/1/text`);
    expect(text.body.text).toContain("Section 2: Quarterly report");
    const audited = await fx.db.query(
      `SELECT count(*) AS n FROM staff_audit_events WHERE event = 'portal_document_page_viewed' AND actor_id = '${principal.id}'`,
    );
    expect(Number(audited[0]?.n)).toBe(1);
  });

  it("refuses a download while it is off, then stamps each page with the person's e-mail", async () => {
    const doc = await uploaded("name=Notice.pdf&type=capital_call_notice");
    await publish(doc.id);
    const path = `/deals/${deal}/documents/${doc.id}/download`;
    const refused = await finance.call<{ code: string }>(path);
    expect([refused.status, refused.body.code]).toEqual([403, "download_not_allowed"]);
    await fx.make(`/documents/${doc.id}`, { downloadAllowed: true }, 200, "PATCH");
    const response = await raw(finance, `/portal/api${path}`);
    expect([response.status, response.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    const texts = await pdfPageTexts(new Uint8Array(await response.arrayBuffer()));
    expect(texts).toHaveLength(3);
    for (const text of texts) expect(text).toContain(finance.email);
    const activity = await fx.staff.json<{ downloads: { email: string }[] }>(
      `${STAFF_API}/documents/${doc.id}/activity`,
    );
    expect(activity.body.downloads.map((d) => d.email)).toEqual([finance.email]);
    const audited = await fx.db.query(
      `SELECT realm, organisation_id FROM staff_audit_events
       WHERE event = 'portal_document_downloaded' AND actor_id = '${finance.id}'`,
    );
    expect(audited).toEqual([{ realm: "portal", organisation_id: alpha }]);
  });

  it("hands a spreadsheet back byte for byte where download is allowed, and shows it in no viewer", async () => {
    const sheet = officeFile("xlsx");
    const doc = await uploaded("name=Capital%20account.xlsx&type=capital_account_statement", sheet);
    expect(doc.versions[0]).toMatchObject({
      pageCount: null,
      mediaType: expect.stringContaining("spreadsheetml"),
    });
    await fx.make(`/documents/${doc.id}`, { downloadAllowed: true }, 200, "PATCH");
    await publish(doc.id);
    const opened = await finance.call<PersonDocumentView>(`/deals/${deal}/documents/${doc.id}`);
    expect([opened.body.viewable, opened.body.pages]).toEqual([false, []]);
    const response = await raw(finance, `/portal/api/deals/${deal}/documents/${doc.id}/download`);
    expect(response.headers.get("content-disposition")).toContain("Capital%20account.xlsx");
    expect(Buffer.from(await response.arrayBuffer()).equals(sheet)).toBe(true);
  });

  it("counts page time in bounded beats and lists it per document and person, also as CSV", async () => {
    const doc = await uploaded("name=Memo.pdf&type=other");
    await publish(doc.id);
    const opened = await tax.call<PersonDocumentView>(`/deals/${deal}/documents/${doc.id}`);
    const beat = (page: number, seconds: number) =>
      tax.call<{ counted: number }>(
        `/deals/${deal}/documents/${doc.id}/views/${opened.body.viewId}/beats`,
        "POST",
        {
          page,
          seconds,
        },
      );
    // A beat claiming a minute counts no more than the 10 s cap, nor more than has passed.
    const start = Date.now();
    const { body } = await beat(0, 60);
    expect(body.counted).toBeLessThanOrEqual(Math.min(10, Math.ceil((Date.now() - start) / 1000) + 1));
    expect((await beat(9, 5)).status).toBe(404);
    const activity = await fx.staff.json<{ views: { email: string; seconds: number }[] }>(
      `${STAFF_API}/documents/${doc.id}/activity`,
    );
    expect(activity.body.views).toEqual([
      expect.objectContaining({ email: tax.email, seconds: body.counted }),
    ]);
    const beats = await fx.db.query(
      `SELECT count(*) AS n FROM staff_audit_events WHERE event = 'portal_document_page_time' AND actor_id = '${tax.id}'`,
    );
    expect(Number(beats[0]?.n)).toBe(1);
    // The rule against the clock, on the store itself: capped, then nothing after an idle gap.
    const store = openPortalDocuments({
      DATABASE_URL: fx.db.env.DATABASE_URL,
      SQLITE_PATH: fx.db.env.SQLITE_PATH ?? "",
    });
    try {
      const at = (seconds: number) =>
        new Date(Date.parse(opened.body.publishedAt) + 3_600_000 + seconds * 1000);
      const counts = [];
      for (const [seconds, page, claimed] of [
        [0, 1, 5],
        [30, 1, 25],
        [200, 2, 5],
        [208, 2, 9],
      ] as const)
        counts.push(await store.beat(opened.body.viewId, doc.id, tax.id, page, claimed, at(seconds)));
      // A beat an hour after the last: the reader was away. Then 30 s later, capped at 10;
      // 170 s of silence again counts nothing; 8 s later, 8 of the 9 claimed.
      expect(counts).toEqual([0, 10, 0, 8]);
    } finally {
      await store.close();
    }
    const csv = await fx.staff.call(`${STAFF_API}/people/${tax.id}/document-activity?format=csv`);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(await csv.text()).toContain(`"${tax.email}"`);
  });

  it("matches statements to organisations by name, blocks an unmatched batch, and shows each only to its own", async () => {
    const batch = await fx.make<StatementBatchView>(`/deals/${deal}/statement-batches`, {
      title: "Q3 statements",
    });
    const file = (name: string) =>
      upload(`name=${encodeURIComponent(name)}`, pdf, `${STAFF_API}/statement-batches/${batch.id}/files`);
    const a = (await file("Statement Q3 - Org Alpha.pdf")).body;
    const b = (await file("statement_q3_org_beta.pdf")).body;
    const stray = (await file("Statement Q3 - Org Gamma.pdf")).body;
    const table = await fx.staff.json<StatementBatchView>(`${STAFF_API}/statement-batches/${batch.id}`);
    expect(table.body.files.map((f) => [f.fileName, f.match, f.organisations.map((o) => o.name)])).toEqual([
      ["Statement Q3 - Org Alpha.pdf", "matched", ["Org Alpha"]],
      ["Statement Q3 - Org Gamma.pdf", "unmatched", []],
      ["statement_q3_org_beta.pdf", "matched", ["Org Beta"]],
    ]);
    const blocked = await fx.staff.json(`${STAFF_API}/statement-batches/${batch.id}/publication`, {
      method: "POST",
    });
    expect([blocked.status, blocked.body.code]).toEqual([409, "batch_unmatched"]);
    expect((await principal.call(`/deals/${deal}/documents/${a.id}`)).status).toBe(404);

    expect((await fx.staff.call(`${STAFF_API}/documents/${stray.id}`, { method: "DELETE" })).status).toBe(
      204,
    );
    await fx.make(`/statement-batches/${batch.id}/publication`, undefined, 200);
    const mine = await principal.call<PersonDocumentList>(`/deals/${deal}/documents`);
    const theirs = await betaPrincipal.call<PersonDocumentList>(`/deals/${deal}/documents`);
    expect(mine.body.forYou.map((d) => d.id)).toEqual([a.id]);
    expect(theirs.body.forYou.map((d) => d.id)).toEqual([b.id]);
    expect((await betaPrincipal.call(`/deals/${deal}/documents/${a.id}`)).status).toBe(404);
  });

  it("lets staff view as a person exactly their documents, recording nothing as theirs and auditing each look", async () => {
    const preview = async <T>(who: Person, rest = "") => {
      const path = `${STAFF_API}/people/${who.id}/view-as/deals/${deal}/documents${rest}`;
      const { status, body } = await fx.staff.json<T & { code?: string }>(path);
      return { status, body };
    };
    const staffRaw = (path: string) =>
      fetch(`${fx.api.base}${path}`, {
        headers: { origin: ORIGIN, cookie: [...fx.staff.cookies].map(([n, v]) => `${n}=${v}`).join("; ") },
      });
    const draft = await uploaded("name=Unpublished.pdf&type=data_room");
    const k1 = (await principal.call<PersonDocumentList>(`/deals/${deal}/documents`)).body.deal.find(
      (d) => d.title === "K-1",
    );
    const betaStatement = (await betaPrincipal.call<PersonDocumentList>(`/deals/${deal}/documents`)).body
      .forYou[0];
    if (!k1 || !betaStatement) throw new Error("the earlier tests' documents are missing");
    const [{ last } = {}] = await fx.db.query("SELECT max(id) AS last FROM staff_audit_events");
    const activity = () =>
      Promise.all(
        [
          "portal_document_views",
          "portal_document_page_seconds",
          "portal_document_downloads",
          "portal_deal_visits",
        ].map((table) => fx.db.query(`SELECT * FROM ${table} ORDER BY 1`)),
      );
    const before = await activity();

    // The same lists, deal-wide and "for you", as each person's own; refused as they would be.
    for (const who of [principal, finance, betaPrincipal]) {
      const own = await who.call<PersonDocumentList>(`/deals/${deal}/documents`);
      expect(await preview(who)).toEqual({ status: 200, body: own.body });
    }
    for (const [who, id] of [
      [finance, k1.id],
      [principal, draft.id],
      [principal, betaStatement.id],
    ] as const) {
      const own = await who.call(`/deals/${deal}/documents/${id}`);
      expect(own.status).toBe(404);
      expect(await preview(who, `/${id}`)).toEqual(own);
    }

    // Opened: no view started, the download only reported; pages at addresses for staff alone.
    const opened = await preview<PreviewDocumentView>(principal, `/${k1.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body).not.toHaveProperty("viewId");
    expect([opened.body.pageCount, opened.body.downloadAllowed]).toEqual([3, false]);
    const first = opened.body.pages[0]?.image ?? "";
    const image = await staffRaw(first);
    expect([image.status, image.headers.get("content-type"), image.headers.get("cache-control")]).toEqual([
      200,
      "image/jpeg",
      "no-store",
    ]);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const text = await staffRaw(opened.body.pages[1]?.text ?? "");
    expect(((await text.json()) as { text: string }).text).toContain("Section 2: Quarterly report");
    // The person's own cookie opens no preview route, and the preview's token is not theirs;
    // nor does it serve staff previewing someone else.
    expect((await raw(principal, first)).status).toBe(401);
    const token = new URL(first, "http://x").searchParams.get("token") ?? "";
    const own = await raw(
      principal,
      `/portal/api/deals/${deal}/documents/${k1.id}/pages/0/image?token=${token}`,
    );
    expect([own.status, ((await own.json()) as { code: string }).code]).toEqual([403, "address_refused"]);
    const other = await staffRaw(first.replace(principal.id, tax.id));
    expect([other.status, ((await other.json()) as { code: string }).code]).toEqual([403, "address_refused"]);

    expect(await activity()).toEqual(before);
    const looks = await fx.db.query(
      `SELECT event, realm, actor_email, person_id, detail FROM staff_audit_events WHERE id > ${Number(last)} AND event <> 'portal_documents_listed' AND event <> 'portal_document_opened' ORDER BY id`,
    );
    const detail = (row: Record<string, unknown>) =>
      (typeof row.detail === "string" ? JSON.parse(row.detail) : row.detail) as Record<string, unknown>;
    expect(
      looks.map((row) => [
        row.event,
        row.realm,
        row.actor_email,
        row.person_id,
        detail(row).look,
        detail(row).status,
      ]),
    ).toEqual([
      ...[principal, finance, betaPrincipal].map((who) => [
        "portal_viewed_as",
        "staff",
        "grace@ucp.example",
        who.id,
        "documents",
        200,
      ]),
      ["portal_viewed_as", "staff", "grace@ucp.example", finance.id, "document", 404],
      ["portal_viewed_as", "staff", "grace@ucp.example", principal.id, "document", 404],
      ["portal_viewed_as", "staff", "grace@ucp.example", principal.id, "document", 404],
      ["portal_viewed_as", "staff", "grace@ucp.example", principal.id, "document", 200],
      ["portal_viewed_as", "staff", "grace@ucp.example", principal.id, "page image", 200],
      ["portal_viewed_as", "staff", "grace@ucp.example", principal.id, "page text", 200],
      ["portal_viewed_as", "staff", "grace@ucp.example", tax.id, "page image", 403],
    ]);
  });

  it("keeps a replaced document's versions, shows the newest, and retires the old page addresses", async () => {
    const doc = await uploaded("name=Terms.pdf&type=legal_document");
    await publish(doc.id);
    const before = await principal.call<PersonDocumentView>(`/deals/${deal}/documents/${doc.id}`);
    const next = await textDocument(2);
    const replaced = await upload("name=Terms%20v2.pdf", next, `${STAFF_API}/documents/${doc.id}/versions`);
    expect(replaced.status).toBe(201);
    expect(replaced.body.versions.map((v) => [v.version, v.fileName, v.pageCount])).toEqual([
      [2, "Terms v2.pdf", 2],
      [1, "Terms.pdf", 3],
    ]);
    const after = await principal.call<PersonDocumentView>(`/deals/${deal}/documents/${doc.id}`);
    expect([after.body.version, after.body.pageCount]).toEqual([2, 2]);
    const old = await raw(principal, before.body.pages[0]?.image ?? "");
    expect([old.status, ((await old.json()) as { code: string }).code]).toEqual([403, "address_refused"]);
    expect(await imageAt(principal, after.body.pages[0]?.image ?? "")).toEqual({ status: 200, jpeg: true });
  });

  it("hides a document once its access end date has passed", async () => {
    const doc = await uploaded("name=Offer.pdf&type=data_room");
    await publish(doc.id);
    expect((await finance.call(`/deals/${deal}/documents/${doc.id}`)).status).toBe(200);
    const ended = new Date(Date.now() - 1000).toISOString();
    await fx.make(`/documents/${doc.id}`, { accessEndsAt: ended }, 200, "PATCH");
    expect((await finance.call(`/deals/${deal}/documents/${doc.id}`)).status).toBe(404);
    // Staff previewing Fay are told the same.
    const preview = `${STAFF_API}/people/${finance.id}/view-as/deals/${deal}/documents/${doc.id}`;
    expect((await fx.staff.json(preview)).status).toBe(404);
    const list = await finance.call<PersonDocumentList>(`/deals/${deal}/documents`);
    expect(list.body.deal.map((d) => d.id)).not.toContain(doc.id);
  });

  it("refuses an upload past DOCUMENT_MAX_BYTES while it streams, keeping nothing", async () => {
    const small = await startServer({ ...fx.env, DOCUMENT_MAX_BYTES: "2000" });
    try {
      const blobs = async () => Number((await fx.db.query("SELECT count(*) AS n FROM document_blobs"))[0]?.n);
      const before = await blobs();
      const big = await putFile(
        small.base,
        ORIGIN,
        fx.staff,
        `${STAFF_API}/deals/${deal}/documents?name=Big.pdf`,
        pdf,
      );
      expect([big.status, big.body.code]).toEqual([413, "file_too_large"]);
      expect(await blobs()).toBe(before);
    } finally {
      await small.close();
    }
  });

  it("deletes a document with its bytes and its drawn pages", async () => {
    // Bytes of its own: the same file uploaded elsewhere would rightly keep them.
    const unique = await textDocument(4);
    const doc = await uploaded("name=Gone.pdf&type=other", unique);
    await publish(doc.id);
    const opened = await principal.call<PersonDocumentView>(`/deals/${deal}/documents/${doc.id}`);
    for (const page of opened.body.pages)
      expect(await imageAt(principal, page.image)).toEqual({ status: 200, jpeg: true });
    const blobs = (await documentBlobs(fx.db, doc.id)).all;
    expect(blobs).toHaveLength(5);
    expect(await remainingBytes(fx.db, blobs)).toHaveLength(5);
    expect((await fx.staff.call(`${STAFF_API}/documents/${doc.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await remainingBytes(fx.db, blobs)).toEqual([]);
    expect((await principal.call(`/deals/${deal}/documents/${doc.id}`)).status).toBe(404);
  });
});
