import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import { ORIGIN, type PortalContentFixture, portalContentFixture } from "#tests/support/portal/content.ts";
import { csvFile, reportingPath, sendFile } from "#tests/support/reporting/staff-api.ts";

// Bad input to the reporting's staff API answers in the API's one shape and stores nothing:
// amounts before the deal's currency is set, a currency that is not ISO 4217, negative
// amounts or too many decimals, days that do not exist, a currency changed under stored
// amounts, and an administrator's file that cannot be read (422, naming the lines at fault).

describe.each(DATABASE_KINDS)("reporting validation on %s", (kind) => {
  let f: PortalContentFixture;
  let dealId: string;
  let orgs: string[];

  beforeAll(async () => {
    f = await portalContentFixture(kind, "reporting_validation");
    dealId = await f.deal("Harbour Wind VII");
    orgs = [await f.organisation("Alder Pension Fund")];
    await f.grant(dealId, orgs[0] ?? "");
  }, 180_000);
  afterAll(async () => f?.close());

  const call = <T>(path: string, method = "GET", body?: unknown) =>
    f.staff.json<T & { code?: string; message?: string }>(reportingPath(dealId, path), { method, body });
  const count = async (table: string) =>
    Number((await f.db.query(`SELECT count(*) AS n FROM ${table}`))[0]?.n);
  const upload = (name: string, bytes: Uint8Array) =>
    sendFile(f.api.base, ORIGIN, f.staff, reportingPath(dealId, "/imports"), name, bytes);

  it("refuses amounts before the currency is set, then bad currencies, negative amounts and bad dates", async () => {
    const early = await call("/positions", "POST", {
      organisationId: orgs[0],
      stage: "prospect",
      date: "2026-01-05",
    });
    expect([early.status, early.body.code]).toEqual([409, "no_settings"]);
    for (const currency of ["XYZ", "usd", "US"]) {
      const bad = await call("/settings", "PUT", { currency, target: null, showInvestorNames: false });
      expect([currency, bad.status, bad.body.code]).toEqual([currency, 400, "invalid_request"]);
      expect(bad.body.message).toMatch(/^currency: /);
    }
    const negative = await call("/settings", "PUT", {
      currency: "USD",
      target: "-5.00",
      showInvestorNames: false,
    });
    expect([negative.status, negative.body.code]).toEqual([400, "invalid_request"]);
    const decimals = await call("/settings", "PUT", {
      currency: "JPY",
      target: "100.50",
      showInvestorNames: false,
    });
    expect([decimals.status, decimals.body.message]).toEqual([400, "target: JPY has 0 decimals."]);
    expect(await count("reporting_settings")).toBe(0);
    const set = await call("/settings", "PUT", {
      currency: "USD",
      target: "3000000.00",
      showInvestorNames: false,
    });
    expect(set.body).toEqual({ dealId, currency: "USD", target: "3000000.00", showInvestorNames: false });
    for (const [date, amount] of [
      ["2026-02-30", "1.00"],
      ["05/01/2026", "1.00"],
      ["2026-01-05", "-1.00"],
      ["2026-01-05", "1.001"],
    ]) {
      const bad = await call("/positions", "POST", {
        organisationId: orgs[0],
        stage: "committed",
        amount,
        date,
      });
      expect([date, amount, bad.status, bad.body.code]).toEqual([date, amount, 400, "invalid_request"]);
    }
    expect(await count("reporting_positions")).toBe(0);
  });

  it("keeps the currency once amounts are stored in it", async () => {
    const stored = await call("/positions", "POST", {
      organisationId: orgs[0],
      stage: "committed",
      amount: "10.00",
      date: "2026-01-05",
    });
    expect(stored.status).toBe(201);
    const changed = await call("/settings", "PUT", {
      currency: "EUR",
      target: null,
      showInvestorNames: false,
    });
    expect([changed.status, changed.body.code]).toEqual([409, "currency_fixed"]);
  });

  it("refuses a file it cannot read, whole, with 422 and the lines at fault", async () => {
    const before = await f.db.query("SELECT count(*) AS n FROM reporting_imports");
    const cases: [string, Uint8Array, RegExp][] = [
      ["broken.xlsx", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), /XLSX workbook could not be opened/],
      ["latin1.csv", new Uint8Array([0x6f, 0xe9, 0x0a]), /UTF-8/],
      ["columns.csv", new TextEncoder().encode("name,day,amount\nA,2026-01-01,1"), /must name the columns/],
      [
        "bad.csv",
        csvFile([
          ["Alder Pension Fund", "2026-13-01", "contribution", "1.00"],
          ["Alder Pension Fund", "2026-01-01", "contribution", "-5.00"],
          ["Alder Pension Fund", "2026-01-01", "fee", "1"],
        ]),
        /3 line\(s\) cannot be read: line 2: date .*; line 3: amount .*; line 4: kind/,
      ],
    ];
    for (const [name, bytes, message] of cases) {
      const refused = await upload(name, bytes);
      expect([name, refused.status, refused.body.code]).toEqual([name, 422, "unreadable_file"]);
      expect(refused.body.message).toMatch(message);
    }
    const large = await upload("large.csv", new Uint8Array(5 * 1024 * 1024 + 1).fill(0x41));
    expect([large.status, large.body.code]).toEqual([413, "payload_too_large"]);
    expect(await f.db.query("SELECT count(*) AS n FROM reporting_imports")).toEqual(before);
  });
});
