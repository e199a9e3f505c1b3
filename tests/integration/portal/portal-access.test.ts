import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_ROLES, type PortalRole } from "#common/portal-api.ts";
import { decideAccess } from "#server/portal/access.ts";
import { DOCUMENT_TYPES, type PortalNeed } from "#server/portal/capabilities.ts";
import { openPortalRecords, type PortalRecords } from "#server/portal/records/open-records.ts";
import {
  createTestDatabase,
  DATABASE_KINDS,
  openStoreOn,
  type TestDatabase,
} from "#tests/support/database/databases.ts";

// The portal's one access rule against real rows on both databases: who reaches a deal,
// through which organisation, with which role, and what each refusal looks like.

const STAFF = "staff-1";
const READ: PortalNeed = { resource: "deal", action: "read" };
const ASK: PortalNeed = { resource: "question", action: "ask" };

describe.each(DATABASE_KINDS)("the portal access rule on %s", (kind) => {
  let db: TestDatabase;
  let records: PortalRecords;
  const now = () => new Date();

  beforeAll(async () => {
    db = await createTestDatabase(kind, "portal_access");
    await (await openStoreOn(db)).close(); // the schema: SQLite's is made now
    records = openPortalRecords({ DATABASE_URL: db.env.DATABASE_URL, SQLITE_PATH: db.env.SQLITE_PATH ?? "" });
  });
  afterAll(async () => {
    await records?.close();
    db?.dispose();
  });

  let made = 0;
  const deal = async (termsRequired = false) =>
    (
      await records.createDeal(
        { name: `Deal ${++made}`, kind: "fund_raise", status: "marketing", termsRequired },
        STAFF,
        now(),
      )
    ).id;
  const organisation = async () => {
    const created = await records.createOrganisation(
      { name: `Org ${++made}`, kind: "pension_fund" },
      STAFF,
      now(),
    );
    if (typeof created === "string") throw new Error(created);
    return created.id;
  };
  const person = async (organisationId?: string, role: PortalRole = "principal", delegate = false) => {
    const created = await records.createPerson(
      { email: `p${++made}@lp.example`, name: `Person ${made}` },
      STAFF,
      now(),
    );
    if (typeof created === "string") throw new Error(created);
    if (organisationId)
      await records.addMembership(organisationId, { personId: created.id, role, delegate }, STAFF, now());
    return created.id;
  };
  const grant = async (dealId: string, organisationId: string) => {
    const given = await records.giveGrant(dealId, { organisationId }, STAFF, now());
    if (typeof given === "string") throw new Error(given);
    return given.id;
  };
  const decide = (personId: string, dealId: string, need: PortalNeed = READ, mode?: "view-as") =>
    decideAccess(records, { personId, dealId, need, ...(mode ? { mode } : {}) });
  const refusal = (status: number, code: string) => ({ allowed: false, status, code });

  it("denies a person with no membership, and one whose organisation has no grant, as an unknown deal", async () => {
    const dealId = await deal();
    const loner = await person();
    const orgId = await organisation();
    const member = await person(orgId);
    expect(await decide(loner, dealId)).toEqual(refusal(404, "not_found"));
    expect(await decide(member, dealId)).toEqual(refusal(404, "not_found"));
    expect(await decide(member, "no-such-deal-00000000")).toEqual(refusal(404, "not_found"));
  });

  it("lets a member in through a live grant, and not into another organisation's deal", async () => {
    const [ours, theirs] = [await deal(), await deal()];
    const [orgA, orgB] = [await organisation(), await organisation()];
    await grant(ours, orgA);
    await grant(theirs, orgB);
    const ada = await person(orgA, "finance");
    const decision = await decide(ada, ours);
    expect(decision).toEqual({
      allowed: true,
      viewer: {
        personId: ada,
        dealId: ours,
        mode: "self",
        organisations: [{ organisationId: orgA, role: "finance", delegate: false }],
        through: [orgA],
      },
    });
    expect(await decide(ada, theirs)).toEqual(refusal(404, "not_found"));
  });

  it("shuts a revoked grant at once: the very next decision refuses", async () => {
    const dealId = await deal();
    const orgId = await organisation();
    const grantId = await grant(dealId, orgId);
    const ada = await person(orgId);
    expect((await decide(ada, dealId)).allowed).toBe(true);
    expect(await records.revokeGrant(dealId, grantId, STAFF, now())).toMatchObject({ live: false });
    // Told that access ended: the person knew of the deal; a stranger still gets 404.
    expect(await decide(ada, dealId)).toEqual(refusal(403, "access_ended"));
  });

  it("shuts a grant past its end date, and keeps one that ends later open", async () => {
    const [ended, later] = [await deal(), await deal()];
    const orgId = await organisation();
    const endedGrant = await grant(ended, orgId);
    await records.giveGrant(
      later,
      { organisationId: orgId, endsAt: new Date(Date.now() + 3_600_000).toISOString() },
      STAFF,
      now(),
    );
    const ada = await person(orgId);
    expect((await decide(ada, ended)).allowed).toBe(true);
    // The end date passed a second ago (set in the database, not waited for).
    const past = new Date(Date.now() - 1000).toISOString();
    await db.query(`UPDATE portal_grants SET ends_at = '${past}' WHERE id = ${endedGrant}`);
    expect(await decide(ada, ended)).toEqual(refusal(403, "access_ended"));
    expect((await decide(ada, later)).allowed).toBe(true);
    const access = await records.dealAccess(ended, now());
    expect(access?.grants.map((g) => g.live)).toEqual([false]);
    expect(access?.people).toEqual([]);
  });

  it("gives each role exactly its capabilities", async () => {
    const dealId = await deal();
    const orgId = await organisation();
    await grant(dealId, orgId);
    const seen: Record<string, string[]> = {};
    for (const role of PORTAL_ROLES) {
      const who = await person(orgId, role);
      const allowed: string[] = [];
      const needs: PortalNeed[] = [
        READ,
        { resource: "update", action: "read" },
        { resource: "question", action: "read" },
        ASK,
        { resource: "terms", action: "accept" },
        ...DOCUMENT_TYPES.map((type): PortalNeed => ({ resource: "document", action: type })),
      ];
      for (const need of needs) {
        const decision = await decide(who, dealId, need);
        if (decision.allowed) allowed.push(`${need.resource}:${need.action}`);
        else
          expect(decision).toEqual(
            need.resource === "document" ? refusal(404, "not_found") : refusal(403, "not_allowed"),
          );
      }
      seen[role] = allowed.filter((entry) => entry.startsWith("document:") || entry === "question:ask");
      // Everyone reads the deal, its updates and questions, and accepts terms.
      expect(allowed.slice(0, 3)).toEqual(["deal:read", "update:read", "question:read"]);
      expect(allowed).toContain("terms:accept");
    }
    const docs = (...types: string[]) => types.map((type) => `document:${type}`);
    expect(seen).toEqual({
      principal: ["question:ask", ...docs(...DOCUMENT_TYPES)],
      finance: [
        "question:ask",
        ...docs(
          "capital_call_notice",
          "distribution_notice",
          "quarterly_report",
          "capital_account_statement",
          "data_room",
          "other",
        ),
      ],
      legal: ["question:ask", ...docs("quarterly_report", "legal_document", "data_room", "other")],
      tax: [
        "question:ask",
        ...docs(
          "distribution_notice",
          "quarterly_report",
          "capital_account_statement",
          "tax_document",
          "data_room",
          "other",
        ),
      ],
      operations: [
        "question:ask",
        ...docs("capital_call_notice", "distribution_notice", "quarterly_report", "data_room", "other"),
      ],
      viewer: docs("quarterly_report", "data_room", "other"),
    });
  });

  it("lets a delegate read but never act for the organisation, and staff viewing as someone change nothing", async () => {
    const dealId = await deal();
    const orgId = await organisation();
    await grant(dealId, orgId);
    const accountant = await person(orgId, "finance", true);
    const principal = await person(orgId, "principal");
    expect(
      (await decide(accountant, dealId, { resource: "document", action: "quarterly_report" })).allowed,
    ).toBe(true);
    expect(await decide(accountant, dealId, ASK)).toEqual(refusal(403, "not_allowed"));
    expect((await decide(accountant, dealId, { resource: "terms", action: "accept" })).allowed).toBe(true);
    expect((await decide(principal, dealId, ASK)).allowed).toBe(true);
    expect((await decide(principal, dealId, READ, "view-as")).allowed).toBe(true);
    expect(await decide(principal, dealId, ASK, "view-as")).toEqual(refusal(403, "read_only"));
    expect(await decide(principal, dealId, { resource: "terms", action: "accept" }, "view-as")).toEqual(
      refusal(403, "read_only"),
    );
  });

  it("joins a person's two organisations: each one's grant, the stronger role, acting only where allowed", async () => {
    const [shared, onlyB] = [await deal(), await deal()];
    const [orgA, orgB] = [await organisation(), await organisation()];
    await grant(shared, orgA);
    await grant(shared, orgB);
    await grant(onlyB, orgB);
    const grace = await person(orgA, "viewer");
    await records.addMembership(orgB, { personId: grace, role: "tax", delegate: true }, STAFF, now());
    const read = await decide(grace, shared, { resource: "document", action: "tax_document" });
    expect(read).toMatchObject({ allowed: true, viewer: { through: [orgB] } });
    if (!read.allowed) return;
    expect(read.viewer.organisations).toHaveLength(2);
    // As a viewer in A she may not ask; in B she may by role but is a delegate there.
    expect(await decide(grace, shared, ASK)).toEqual(refusal(403, "not_allowed"));
    expect(await decide(grace, onlyB)).toMatchObject({ allowed: true, viewer: { through: [orgB] } });
    await records.removeMembership(orgB, grace);
    expect(await decide(grace, onlyB)).toEqual(refusal(404, "not_found"));
    expect((await decide(grace, shared)).allowed).toBe(true);
  });

  it("asks for the newest terms before anything of a deal that requires them", async () => {
    const dealId = await deal(true);
    const orgId = await organisation();
    await grant(dealId, orgId);
    const ada = await person(orgId);
    const version = async (n: number) => {
      await db.query(`INSERT INTO portal_terms_versions (deal_id, version, body_md, body_html, body_sha256, published_at, published_by)
        VALUES ('${dealId}', ${n}, 'NDA', '<p>NDA</p>', 'x', '${new Date().toISOString()}', '${STAFF}')`);
      const [row] = await db.query(
        `SELECT id FROM portal_terms_versions WHERE deal_id = '${dealId}' AND version = ${n}`,
      );
      return String(row?.id);
    };
    const accept = (id: string) =>
      db.query(`INSERT INTO portal_terms_acceptances (user_id, terms_version_id, accepted_at, ip)
        VALUES ('${ada}', ${id}, '${new Date().toISOString()}', '127.0.0.1')`);
    expect(await decide(ada, dealId)).toEqual(refusal(403, "terms_required"));
    await accept(await version(1));
    expect((await decide(ada, dealId)).allowed).toBe(true);
    await version(2);
    expect(await decide(ada, dealId)).toEqual(refusal(403, "terms_required"));
    expect((await decide(ada, dealId, { resource: "terms", action: "accept" })).allowed).toBe(true);
  });
});
