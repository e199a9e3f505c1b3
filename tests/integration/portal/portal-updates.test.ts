import { parseFragment } from "parse5";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PortalList } from "#common/portal-api.ts";
import type {
  PortalDealPage,
  PortalHome,
  PortalUpdateView,
  StaffUpdateView,
  UpdateReads,
} from "#common/portal-person-api.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import {
  mailTo,
  type Person,
  type PortalContentFixture,
  portalContentFixture,
  STAFF_API,
} from "#tests/support/portal/index.ts";

// Updates as staff post them and people receive them, on both databases: Markdown
// rendered once and safely, the audience (whole deal or chosen organisations), the
// e-mail that names the deal and the title only, a revoked grant hiding everything at
// once, and "view as" showing exactly what the person sees while recording nothing.
// People sign in with both factors and read through /portal/api/ as their browser would.

const HOSTILE = [
  "# Quarterly letter",
  "<script>alert('x')</script>",
  "[click](javascript:alert(1)) [again](JaVaScRiPt:alert(2)) [data](data:text/html,<b>x</b>)",
  '<img src=x onerror="alert(3)"> <iframe src="https://evil.example"></iframe>',
  "<style>body{display:none}</style>",
  "![tracker](https://evil.example/pixel.png)",
  "Read [the report](https://ucp.example/report) or https://ucp.example/faq.",
].join("\n\n");

/** Every element and attribute name in an HTML fragment as a browser parses it, and the links. */
function elementsOf(html: string) {
  const tags = new Set<string>();
  const attributes = new Set<string>();
  const hrefs: string[] = [];
  const walk = (node: {
    childNodes?: unknown[];
    tagName?: string;
    attrs?: { name: string; value: string }[];
  }) => {
    if (node.tagName) tags.add(node.tagName);
    for (const attribute of node.attrs ?? []) {
      attributes.add(attribute.name);
      if (attribute.name === "href") hrefs.push(attribute.value);
    }
    for (const child of node.childNodes ?? []) walk(child as Parameters<typeof walk>[0]);
  };
  walk(parseFragment(html) as Parameters<typeof walk>[0]);
  return { tags: [...tags].sort(), attributes: [...attributes].sort(), hrefs };
}

describe.each(DATABASE_KINDS)("portal updates on %s", (kind) => {
  let f: PortalContentFixture;
  let dealId: string;
  let orgA: string;
  let orgB: string;
  let ada: Person;
  let bob: Person;

  beforeAll(async () => {
    f = await portalContentFixture(kind, "portal_updates");
    dealId = await f.deal("Harbour Wind III");
    orgA = await f.organisation("Alder Pension Fund");
    orgB = await f.organisation("Birch Family Office");
    ada = await f.person("Ada Alder", [[orgA, "principal"]]);
    bob = await f.person("Bob Birch", [[orgB, "finance"]]);
    await f.grant(dealId, orgA);
    await f.grant(dealId, orgB);
  });
  afterAll(async () => f?.close());

  const post = (body: unknown, status = 201) =>
    f.make<StaffUpdateView>(`/deals/${dealId}/updates`, body, status);
  const page = async (person: Person) => {
    const answer = await person.call<PortalDealPage>(`/deals/${dealId}`);
    if (answer.status !== 200) throw new Error(`deal page: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const open = (person: Person, updateId: string) =>
    person.call<PortalUpdateView>(`/deals/${dealId}/updates/${updateId}`);

  it("renders hostile Markdown once, with raw HTML dropped, and keeps the source", async () => {
    const update = await post({ title: "Q3 letter", bodyMd: HOSTILE, audience: "deal" });
    expect(update.bodyMd).toBe(HOSTILE);
    // As a browser parses it: only text-level elements, no handler, links to web pages only.
    const { tags, attributes, hrefs } = elementsOf(update.html);
    // The update's "#" sits under the screen's own h1.
    expect(tags).toEqual(["a", "h2", "p"]);
    expect(attributes).toEqual(["href", "rel"]);
    expect(hrefs.every((href) => href.startsWith("https://"))).toBe(true);
    expect(update.html).not.toMatch(/&lt;|alert\('x'\)|evil\.example|!tracker/);
    expect(update.html).toContain("<p>tracker</p>");
    expect(update.html).toContain('<a href="https://ucp.example/report" rel="noopener noreferrer nofollow">');
    expect(update.html).toContain('<a href="https://ucp.example/faq" rel="noopener noreferrer nofollow">');
    // What a person opens is the stored HTML, not a new rendering.
    const seen = await open(ada, update.id);
    expect(seen.body.html).toBe(update.html);
    const [stored] = await f.db.query(`SELECT body_html FROM portal_updates WHERE id = '${update.id}'`);
    expect(stored?.body_html).toBe(update.html);
  });

  it("takes a body of 50,000 characters and refuses 50,001, storing nothing", async () => {
    const long = await post({ title: "Long", bodyMd: "a".repeat(50_000), audience: "deal" });
    expect(long.bodyMd).toHaveLength(50_000);
    const before = await f.db.query("SELECT count(*) AS n FROM portal_updates");
    const refused = await f.staff.json(`${STAFF_API}/deals/${dealId}/updates`, {
      body: { title: "Too long", bodyMd: "a".repeat(50_001), audience: "deal" },
    });
    expect([refused.status, refused.body]).toEqual([
      400,
      { code: "invalid_request", message: expect.stringContaining("bodyMd") },
    ]);
    expect(await f.db.query("SELECT count(*) AS n FROM portal_updates")).toEqual(before);
  });

  it("shows an update chosen for one organisation to its people only", async () => {
    const only = await post({
      title: "For Alder",
      bodyMd: "Side letter terms.",
      audience: "organisations",
      organisationIds: [orgA],
    });
    expect(only).toMatchObject({
      audience: "organisations",
      organisations: [{ id: orgA, name: "Alder Pension Fund" }],
    });
    expect(only.audienceCount).toBe(1);
    expect((await page(ada)).updates.map((u) => u.title)).toContain("For Alder");
    expect((await page(bob)).updates.map((u) => u.title)).not.toContain("For Alder");
    expect(await open(bob, only.id)).toEqual({
      status: 404,
      body: { code: "not_found", message: expect.any(String) },
    });
    // An organisation without access to the deal cannot be chosen.
    const outsider = await f.organisation("Cedar Insurance");
    const refused = await f.staff.json(`${STAFF_API}/deals/${dealId}/updates`, {
      body: { title: "Nope", bodyMd: "x", audience: "organisations", organisationIds: [outsider] },
    });
    expect([refused.status, refused.body]).toEqual([
      400,
      { code: "invalid_request", message: expect.any(String) },
    ]);
  });

  it("mails each person it reaches the deal and the title with a sign-in link, never the text", async () => {
    const secret = "The price is 101.5 per unit";
    await post({
      title: "Pricing update",
      bodyMd: secret,
      audience: "organisations",
      organisationIds: [orgB],
    });
    await post({ title: "Closing date", bodyMd: `${secret}, closing Friday`, audience: "deal" });
    const arrived = () =>
      mailTo(f.smtp, bob.email).filter((mail) => /Pricing update|Closing date/.test(mail.subject));
    await expect.poll(() => arrived().length, { timeout: 20_000 }).toBe(2);
    for (const mail of arrived()) {
      expect(mail.text).toContain("Harbour Wind III");
      expect(mail.text).toContain("http://inbox.test/portal/sign-in");
      expect(mail.raw).not.toContain("101.5");
      expect(mail.attachments).toBe(0);
    }
    expect(
      arrived()
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual([
      "New update on Harbour Wind III: Closing date",
      "New update on Harbour Wind III: Pricing update",
    ]);
    await expect
      .poll(() => mailTo(f.smtp, ada.email).some((mail) => mail.subject.includes("Closing date")), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(mailTo(f.smtp, ada.email).some((mail) => mail.subject.includes("Pricing update"))).toBe(false);
  });

  it("records a person's first read, and staff see who read it", async () => {
    const update = await post({ title: "Read me", bodyMd: "Body.", audience: "deal" });
    const before = Date.now();
    expect((await open(ada, update.id)).status).toBe(200);
    const after = Date.now();
    expect((await open(ada, update.id)).status).toBe(200);
    const reads = await f.make<UpdateReads>(
      `/deals/${dealId}/updates/${update.id}/reads`,
      undefined,
      200,
      "GET",
    );
    expect(reads.reads).toEqual([
      {
        person: { id: ada.id, name: "Ada Alder", email: ada.email },
        organisationName: "Alder Pension Fund",
        firstReadAt: expect.any(String),
      },
      {
        person: { id: bob.id, name: "Bob Birch", email: bob.email },
        organisationName: "Birch Family Office",
        firstReadAt: null,
      },
    ]);
    const firstRead = Date.parse(reads.reads[0]?.firstReadAt ?? "");
    expect(firstRead >= before && firstRead <= after).toBe(true);
    const list = await f.make<PortalList<StaffUpdateView>>(`/deals/${dealId}/updates`, undefined, 200, "GET");
    expect(list.items.find((item) => item.id === update.id)).toMatchObject({
      readCount: 1,
      audienceCount: 2,
    });
  });

  it("shows staff exactly what the person sees, records nothing for the person, and audits the look", async () => {
    const visits = async () =>
      f.db.query(`SELECT visited_at FROM portal_deal_visits WHERE user_id = '${ada.id}'`);
    const reads = async () =>
      f.db.query(`SELECT count(*) AS n FROM portal_update_reads WHERE user_id = '${ada.id}'`);
    const before = [await visits(), await reads()];
    const seen = await f.make<PortalDealPage>(
      `/people/${ada.id}/view-as/deals/${dealId}`,
      undefined,
      200,
      "GET",
    );
    const home = await f.make<PortalHome>(`/people/${ada.id}/view-as/home`, undefined, 200, "GET");
    expect([await visits(), await reads()]).toEqual(before);
    // The person's own look right after: the same page (the same previous visit, since
    // staff's look did not count as one), only not read-only.
    expect(seen.readOnly).toBe(true);
    expect(await ada.call("/home")).toEqual({ status: 200, body: home });
    expect(await page(ada)).toEqual({ ...seen, readOnly: false });
    expect(seen.updates.map((u) => u.title)).toContain("For Alder");
    const audit = await f.db.query(
      `SELECT actor_email, realm, deal_id, person_id FROM staff_audit_events WHERE event = 'portal_viewed_as' ORDER BY id`,
    );
    expect(audit).toEqual([
      { actor_email: "grace@ucp.example", realm: "staff", deal_id: dealId, person_id: ada.id },
      { actor_email: "grace@ucp.example", realm: "staff", deal_id: null, person_id: ada.id },
    ]);
    const own = await f.db.query(
      `SELECT event, realm, deal_id, organisation_id FROM staff_audit_events
       WHERE person_id = '${ada.id}' AND actor_id = '${ada.id}' AND event IN ('portal_deal_viewed', 'portal_home_viewed') ORDER BY id DESC`,
    );
    expect(own.slice(0, 2)).toEqual([
      { event: "portal_deal_viewed", realm: "portal", deal_id: dealId, organisation_id: orgA },
      { event: "portal_home_viewed", realm: "portal", deal_id: null, organisation_id: null },
    ]);
  });

  it("hides the whole deal from an organisation the moment its grant is revoked", async () => {
    expect((await page(bob)).deal.name).toBe("Harbour Wind III");
    const [grant] = await f.db.query(
      `SELECT id FROM portal_grants WHERE deal_id = '${dealId}' AND organisation_id = '${orgB}' AND revoked_at IS NULL`,
    );
    await f.make(`/deals/${dealId}/grants/${String(grant?.id)}/revoke`, undefined, 200);
    for (const path of [`/deals/${dealId}`, `/deals/${dealId}/updates`, `/deals/${dealId}/questions`])
      expect([path, await bob.call(path)]).toEqual([
        path,
        { status: 403, body: { code: "access_ended", message: expect.any(String) } },
      ]);
    const home = await bob.call<PortalHome>("/home");
    expect(home.body.organisations[0]?.deals).toEqual([]);
    expect(home.body.accessEnded).toBe(true);
    const viewAs = await f.staff.json(`${STAFF_API}/people/${bob.id}/view-as/deals/${dealId}`);
    expect([viewAs.status, viewAs.body]).toEqual([
      403,
      { code: "access_ended", message: expect.any(String) },
    ]);
    const update = await post({ title: "After revocation", bodyMd: "x", audience: "deal" });
    expect(update.audienceCount).toBe(1);
  });

  it("drops a queued notice when the grant is revoked before it could be sent", async () => {
    const orgC = await f.organisation("Cedar Trust");
    const cy = await f.person("Cy Cedar", [[orgC, "principal"]]);
    const grant = await f.grant(dealId, orgC);
    const notice = async () =>
      (
        await f.db.query(
          `SELECT attempts, sent_at, dropped FROM portal_notice_outbox WHERE user_id = '${cy.id}' AND kind = 'update'`,
        )
      ).map((row) => ({
        attempts: Number(row.attempts),
        sent: row.sent_at !== null,
        dropped: Boolean(row.dropped),
      }));
    await f.smtp.stop();
    try {
      await post({ title: "While the mail server is away", bodyMd: "x", audience: "deal" });
      await expect
        .poll(async () => (await notice())[0]?.attempts ?? 0, { timeout: 20_000 })
        .toBeGreaterThan(0);
      await f.make(`/deals/${dealId}/grants/${grant.id}/revoke`, undefined, 200);
    } finally {
      await f.smtp.start();
    }
    await expect
      .poll(notice, { timeout: 30_000 })
      .toEqual([{ attempts: expect.any(Number), sent: true, dropped: true }]);
    expect(mailTo(f.smtp, cy.email)).toEqual([]);
  });
});
