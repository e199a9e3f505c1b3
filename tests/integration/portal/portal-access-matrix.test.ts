import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PortalGrant, PortalOrganisation, PortalPerson, PortalRole } from "#common/portal-api.ts";
import type { PersonDocumentView, PreviewDocumentView } from "#common/portal-documents-api.ts";
import { trackPortalRoutes } from "#server/portal/route-table.ts";
import { textDocument } from "#tests/fixtures/pdf/text-document.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/support/database/databases.ts";
import {
  CALLERS,
  type Caller,
  expectedOutcome,
  type Ids,
  type MatrixRow,
  passwordOnlyPerson,
  putFile,
  ROWS,
  revokedPerson,
  signedInPerson,
} from "#tests/support/portal/index.ts";
import { REPORTING_TABLES, reportingMatrixIds } from "#tests/support/portal/matrix-reporting.ts";
import { reportingHistory } from "#tests/support/reporting/history.ts";
import { eventually } from "#tests/support/servers/smtp.ts";
import { startServer, type TestServer, uniqueSubmission } from "#tests/support/servers/test-server.ts";
import {
  enrolStaff,
  linkToken,
  STRONG_PASSWORD,
  type StaffClient,
  staffClient,
  staffInProcess,
} from "#tests/support/staff/staff.ts";

// Every portal route the running server registered (collected by its onRoute hook, not
// copied from the code), tried by every kind of caller the portal knows
// (support/portal/matrix-callers.ts): no session, staff with the password only and with both
// factors, a person with the password only, a person revoked after signing in (who kept
// the cookie), a person of an organisation without a grant on the deal, a person whose
// organisation's grant has passed its end date, a person who has not accepted the deal's
// terms, and a person of each role and a delegate. The rows (support/portal/matrix-rows.ts) are
// written by hand; a route without a row, or a row without a route, fails. Every refusal
// is in the one {code, message} shape and changes none of the portal's tables. With
// PORTAL_ENABLED off the same requests find nothing. The matrix tried is printed at the end.

const ORIGIN = "http://inbox.test";
const API = "/inbox/api/portal";

type Row = MatrixRow<Ids>;

/**
 * The portal's tables, read whole around every caller's refused requests. Sessions are
 * left out: a revoked person's refused request ends their session on purpose.
 */
const TABLES = [
  "portal_deals",
  "portal_organisations",
  "portal_people",
  "portal_memberships",
  "portal_grants",
  "portal_user",
  "portal_invitations",
  "portal_revocations",
  "portal_updates",
  "portal_update_edits",
  "portal_answer_edits",
  "portal_update_reads",
  "portal_deal_visits",
  "portal_terms_versions",
  "portal_terms_acceptances",
  "portal_questions",
  "portal_notification_settings",
  "portal_notice_outbox",
  "portal_documents",
  "portal_document_audiences",
  "portal_document_versions",
  "portal_document_views",
  "portal_document_page_seconds",
  "portal_document_downloads",
  "portal_statement_batches",
  "document_blobs",
  ...REPORTING_TABLES,
];

describe.each(DATABASE_KINDS)("portal route matrix on %s", (kind) => {
  let db: TestDatabase;
  let api: TestServer;
  let off: TestServer;
  let staff: StaffClient;
  let clients: Record<Caller, StaffClient>;
  let ids: Ids;
  let pdf: Uint8Array;
  const tried: string[] = [];
  let setupSeconds = "";

  // Fifteen callers enrolled, three servers' worth of sign-ins and four uploads: on a
  // loaded shared machine this takes longer than the default minute.
  beforeAll(async () => {
    const started = Date.now();
    db = await createTestDatabase(kind, "portal_matrix");
    // Fifteen callers each try the invitation routes from one address, past the sign-in's
    // limit per network; the limits have tests of their own (portal-sign-in, staff-limits).
    const env = { ...db.env, PUBLIC_SITE_URL: ORIGIN, AUTH_SECRET: "s".repeat(40), AUTH_LIMITS: "off" };
    api = await startServer({ ...env, PORTAL_ENABLED: "on" });
    // A second instance on the same database with the portal off (the default).
    off = await startServer(env);
    staff = (await enrolStaff(api.base, ORIGIN, env, "grace@ucp.example")).client;
    const invited = await staffInProcess(["invite", "half@ucp.example"], env);
    const token = linkToken(invited.stdout);
    const half = staffClient(api.base, ORIGIN);
    await half.json("/inbox/api/invitations/accept", { body: { token, password: STRONG_PASSWORD } });
    const signIn = await half.json("/inbox/api/auth/sign-in/email", {
      body: { email: "half@ucp.example", password: STRONG_PASSWORD },
      headers: { "x-invitation-token": token },
    });
    expect(signIn.status).toBe(200);

    const make = async <T>(path: string, body: unknown, method = "POST", status = 201) => {
      const answer = await staff.json<T>(`${API}${path}`, { body, method });
      if (answer.status !== status) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    };
    const organisation = (name: string) =>
      make<PortalOrganisation>("/organisations", { name, kind: "insurer" });
    const deal = await make<{ id: string }>("/deals", {
      name: "Fund V",
      kind: "fund_raise",
      status: "marketing",
    });
    // The deal of the people's routes asks for its terms first.
    const content = await make<{ id: string }>("/deals", {
      name: "Fund VI",
      kind: "fund_raise",
      status: "marketing",
      termsRequired: true,
    });
    const [org, other, elsewhere, expiring] = await Promise.all(
      ["Org A", "Org B", "Org C", "Org D"].map(organisation),
    );
    if (!org || !other || !elsewhere || !expiring) throw new Error("organisations missing");
    // The API refuses an end date in the past, so Org D's grant ends a moment from now and
    // the matrix waits for that moment to pass before it tries the person.
    const ending = await make<PortalGrant>(`/deals/${content.id}/grants`, {
      organisationId: expiring.id,
      endsAt: new Date(Date.now() + 2000).toISOString(),
    });
    const grant = await make<PortalGrant>(`/deals/${deal.id}/grants`, { organisationId: org.id });
    await make(`/deals/${content.id}/grants`, { organisationId: org.id });
    await make(`/deals/${deal.id}/grants`, { organisationId: elsewhere.id });
    await make(`/deals/${content.id}/terms`, { bodyMd: "Terms." }, "PUT", 200);
    // The deal reports figures (in dollars), so the reporting routes answer those allowed.
    const figures = reportingHistory(env);
    await figures.settings(content.id, "USD", null);
    await figures.close();
    const update = await make<{ id: string }>(`/deals/${content.id}/updates`, {
      title: "First",
      bodyMd: "Hello.",
      audience: "deal",
    });
    const withdrawn = await make<{ id: string }>(`/deals/${content.id}/updates`, {
      title: "Second",
      bodyMd: "Posted in error.",
      audience: "deal",
    });
    const spareDeal = await make<{ id: string }>("/deals", {
      name: "Spare",
      kind: "project",
      status: "closed",
    });
    const blankDeal = await make<{ id: string }>("/deals", {
      name: "Blank",
      kind: "project",
      status: "closed",
    });
    const [spareOrganisation, blankOrganisation] = await Promise.all(["Org E", "Org F"].map(organisation));
    if (!spareOrganisation || !blankOrganisation) throw new Error("organisations missing");
    await make(`/deals/${spareDeal.id}/grants`, { organisationId: spareOrganisation.id });
    const person = await make<PortalPerson>("/people", { email: "a@lp.example", name: "A" });
    const newcomer = await make<PortalPerson>("/people", { email: "b@lp.example", name: "B" });
    await make(`/organisations/${org.id}/members`, { personId: person.id, role: "principal" });
    await api.post(uniqueSubmission({ email: "inquirer@lp.example" }));
    const [inquiry] = await db.query("SELECT max(id) AS id FROM contact_submissions");

    const server = { base: api.base, origin: ORIGIN, staff };
    const spec = (email: string, organisationId: string, role: PortalRole, delegate = false) => ({
      email,
      memberships: [{ organisationId, role, delegate }],
    });
    const member = (role: PortalRole, delegate = false) =>
      signedInPerson(server, spec(`${delegate ? "delegate" : role}@lp.example`, org.id, role, delegate));
    const [principal, finance, legal, tax, operations, viewer, delegate, pending, outsider, late] =
      await Promise.all([
        member("principal"),
        member("finance"),
        member("legal"),
        member("tax"),
        member("operations"),
        member("viewer"),
        member("finance", true),
        signedInPerson(server, spec("pending@lp.example", org.id, "finance")),
        signedInPerson(server, spec("outsider@lp.example", elsewhere.id, "principal")),
        signedInPerson(server, spec("late@lp.example", expiring.id, "principal")),
      ]);
    const [password, revoked] = await Promise.all([
      passwordOnlyPerson(server, spec("password@lp.example", org.id, "finance")),
      revokedPerson(server, spec("revoked@lp.example", org.id, "finance")),
    ]);
    const roles = { principal, finance, legal, tax, operations, viewer, delegate };
    for (const [role, member] of Object.entries(roles)) {
      const accepted = await member.client.call(`/portal/api/deals/${content.id}/terms/acceptance`, {
        body: { version: 1 },
      });
      expect([role, accepted.status]).toEqual([role, 204]);
    }
    const asked = await finance.client.json<{ id: string }>(`/portal/api/deals/${content.id}/questions`, {
      body: { body: "What is the fee?" },
    });
    expect(asked.status).toBe(201);
    // The data room: a published tax document (download allowed), two drafts, a statement batch.
    pdf = await textDocument(1);
    const upload = async (name: string, type: string) => {
      const path = `${API}/deals/${content.id}/documents?name=${name}&type=${type}`;
      const answer = await putFile(api.base, ORIGIN, staff, path, pdf);
      if (answer.status !== 201) throw new Error(`upload: ${JSON.stringify(answer.body)}`);
      return answer.body.id;
    };
    const document = await upload("K-1.pdf", "tax_document");
    await make(`/documents/${document}`, { downloadAllowed: true }, "PATCH", 200);
    await make(`/documents/${document}/publication`, undefined, "POST", 200);
    const [draft, doomed] = [await upload("Draft.pdf", "other"), await upload("Doomed.pdf", "other")];
    const batch = await make<{ id: string }>(`/deals/${content.id}/statement-batches`, { title: "Q3" });
    const filed = await putFile(
      api.base,
      ORIGIN,
      staff,
      `${API}/statement-batches/${batch.id}/files?name=Org%20A.pdf`,
      pdf,
    );
    expect(filed.body.match).toBe("matched");
    const images: Ids["images"] = {};
    const views: Ids["views"] = {};
    for (const [reader, member] of [
      ["principal", principal],
      ["tax", tax],
    ] as const) {
      const opened = await member.client.json<PersonDocumentView>(
        `/portal/api/deals/${content.id}/documents/${document}`,
      );
      expect(opened.status).toBe(200);
      images[reader] = opened.body.pages[0]?.image;
      views[reader] = opened.body.viewId;
    }
    const preview = await staff.json<PreviewDocumentView>(
      `${API}/people/${principal.person.id}/view-as/deals/${content.id}/documents/${document}`,
    );
    expect(preview.status).toBe(200);
    const draftPreview = await staff.json<PreviewDocumentView>(`${API}/documents/${draft}/preview`);
    expect(draftPreview.status).toBe(200);
    const reporting = await reportingMatrixIds(server, (sql) => db.query(sql), deal.id, org.id);
    await eventually(() => Date.now() > Date.parse(ending.endsAt ?? ""), "the grant's end date");
    clients = {
      "no session": staffClient(api.base, ORIGIN),
      "staff password": half,
      staff,
      "person password": password.client,
      "revoked person": revoked.client,
      "other organisation": outsider.client,
      "after end date": late.client,
      "terms pending": pending.client,
      ...Object.fromEntries(Object.entries(roles).map(([role, member]) => [role, member.client])),
    } as Record<Caller, StaffClient>;
    ids = {
      deal: deal.id,
      organisation: org.id,
      other: other.id,
      person: person.id,
      newcomer: newcomer.id,
      grant: grant.id,
      inquiry: String(inquiry?.id),
      content: content.id,
      reader: finance.person.id,
      update: update.id,
      question: asked.body.id,
      document,
      draft,
      doomed,
      batch: batch.id,
      images,
      views,
      previewed: principal.person.id,
      previewImage: preview.body.pages[0]?.image ?? "",
      draftImage: draftPreview.body.pages[0]?.image ?? "",
      withdrawn: withdrawn.id,
      spareDeal: spareDeal.id,
      spareOrganisation: spareOrganisation.id,
      blankDeal: blankDeal.id,
      blankOrganisation: blankOrganisation.id,
      reporting,
    };
    setupSeconds = ((Date.now() - started) / 1000).toFixed(1);
  }, 180_000);
  afterAll(async () => {
    console.log(`portal route matrix on ${kind} (set up in ${setupSeconds} s):\n${tried.join("\n")}`);
    await off?.close();
    await api?.close();
    db?.dispose();
  });

  const snapshot = async () =>
    Promise.all(TABLES.map(async (table) => [table, await db.query(`SELECT * FROM ${table} ORDER BY 1`)]));
  const attempt = async (
    caller: Caller | "portal off",
    client: StaffClient,
    route: string,
    row: Row,
    base = api.base,
  ) => {
    const [method = ""] = route.split(" ");
    const path = row.path(ids, caller === "portal off" ? "staff" : caller);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    // An upload is the file's raw bytes, as the upload screen sends it.
    const form = row.form?.(ids);
    const multipart = new FormData();
    if (form) multipart.append("file", new Blob([new Uint8Array(form.bytes)]), form.name);
    const response = row.file
      ? await fetch(`${base}${path}`, {
          method,
          headers: { origin: ORIGIN, cookie, "content-type": "application/pdf" },
          body: new Uint8Array(pdf),
        })
      : form
        ? await fetch(`${base}${path}`, { method, headers: { origin: ORIGIN, cookie }, body: multipart })
        : await client.call(path, { method, body: row.body?.(ids) });
    const type = response.headers.get("content-type") ?? "";
    const bytes = Buffer.from(await response.arrayBuffer());
    // Page images, downloads and CSV are not JSON; every refusal is.
    const body = type.includes("json")
      ? (JSON.parse(bytes.toString()) as unknown)
      : bytes.length
        ? type
        : null;
    const code = (body as { code?: unknown } | null)?.code;
    tried.push(
      `${caller.padEnd(18)} ${method.padEnd(6)} ${path} -> ${response.status}${code ? ` ${code}` : ""}`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    return { status: response.status, body };
  };

  /**
   * Tries every row as `caller`: its refusals first, each in the one shape and with its
   * code, changing none of the portal's tables; then what it is allowed, with the rows
   * that change its reach (accepting terms) last.
   */
  const tryAll = async (caller: Caller) => {
    const rows = Object.entries(ROWS).map(([route, row]) => ({
      route,
      row,
      want: expectedOutcome(row, caller),
    }));
    const order = (entry: (typeof rows)[number]) => (entry.want.status >= 400 ? 0 : entry.row.last ? 2 : 1);
    rows.sort((a, b) => order(a) - order(b));
    const before = await snapshot();
    let checked = false;
    for (const { route, row, want } of rows) {
      if (!checked && want.status < 400) {
        expect(await snapshot()).toEqual(before);
        checked = true;
      }
      const answer = await attempt(caller, clients[caller], route, row);
      expect([route, caller, answer.status]).toEqual([route, caller, want.status]);
      if (want.status >= 400)
        expect([route, caller, answer.body]).toEqual([
          route,
          caller,
          { code: want.code ?? expect.any(String), message: expect.any(String) },
        ]);
    }
    if (!checked) expect(await snapshot()).toEqual(before);
  };

  it("has a row for every portal route the server registered, and no row without a route", () => {
    const registered = api.app.portalRoutes.map((route) => `${route.method} ${route.url}`).sort();
    expect(registered).toEqual(Object.keys(ROWS).sort());
    for (const route of api.app.portalRoutes)
      expect([route.url, route.access]).toEqual([route.url, ROWS[`${route.method} ${route.url}`]?.access]);
    expect(off.app.portalRoutes).toEqual([]);
  });

  it.each(CALLERS)("gives %s exactly what the rules allow, and refusals change nothing", async (caller) => {
    await tryAll(caller);
  });

  it("lets the person who had not accepted the terms in once they are accepted", async () => {
    const page = await clients["terms pending"].call(`/portal/api/deals/${ids.content}`);
    expect(page.status).toBe(200);
  });

  it("refuses a change sent from another site, even with a full staff session", async () => {
    const path = `${API}/deals/${ids.deal}`;
    const cookie = [...staff.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(`${api.base}${path}`, {
      method: "PATCH",
      headers: { origin: "http://evil.test", cookie, "content-type": "application/json" },
      body: JSON.stringify({ status: "preparation" }),
    });
    tried.push(`${"other site".padEnd(13)} PATCH  ${path} -> ${response.status}`);
    expect([response.status, await response.json()]).toEqual([
      403,
      { code: "origin_refused", message: expect.any(String) },
    ]);
    const [deal] = await db.query(`SELECT status FROM portal_deals WHERE id = '${ids.deal}'`);
    expect(deal?.status).toBe("closed");
  });

  it("answers 404 on every route while the portal is off, even to staff", async () => {
    const elsewhere = staffClient(off.base, ORIGIN);
    for (const [name, value] of staff.cookies) elsewhere.cookies.set(name, value);
    expect((await elsewhere.call("/inbox/api/counts")).status).toBe(200);
    for (const [route, row] of Object.entries(ROWS)) {
      if (row.access !== "staff") continue;
      const answer = await attempt("portal off", elsewhere, route, row, off.base);
      expect([route, answer]).toEqual([
        route,
        { status: 404, body: { code: "not_found", message: expect.any(String) } },
      ]);
    }
    // The people's API is not there at all: the site's own 404.
    for (const [route, row] of Object.entries(ROWS)) {
      if (row.access === "staff") continue;
      const [method = ""] = route.split(" ");
      const path = row.path(ids, "principal");
      const response = await fetch(`${off.base}${path}`, { method, headers: { origin: ORIGIN } });
      tried.push(`${"portal off".padEnd(15)} ${method.padEnd(6)} ${path} -> ${response.status}`);
      expect([route, response.status]).toEqual([route, 404]);
    }
  });
});

describe("a portal route without an access rule", () => {
  it("stops the server from starting, naming the route", async () => {
    const app = Fastify();
    trackPortalRoutes(app);
    app.register(
      async (scope) => {
        scope.get("/deals", { config: { portalAccess: "staff" } }, async () => ({}));
        scope.post("/deals/:dealId/oops", async () => ({}));
      },
      { prefix: "/inbox/api/portal" },
    );
    await expect(app.ready()).rejects.toThrow(
      "portal route without an access rule: POST /inbox/api/portal/deals/:dealId/oops",
    );
    await app.close();
  });
});
