import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportingNotice } from "#common/reporting-api.ts";
import type { ReportingOverview } from "#common/reporting-staff-api.ts";
import { DATABASE_KINDS } from "#tests/support/databases.ts";
import { mailTo, type PortalContentFixture, portalContentFixture } from "#tests/support/portal-content.ts";
import { minorSum, reportingPath } from "#tests/support/reporting-staff.ts";
import { eventually } from "#tests/support/smtp.ts";

// Staff set a deal's currency, record commitments, draft a capital call (its allocation
// table sums exactly to the total), review it and publish it: the shares become cash
// flows, and each investor who reads notices gets an e-mail that names no amount and no
// bank details. Bad input answers 400 in the API's one shape and stores nothing.

describe.each(DATABASE_KINDS)("reporting notices on %s", (kind) => {
  let f: PortalContentFixture;
  let dealId: string;
  let orgs: string[];
  let principal: string;
  let legal: string;

  beforeAll(async () => {
    f = await portalContentFixture(kind, "reporting_notices");
    dealId = await f.deal("Harbour Wind IV");
    orgs = [
      await f.organisation("Alder Pension"),
      await f.organisation("Birch Fund"),
      await f.organisation("Cedar Trust"),
    ];
    for (const org of orgs) await f.grant(dealId, org);
    principal = (await f.person("Ada Alder", [[orgs[0] ?? "", "principal"]])).email;
    legal = (await f.person("Lee Alder", [[orgs[0] ?? "", "legal"]])).email;
  }, 180_000);
  afterAll(async () => f?.close());

  const call = <T>(path: string, method = "GET", body?: unknown) =>
    f.staff.json<T & { code?: string; message?: string }>(reportingPath(dealId, path), { method, body });
  const count = async (table: string) =>
    Number((await f.db.query(`SELECT count(*) AS n FROM ${table}`))[0]?.n);

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

  it("allocates a call pro rata to commitments, to the cent, summing exactly to the total", async () => {
    for (const [org, amount] of [
      [orgs[0], "1000000.00"],
      [orgs[1], "1000000.00"],
      [orgs[2], "1000000.00"],
    ])
      expect(
        (
          await call("/positions", "POST", {
            organisationId: org,
            stage: "committed",
            amount,
            date: "2026-01-10",
          })
        ).status,
      ).toBe(201);
    const draft = await call<ReportingNotice>("/notices", "POST", {
      kind: "call",
      date: "2026-03-01",
      dueDate: "2026-03-15",
      total: "100.00",
      purpose: "investment",
    });
    expect([draft.status, draft.body.status, draft.body.total]).toEqual([201, "draft", "100.00"]);
    const amounts = draft.body.shares.map((share) => share.amount);
    expect([...amounts].sort()).toEqual(["33.33", "33.33", "33.34"]);
    expect(minorSum(amounts)).toBe(10000n);
    // A draft is only reviewed: no cash flow, no e-mail yet.
    expect([await count("reporting_cash_flows"), await count("portal_notice_outbox")]).toEqual([0, 0]);
  });

  it("publishes the call: shares become cash flows and investors are told only that a notice waits", async () => {
    const percent = await call<ReportingNotice>("/notices", "POST", {
      kind: "call",
      date: "2026-04-01",
      dueDate: "2026-04-20",
      percentOfCommitments: "2.5",
      purpose: "fees",
    });
    expect([percent.body.total, minorSum(percent.body.shares.map((s) => s.amount))]).toEqual([
      "75000.00",
      7500000n,
    ]);
    const published = await call<ReportingNotice>(`/notices/${percent.body.id}/publish`, "POST");
    expect([published.status, published.body.status]).toEqual([200, "published"]);
    const flows = await f.db.query(
      `SELECT kind, CAST(amount_minor AS TEXT) AS amount FROM reporting_cash_flows WHERE notice_id = '${percent.body.id}'`,
    );
    expect(flows.map((flow) => flow.kind)).toEqual(["contribution", "contribution", "contribution"]);
    expect(minorSum(flows.map((flow) => String(flow.amount)))).toBe(7500000n);
    const [mail] = await eventually(
      () => (mailTo(f.smtp, principal).length ? mailTo(f.smtp, principal) : undefined),
      "the notice",
    );
    expect(mail?.subject).toBe("A notice is waiting for you on Harbour Wind IV");
    expect(mail?.text).toContain("/portal/sign-in");
    expect(mail?.text).not.toMatch(/25000|75000|\d+\.\d\d|IBAN/);
    expect(mail?.attachments).toBe(0);
    expect(mailTo(f.smtp, legal)).toEqual([]);
    const again = await call(`/notices/${percent.body.id}/publish`, "POST");
    expect([again.status, again.body.code]).toEqual([409, "published"]);
    const gone = await call(`/notices/${percent.body.id}`, "DELETE");
    expect([gone.status, gone.body.code]).toEqual([409, "published"]);
    const events = await f.db.query(
      "SELECT event FROM staff_audit_events WHERE event LIKE 'portal_notice_%' ORDER BY id",
    );
    expect(events.map((row) => row.event)).toEqual([
      "portal_notice_allocated",
      "portal_notice_allocated",
      "portal_notice_published",
    ]);
  });

  it("deletes a draft, and lists the raise and the notices on the deal's overview", async () => {
    const overview = await call<ReportingOverview>("");
    const draft = overview.body.notices.find((notice) => notice.status === "draft");
    expect((await call(`/notices/${draft?.id}`, "DELETE")).status).toBe(204);
    expect((await call(`/notices/${draft?.id}`)).status).toBe(404);
    const after = await call<ReportingOverview>("");
    expect(after.body.notices.map((notice) => notice.status)).toEqual(["published"]);
    expect(after.body.positions.map((position) => [position.stage, position.amount])).toEqual([
      ["committed", "1000000.00"],
      ["committed", "1000000.00"],
      ["committed", "1000000.00"],
    ]);
  });
});
