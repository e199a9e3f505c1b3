import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportingImport } from "#common/reporting-staff-api.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import { ORIGIN, type PortalContentFixture, portalContentFixture } from "#tests/support/portal/content.ts";
import { csvFile, reportingPath, sendFile } from "#tests/support/reporting/staff-api.ts";
import { xlsxFile } from "#tests/support/reporting/xlsx-file.ts";

// The fund administrator's file: each line matched to an organisation with access to the
// deal, an unmatched or ambiguous line blocking the whole file, a preview of what changes,
// applied whole (or, when one insert fails, not at all) and undone as one step.

describe.each(DATABASE_KINDS)("reporting imports on %s", (kind) => {
  let f: PortalContentFixture;
  let dealId: string;
  let alder: string;
  let birch: string;

  beforeAll(async () => {
    f = await portalContentFixture(kind, "reporting_imports");
    dealId = await f.deal("Harbour Wind V");
    alder = await f.organisation("Alder Pension Fund");
    birch = await f.organisation("Birch Endowment");
    const cedars = [await f.organisation("Cedar Office"), await f.organisation("Cedar Office.")];
    for (const org of [alder, birch, ...cedars]) await f.grant(dealId, org);
    const body = { currency: "EUR", target: null, showInvestorNames: false };
    await f.staff.json(reportingPath(dealId, "/settings"), { method: "PUT", body });
  }, 180_000);
  afterAll(async () => f?.close());

  const upload = (name: string, bytes: Uint8Array) =>
    sendFile(f.api.base, ORIGIN, f.staff, reportingPath(dealId, "/imports"), name, bytes);
  const call = <T>(path: string, method = "GET", body?: unknown) =>
    f.staff.json<T & { code?: string }>(reportingPath(dealId, path), { method, body });
  const flows = async (importId: string) =>
    Number(
      (await f.db.query(`SELECT count(*) AS n FROM reporting_cash_flows WHERE import_id = '${importId}'`))[0]
        ?.n,
    );

  it("matches names, blocks the file on an unmatched or ambiguous line, then applies it whole", async () => {
    const sent = await upload(
      "q1.csv",
      csvFile([
        ["Alder Pension Fund", "2026-01-15", "contribution", "250000.00"],
        ["alder  pension-fund", "2026-03-31", "nav", "251000.5"],
        ['"Birch Endowment"', "2026-02-01", "distribution", "1200"],
        ["Nobody Ltd", "2026-02-01", "contribution", "10.00"],
        ["CEDAR OFFICE", "2026-02-01", "contribution", "10.00"],
      ]),
    );
    expect(sent.status).toBe(201);
    const preview = sent.body as unknown as ReportingImport;
    expect(preview.lines.map((line) => [line.line, line.match, line.amount])).toEqual([
      [2, "exact", "250000.00"],
      [3, "normalised", "251000.50"],
      [4, "exact", "1200.00"],
      [5, "unmatched", "10.00"],
      [6, "ambiguous", "10.00"],
    ]);
    expect(preview.blockedLines).toEqual([5, 6]);
    expect(preview.preview).toEqual([
      expect.objectContaining({
        organisationId: alder,
        contributions: "250000.00",
        nav: "251000.50",
        lines: 2,
      }),
      expect.objectContaining({ organisationId: birch, distributions: "1200.00", lines: 1 }),
    ]);
    const blocked = await call(`/imports/${preview.id}/apply`, "POST");
    expect([blocked.status, blocked.body.code]).toEqual([409, "import_blocked"]);
    expect(await flows(preview.id)).toBe(0);
    const chosen = await call<ReportingImport>(`/imports/${preview.id}/matches`, "PUT", {
      matches: [
        { line: 5, organisationId: birch },
        { line: 6, organisationId: alder },
      ],
    });
    expect(chosen.body.blockedLines).toEqual([]);
    const applied = await call<ReportingImport>(`/imports/${preview.id}/apply`, "POST");
    expect([applied.status, applied.body.status]).toEqual([200, "applied"]);
    expect(await flows(preview.id)).toBe(5);
    const twice = await call(`/imports/${preview.id}/apply`, "POST");
    expect([twice.status, twice.body.code, await flows(preview.id)]).toEqual([409, "import_not_pending", 5]);
  });

  it("undoes an applied file as one step: its cash flows go, the file's record stays", async () => {
    const sent = await upload("q2.csv", csvFile([["Birch Endowment", "2026-06-30", "nav", "990.00"]]));
    const id = String(sent.body.id);
    await call(`/imports/${id}/apply`, "POST");
    expect(await flows(id)).toBe(1);
    const undone = await call<ReportingImport>(`/imports/${id}/undo`, "POST");
    expect([undone.status, undone.body.status, await flows(id)]).toEqual([200, "undone", 0]);
    expect(undone.body.lines).toHaveLength(1);
    const again = await call(`/imports/${id}/undo`, "POST");
    expect([again.status, again.body.code]).toEqual([409, "import_not_applied"]);
    const events = await f.db.query(
      `SELECT event FROM staff_audit_events WHERE detail LIKE '%${id}%' ORDER BY id`,
    );
    expect(events.map((row) => row.event)).toEqual([
      "portal_import_uploaded",
      "portal_import_applied",
      "portal_import_undone",
    ]);
  });

  it("rolls the whole file back when one line's insert fails half-way", async () => {
    const sent = await upload(
      "q3.csv",
      csvFile([
        ["Alder Pension Fund", "2026-07-01", "contribution", "100.00"],
        ["Birch Endowment", "2026-07-01", "contribution", "666.66"],
      ]),
    );
    const id = String(sent.body.id);
    // The database itself refuses the second line, after the first was inserted.
    if (kind === "sqlite")
      await f.db.exec(`CREATE TRIGGER refuse_line BEFORE INSERT ON reporting_cash_flows WHEN NEW.amount_minor = 66666
        BEGIN SELECT RAISE(ABORT, 'refused'); END;`);
    else
      await f.db.exec(`CREATE FUNCTION refuse_line() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.amount_minor = 66666 THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$;
        CREATE TRIGGER refuse_line BEFORE INSERT ON reporting_cash_flows FOR EACH ROW EXECUTE FUNCTION refuse_line();`);
    const failed = await call(`/imports/${id}/apply`, "POST");
    expect([failed.status, failed.body.code]).toEqual([500, "internal_error"]);
    expect(await flows(id)).toBe(0);
    expect((await call<ReportingImport>(`/imports/${id}`)).body.status).toBe("pending");
    await f.db.exec(`DROP TRIGGER refuse_line${kind === "postgres" ? " ON reporting_cash_flows" : ""}`);
    expect((await call(`/imports/${id}/apply`, "POST")).status).toBe(200);
    expect(await flows(id)).toBe(2);
  });

  it("reads an XLSX workbook with date and number cells", async () => {
    const sent = await upload(
      "q4.xlsx",
      await xlsxFile([["Alder Pension Fund", new Date(Date.UTC(2026, 8, 30)), "NAV", 1234.5]]),
    );
    expect(sent.status).toBe(201);
    const lines = (sent.body as unknown as ReportingImport).lines;
    expect(lines.map((line) => [line.date, line.kind, line.amount, line.match])).toEqual([
      ["2026-09-30", "nav", "1234.50", "exact"],
    ]);
  });
});
