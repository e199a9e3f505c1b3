import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PortalGrant } from "#common/portal-api.ts";
import type { PersonDocumentView, StaffDocumentView } from "#common/portal-documents-api.ts";
import type { PortalHome } from "#common/portal-person-api.ts";
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

// What a person meets when the firm ends their organisation's access, and what home says
// is new, on both databases: a revoked grant answers "access ended" (not "no such deal")
// on every route of the deal, open viewer included, and home says so; home counts the
// documents and statements published since the last visit that the person may open.

const refusal = (status: number, code: string) => ({ status, body: { code, message: expect.any(String) } });

describe.each(DATABASE_KINDS)("portal access that ended, and new documents, on %s", (kind) => {
  let f: PortalContentFixture;
  let dealId: string;
  let orgA: string;
  let orgB: string;
  let ada: Person;
  let fay: Person;
  let bob: Person;

  const home = async (who: Person) => (await who.call<PortalHome>("/home")).body;
  const dealOf = (answer: PortalHome, name: string) =>
    answer.organisations.flatMap((o) => o.deals).find((deal) => deal.name === name);
  const published = async (query: string) => {
    const answer = await putFile(
      f.api.base,
      ORIGIN,
      f.staff,
      `${STAFF_API}/deals/${dealId}/documents?${query}`,
      await textDocument(1),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return f.make<StaffDocumentView>(`/documents/${answer.body.id}/publication`, undefined, 200);
  };

  beforeAll(async () => {
    f = await portalContentFixture(kind, "portal_ended");
    dealId = await f.deal("Harbour Wind");
    orgA = await f.organisation("Alder Pension Fund");
    orgB = await f.organisation("Birch Family Office");
    [ada, fay, bob] = await Promise.all([
      f.person("Ada Alder", [[orgA, "principal"]]),
      f.person("Fay Alder", [[orgA, "finance"]]),
      f.person("Bob Birch", [[orgB, "principal"]]),
    ]);
    await f.grant(dealId, orgA);
  });
  afterAll(async () => f?.close());

  it("counts on home the documents and statements published since the last visit that each role opens", async () => {
    for (const who of [ada, fay]) expect((await who.call(`/deals/${dealId}`)).status).toBe(200);
    expect(dealOf(await home(ada), "Harbour Wind")?.newDocuments).toBe(0);
    await published("name=Q3.pdf&type=quarterly_report");
    await published("name=K-1.pdf&type=tax_document");
    // A tax document is the principal's to open, not finance's: it is not news to finance.
    expect(dealOf(await home(ada), "Harbour Wind")).toMatchObject({ newDocuments: 2, newUpdates: 0 });
    expect(dealOf(await home(fay), "Harbour Wind")?.newDocuments).toBe(1);
    expect((await ada.call(`/deals/${dealId}`)).status).toBe(200);
    expect(dealOf(await home(ada), "Harbour Wind")?.newDocuments).toBe(0);
  });

  it("tells a reader whose grant was revoked that access ended, on every route, the open viewer's included", async () => {
    const [doc] = (await f.db.query(`SELECT id FROM portal_documents WHERE deal_id = '${dealId}'`)) as {
      id: string;
    }[];
    const opened = await ada.call<PersonDocumentView>(`/deals/${dealId}/documents/${doc?.id}`);
    expect(opened.status).toBe(200);
    const [grant] = await f.db.query(`SELECT id FROM portal_grants WHERE organisation_id = '${orgA}'`);
    await f.make<PortalGrant>(`/deals/${dealId}/grants/${String(grant?.id)}/revoke`, undefined, 200);

    const documentPath = `/deals/${dealId}/documents/${doc?.id}`;
    for (const path of [
      `/deals/${dealId}`,
      `/deals/${dealId}/terms`,
      `/deals/${dealId}/updates`,
      `/deals/${dealId}/documents`,
      documentPath,
      `${documentPath}/pages/0/text`,
    ])
      expect([path, await ada.call(path)]).toEqual([path, refusal(403, "access_ended")]);
    expect(
      await ada.call(`${documentPath}/views/${opened.body.viewId}/beats`, "POST", { page: 0, seconds: 5 }),
    ).toEqual(refusal(403, "access_ended"));
    const image = await ada.client.json(opened.body.pages[0]?.image ?? "");
    expect([image.status, (image.body as { code?: string }).code]).toEqual([403, "access_ended"]);
    // Someone never let in still learns nothing about the deal.
    expect(await bob.call(`/deals/${dealId}`)).toEqual(refusal(404, "not_found"));

    expect(await home(ada)).toMatchObject({ accessEnded: true, organisations: [{ deals: [] }] });
    expect((await home(bob)).accessEnded).toBe(false);
    // Access given again: nothing ended any more.
    await f.grant(dealId, orgA);
    expect((await home(ada)).accessEnded).toBe(false);
    expect((await ada.call(`/deals/${dealId}`)).status).toBe(200);
  });
});
