import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffDocumentView } from "#common/portal-documents-api.ts";
import { previousDayStart } from "#server/portal/notice-mail.ts";
import { textDocument } from "#tests/fixtures/pdf/text-document.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import {
  mailTo,
  ORIGIN,
  type Person,
  type PortalContentFixture,
  portalContentFixture,
  putFile,
  STAFF_API,
} from "#tests/support/portal/index.ts";
import { startServer, type TestServer } from "#tests/support/servers/test-server.ts";

// The daily digest with two instances sending mail on one database: people who chose
// "daily" get no notice per update, and one digest for the day naming each deal and
// title (never the text), however many instances queue it; "none" gets nothing. The
// digest also names the documents published that day that the person may open (role,
// audience), by deal and title only, never with an attachment.

describe.each(DATABASE_KINDS)("portal daily digest on %s", (kind) => {
  let f: PortalContentFixture;
  let second: TestServer;
  let dealId: string;
  let dee: Person;
  let eve: Person;
  let nat: Person;
  let fay: Person;
  let otherOrg: string;

  beforeAll(async () => {
    f = await portalContentFixture(kind, "portal_digest");
    second = await startServer(f.env);
    dealId = await f.deal("Nordic Fibre");
    const org = await f.organisation("Elm Endowment");
    dee = await f.person("Dee Daily", [[org, "principal"]]);
    eve = await f.person("Eve Instant", [[org, "finance"]]);
    nat = await f.person("Nat None", [[org, "legal"]]);
    fay = await f.person("Fay Daily", [[org, "finance"]]);
    otherOrg = await f.organisation("Oak Office");
    await f.grant(dealId, org);
    await f.grant(dealId, otherOrg);
    expect((await dee.call("/settings/notifications", "PUT", { updates: "daily" })).status).toBe(200);
    expect((await nat.call("/settings/notifications", "PUT", { updates: "none" })).status).toBe(200);
  });
  afterAll(async () => {
    await second?.close();
    await f?.close();
  });

  it("sends one digest of yesterday's updates to a daily reader, whichever instances queue it", async () => {
    for (const title of ["Capital call 3", "Site visit"])
      await f.make(`/deals/${dealId}/updates`, { title, bodyMd: "Wire 2.4m by Friday.", audience: "deal" });
    // Immediate readers hear of each update at once; daily readers get no notice per update.
    await expect.poll(() => mailTo(f.smtp, eve.email).length, { timeout: 20_000 }).toBe(2);
    const queuedFor = await f.db.query(
      `SELECT count(*) AS n FROM portal_notice_outbox WHERE user_id IN ('${dee.id}', '${nat.id}')`,
    );
    expect(Number(queuedFor[0]?.n)).toBe(0);

    const yesterday = new Date(previousDayStart(new Date()).getTime() + 12 * 3_600_000).toISOString();
    await f.db.query(`UPDATE portal_updates SET published_at = '${yesterday}' WHERE deal_id = '${dealId}'`);
    const mail = [f.api.app.portalMail, second.app.portalMail];
    const queued = await Promise.all(mail.map((instance) => instance?.queueDigests()));
    expect(queued.reduce((sum = 0, n = 0) => sum + n, 0)).toBe(1);

    await expect.poll(() => mailTo(f.smtp, dee.email).length, { timeout: 20_000 }).toBe(1);
    // Sent and settled: no instance can claim it again.
    await expect
      .poll(
        async () =>
          (await f.db.query(`SELECT sent_at FROM portal_notice_outbox WHERE kind = 'digest'`)).map(
            (row) => row.sent_at !== null,
          ),
        { timeout: 20_000 },
      )
      .toEqual([true]);
    expect(await Promise.all(mail.map((instance) => instance?.queueDigests()))).toEqual([0, 0]);
    await f.smtp.idle();
    const [digest] = mailTo(f.smtp, dee.email);
    expect(mailTo(f.smtp, dee.email)).toHaveLength(1);
    expect(digest?.subject).toBe(`UCP GP/LP Portal: 2 new updates on ${yesterday.slice(0, 10)}`);
    expect(digest?.text).toContain("- Nordic Fibre: Capital call 3");
    expect(digest?.text).toContain("- Nordic Fibre: Site visit");
    expect(digest?.text).toContain("http://inbox.test/portal/sign-in");
    expect(digest?.raw).not.toContain("2.4m");
    expect(digest?.attachments).toBe(0);
    // "none" means none: no notice, no digest.
    expect(mailTo(f.smtp, nat.email)).toEqual([]);
  });

  it("lists the documents published that day that each daily reader may open, titles only", async () => {
    expect((await fay.call("/settings/notifications", "PUT", { updates: "daily" })).status).toBe(200);
    const pdf = await textDocument(1);
    const upload = async (title: string, type: string) => {
      const query = `name=${encodeURIComponent(`${title}.pdf`)}&type=${type}`;
      const answer = await putFile(
        f.api.base,
        ORIGIN,
        f.staff,
        `${STAFF_API}/deals/${dealId}/documents?${query}`,
        pdf,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.id;
    };
    const publish = (id: string) => f.make<StaffDocumentView>(`/documents/${id}/publication`, undefined, 200);
    const tax = await upload("K-1 2026", "tax_document");
    const report = await upload("Q3 report", "quarterly_report");
    const elsewhere = await upload("Oak statement", "capital_account_statement");
    await f.make(
      `/documents/${elsewhere}`,
      { audience: "organisations", organisationIds: [otherOrg] },
      200,
      "PATCH",
    );
    await upload("Draft memo", "other");
    for (const id of [tax, report, elsewhere]) await publish(id);
    // Immediate readers hear at once (Eve, finance: the report only); daily readers wait.
    await expect.poll(() => mailTo(f.smtp, eve.email).length, { timeout: 20_000 }).toBe(3);
    const notices = (who: Person) =>
      mailTo(f.smtp, who.email).filter((mail) => mail.subject.startsWith("New document"));
    expect([...notices(dee), ...notices(fay)]).toEqual([]);

    // Published the day before yesterday: that day's digest, queued as it would have been then.
    const dayBefore = previousDayStart(new Date()).getTime() - 86_400_000;
    const published = new Date(dayBefore + 12 * 3_600_000).toISOString();
    await f.db.query(
      `UPDATE portal_documents SET published_at = '${published}' WHERE deal_id = '${dealId}' AND status = 'published'`,
    );
    const then = new Date(dayBefore + 86_400_000 + 3_600_000);
    expect(await f.api.app.portalMail?.queueDigests(then)).toBe(2);
    const day = published.slice(0, 10);
    const digestOf = (who: Person) =>
      mailTo(f.smtp, who.email).filter((mail) => mail.subject.endsWith(` on ${day}`));
    await expect.poll(() => digestOf(dee).length + digestOf(fay).length, { timeout: 20_000 }).toBe(2);

    const [principal] = digestOf(dee);
    expect(principal?.subject).toBe(`UCP GP/LP Portal: 2 new documents on ${day}`);
    expect(principal?.text).toContain(`Documents published on ${day} (UTC)`);
    expect(principal?.text).toContain("- Nordic Fibre: K-1 2026");
    expect(principal?.text).toContain("- Nordic Fibre: Q3 report");
    const [finance] = digestOf(fay);
    // Finance does not see tax documents: the digest does not name one.
    expect(finance?.subject).toBe(`UCP GP/LP Portal: 1 new document on ${day}`);
    expect(finance?.text).toContain("- Nordic Fibre: Q3 report");
    for (const digest of [principal, finance]) {
      expect(digest?.text).not.toContain("Oak statement");
      expect(digest?.text).not.toContain("Draft memo");
      expect(digest?.text).not.toContain("Updates posted");
      expect(digest?.attachments).toBe(0);
      expect(digest?.raw).not.toContain("%PDF");
    }
    expect(finance?.text).not.toContain("K-1");
    expect(mailTo(f.smtp, nat.email)).toEqual([]);
  });
});
