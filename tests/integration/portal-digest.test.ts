import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previousDayStart } from "../../server/portal/notice-mail.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import {
  mailTo,
  type Person,
  type PortalContentFixture,
  portalContentFixture,
} from "../support/portal-content.ts";
import { startServer, type TestServer } from "../support/test-server.ts";

// The daily digest with two instances sending mail on one database: people who chose
// "daily" get no notice per update, and one digest for the day naming each deal and
// title (never the text), however many instances queue it; "none" gets nothing.

describe.each(DATABASE_KINDS)("portal daily digest on %s", (kind) => {
  let f: PortalContentFixture;
  let second: TestServer;
  let dealId: string;
  let dee: Person;
  let eve: Person;
  let nat: Person;

  beforeAll(async () => {
    f = await portalContentFixture(kind, "portal_digest");
    second = await startServer(f.env);
    dealId = await f.deal("Nordic Fibre");
    const org = await f.organisation("Elm Endowment");
    dee = await f.person("Dee Daily", [[org, "principal"]]);
    eve = await f.person("Eve Instant", [[org, "finance"]]);
    nat = await f.person("Nat None", [[org, "legal"]]);
    await f.grant(dealId, org);
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
});
