import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CapitalAccount } from "#common/reporting-api.ts";
import type { PersonNotices, SponsorRaise } from "#common/reporting-person-api.ts";
import { capitalAccount } from "#server/reporting/engine/capital-account.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import {
  type Person,
  type PortalContentFixture,
  portalContentFixture,
  STAFF_API,
} from "#tests/support/portal/index.ts";
import { type ReportingHistory, reportingHistory } from "#tests/support/reporting/history.ts";

// An investor's capital account, notices and export, and a sponsor's raise, on both
// databases, over HTTP with people signed in, against a history written as staff would.

const refusal = (status: number, code: string) => ({ status, body: { code, message: expect.any(String) } });
const DAY = 24 * 3600 * 1000;

describe.each(DATABASE_KINDS)("the person side of reporting on %s", (kind) => {
  let f: PortalContentFixture;
  let h: ReportingHistory;
  let deal: string;
  let alder: string;
  let birch: string;
  let sponsor: string;
  let cedar: string;
  const people: Record<"ada" | "tom" | "lee" | "val" | "bob" | "sam" | "ivy", Person> = {} as never;

  // Six people enrolled with both factors: slow on a loaded shared machine.
  beforeAll(async () => {
    f = await portalContentFixture(kind, "reporting_person");
    h = reportingHistory(f.env);
    deal = await f.deal("Harbour Fund II");
    [alder, birch, sponsor] = [
      await f.organisation("Alder Pension Fund"),
      await f.organisation("Birch Pension Fund"),
      await f.organisation("Harbour Partners"),
    ];
    await f.make(`/organisations/${sponsor}`, { kind: "gp" }, 200, "PATCH");
    const extra = [];
    for (const name of ["Cedar", "Dogwood", "Elm"]) extra.push(await f.organisation(`${name} Pension Fund`));
    cedar = extra[0] ?? "";
    for (const org of [alder, birch, sponsor, ...extra]) await f.grant(deal, org);
    people.ada = await f.person("Ada Alder", [[alder, "principal"]]);
    people.tom = await f.person("Tom Alder", [[alder, "tax"]]);
    people.lee = await f.person("Lee Alder", [[alder, "legal"]]);
    people.val = await f.person("Val Alder", [[alder, "viewer"]]);
    people.bob = await f.person("Bob Birch", [[birch, "finance"]]);
    people.sam = await f.person("Sam Harbour", [[sponsor, "principal"]]);
    // Works for two investors, and is legal at a third.
    people.ivy = await f.person("Ivy Shared", [
      [birch, "tax"],
      [alder, "finance"],
      [cedar, "legal"],
    ]);
    await h.settings(deal, "EUR", 1_000_000_000n);
    await h.position(deal, alder, "committed", 100_000_000n, "2024-01-10");
    await h.position(deal, birch, "committed", 50_000_000n, "2024-01-12");
    for (const org of extra) await h.position(deal, org, "soft_circle", 10_000_000n, "2024-01-05");
    await h.notice(
      deal,
      "call",
      "2024-02-01",
      [
        [alder, 20_000_000n],
        [birch, 10_000_000n],
      ],
      "2024-02-15",
    );
    await h.notice(deal, "distribution", "2025-03-01", [
      [alder, 6_000_000n],
      [birch, 3_000_000n],
    ]);
    await h.flows(deal, [
      { organisationId: alder, day: "2024-12-31", kind: "nav", amount: 25_000_000n },
      { organisationId: alder, day: "2025-06-30", kind: "nav", amount: 23_000_000n },
    ]);
    await h.bankDetails(deal, "GB00TEST00000000000001", new Date(Date.now() - 90 * DAY));
    await h.bankDetails(deal, "GB00TEST00000000000002", new Date(Date.now() - 2 * DAY));
  }, 180_000);
  afterAll(async () => {
    await h?.close();
    await f?.close();
  });

  const account = (person: Person, query = "asOf=2025-06-30") =>
    person.call<CapitalAccount>(`/deals/${deal}/reporting/account?${query}`);

  it("shows an investor the capital account the engine computes from the dated cash flows", async () => {
    const { status, body } = await account(people.ada);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      organisationName: "Alder Pension Fund",
      currency: "EUR",
      asOf: "2025-06-30",
    });
    expect([body.commitment, body.paidIn, body.unfunded, body.distributed, body.nav]).toEqual([
      "1000000.00",
      "200000.00",
      "800000.00",
      "60000.00",
      "230000.00",
    ]);
    const flows = body.cashFlows.map((flow) => ({
      day: flow.date,
      kind: flow.kind,
      noticeId: flow.noticeId,
    }));
    const engine = capitalAccount({
      currency: "EUR",
      commitment: 100_000_000n,
      asOf: "2025-06-30",
      flows: flows.map((flow, at) => ({
        ...flow,
        amount: BigInt(body.cashFlows[at]?.amount.replace(".", "") ?? "0"),
      })),
    });
    expect(body).toMatchObject(engine);
    // As of a day in the middle, later flows do not count.
    const earlier = await account(people.ada, "asOf=2024-06-30");
    expect([earlier.body.paidIn, earlier.body.distributed, earlier.body.cashFlows.length]).toEqual([
      "200000.00",
      "0.00",
      1,
    ]);
    expect(await account(people.ada, "asOf=2025-02-30")).toEqual(refusal(400, "invalid_request"));
  });

  it("gives each organisation its own notices, and the bank details to all but tax", async () => {
    const ada = await people.ada.call<PersonNotices>(`/deals/${deal}/reporting/notices`);
    expect(ada.body.notices.map((n) => [n.kind, n.amount, n.dueDate])).toEqual([
      ["distribution", "60000.00", null],
      ["call", "200000.00", "2024-02-15"],
    ]);
    expect(ada.body.bankDetails).toMatchObject({ iban: "GB00TEST00000000000002", changedRecently: true });
    const bob = await people.bob.call<PersonNotices>(`/deals/${deal}/reporting/notices`);
    expect(bob.body.notices.map((n) => n.amount)).toEqual(["30000.00", "100000.00"]);
    const tom = await people.tom.call<PersonNotices>(`/deals/${deal}/reporting/notices`);
    expect(tom.body.notices).toEqual(ada.body.notices);
    expect(tom.body).not.toHaveProperty("bankDetails");
    expect(JSON.stringify(tom.body)).not.toContain("GB00TEST");
    expect((await account(people.tom)).body.paidIn).toBe("200000.00");
  });

  it("refuses legal and viewer, and another organisation's account", async () => {
    for (const person of [people.lee, people.val])
      for (const path of ["account", "notices", "export.csv", "export.xlsx", "raise"])
        expect(await person.call(`/deals/${deal}/reporting/${path}`)).toEqual(refusal(403, "not_allowed"));
    expect(await account(people.ada, `organisationId=${birch}`)).toEqual(refusal(404, "not_found"));
    expect((await account(people.bob)).body.organisationName).toBe("Birch Pension Fund");
  });

  it("lets a person of several investors choose whose account, offering only those their roles allow", async () => {
    const named = (answer: { body: CapitalAccount }) => answer.body.organisations.map((o) => o.name);
    expect(named(await account(people.ivy))).toEqual(["Alder Pension Fund", "Birch Pension Fund"]);
    expect((await account(people.ada)).body.organisations).toEqual([
      { id: alder, name: "Alder Pension Fund" },
    ]);
    const chosen = await account(people.ivy, `asOf=2025-06-30&organisationId=${birch}`);
    expect([chosen.body.organisationName, chosen.body.paidIn]).toEqual(["Birch Pension Fund", "100000.00"]);
    const other = await account(people.ivy, `asOf=2025-06-30&organisationId=${alder}`);
    expect([other.body.organisationName, other.body.paidIn]).toEqual(["Alder Pension Fund", "200000.00"]);
    // Tax at Birch: Birch's notices without the bank details; legal at Cedar: nothing.
    const notices = await people.ivy.call<PersonNotices>(
      `/deals/${deal}/reporting/notices?organisationId=${birch}`,
    );
    expect(notices.body.notices.map((n) => n.amount)).toEqual(["30000.00", "100000.00"]);
    expect(notices.body).not.toHaveProperty("bankDetails");
    expect(await account(people.ivy, `organisationId=${cedar}`)).toEqual(refusal(404, "not_found"));
  });

  it("exports an XLSX that opens with the same figures, and audits it", async () => {
    const shown = (await account(people.ada)).body;
    const response = await people.ada.client.call(
      `/portal/api/deals/${deal}/reporting/export.xlsx?asOf=2025-06-30`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(
      "capital-account-Harbour-Fund-II-2025-06-30.xlsx",
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const lines = new Map<string, unknown>();
    book
      .getWorksheet("Capital account")
      ?.eachRow((row) => lines.set(String(row.getCell(1).value), row.getCell(2).value));
    // A ratio without a value (none paid in) is an empty cell, which reads back as null.
    const cells = ["Paid-In Capital", "Net Asset Value", "TVPI", "Net IRR"].map(
      (term) => lines.get(term) ?? null,
    );
    expect(cells).toEqual([shown.paidIn, shown.nav, shown.tvpi, shown.netIrr.rate]);
    expect(book.getWorksheet("Cash flows")?.rowCount).toBe(shown.cashFlows.length + 1);
    const csv = await people.ada.client.call(
      `/portal/api/deals/${deal}/reporting/export.csv?asOf=2025-06-30`,
    );
    expect(await csv.text()).toContain(`"Unfunded Commitment",${shown.unfunded}\r\n`);
    const rows = await f.db.query(
      `SELECT detail FROM staff_audit_events WHERE event = 'portal_reporting_exported' AND person_id = '${people.ada.id}'`,
    );
    expect(rows.map((row) => JSON.parse(String(row.detail)).format).sort()).toEqual(["csv", "xlsx"]);
  });

  it("shows a sponsor its raise in groups of three or more, names only when the deal allows", async () => {
    expect(await people.ada.call(`/deals/${deal}/reporting/raise`)).toEqual(refusal(403, "not_allowed"));
    await people.ada.call(`/deals/${deal}/questions`, "POST", { body: "When is the next call?" });
    const { status, body } = await people.sam.call<SponsorRaise>(`/deals/${deal}/reporting/raise`);
    expect(status).toBe(200);
    expect(body.totals).toEqual({ softCircled: "300000.00", committed: "1500000.00", funded: "0.00" });
    expect(body.target).toBe("10000000.00");
    expect(body.investors).toBeNull();
    // Counts of investor organisations only: the sponsor's own organisation is not one.
    expect(body.engagement).toEqual({
      organisations: 5,
      openedDataRoom: 0,
      openedDocuments: 0,
      questions: 1,
    });
    for (const group of [...body.byStage, ...body.byCategory])
      expect(group.organisations).toBeGreaterThanOrEqual(3);
    expect(body.byStage).toEqual([{ key: "other", organisations: 5, amount: "1800000.00" }]);
    expect(JSON.stringify(body)).not.toContain("Alder");
    expect(body.overTime.map((point) => point.date)).toEqual(["2024-01-05", "2024-01-10", "2024-01-12"]);
    await h.settings(deal, "EUR", 1_000_000_000n, true);
    const named = await people.sam.call<SponsorRaise>(`/deals/${deal}/reporting/raise`);
    expect(named.body.investors?.map((i) => i.name)).toContain("Alder Pension Fund");
    expect(named.body.byStage.map((g) => [g.key, g.organisations])).toEqual([
      ["soft_circle", 3],
      ["committed", 2],
    ]);
    await h.settings(deal, "EUR", 1_000_000_000n, false);
  });

  it("lets staff view the account as the investor, and audits the look", async () => {
    const path = `${STAFF_API}/people/${people.ada.id}/view-as/deals/${deal}/reporting/account?asOf=2025-06-30`;
    const seen = await f.staff.json<CapitalAccount>(path);
    expect(seen.body).toEqual((await account(people.ada)).body);
    const tax = await f.staff.json(
      `${STAFF_API}/people/${people.tom.id}/view-as/deals/${deal}/reporting/notices`,
    );
    expect(tax.body).not.toHaveProperty("bankDetails");
    const rows = await f.db.query(
      `SELECT detail FROM staff_audit_events WHERE event = 'portal_viewed_as' AND person_id = '${people.ada.id}'`,
    );
    expect(rows.map((row) => JSON.parse(String(row.detail)))).toContainEqual(
      expect.objectContaining({
        reporting: "account",
        status: 200,
      }),
    );
  });
});
