import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { CapitalAccount } from "#common/reporting-api.ts";
import { capitalAccountCsv } from "#server/reporting/person/export-csv.ts";
import { writeCapitalAccountXlsx } from "#server/reporting/person/export-xlsx.ts";
import { parseCsv } from "#tests/support/cli/parse-csv.ts";

const account: CapitalAccount = {
  dealId: "1",
  dealName: "Harbour Fund II",
  organisationId: "7",
  organisationName: '=HYPERLINK("x")',
  organisations: [{ id: "7", name: '=HYPERLINK("x")' }],
  currency: "EUR",
  asOf: "2026-06-30",
  commitment: "1000000.00",
  paidIn: "400000.00",
  unfunded: "600000.00",
  distributed: "50000.00",
  nav: "420000.10",
  totalValue: "470000.10",
  dpi: "0.13",
  rvpi: "1.05",
  tvpi: "1.18",
  netIrr: { rate: null, reason: "too_short" },
  cashFlows: [
    { date: "2026-01-15", kind: "contribution", amount: "400000.00", noticeId: "3" },
    { date: "2026-05-01", kind: "distribution", amount: "50000.00", noticeId: null },
    { date: "2026-06-30", kind: "nav", amount: "-20.05", noticeId: null },
  ],
  series: [],
};

describe("the capital account export", () => {
  it("writes CSV with ILPA's terms, exact figures and no formula", () => {
    const records = parseCsv([...capitalAccountCsv(account)].join(""));
    const lines = new Map(records.slice(1, 15).map(([term, value]) => [term, value]));
    expect(lines.get("Paid-In Capital")).toBe("400000.00");
    expect(lines.get("Net Asset Value")).toBe("420000.10");
    expect(lines.get("TVPI")).toBe("1.18");
    expect(lines.get("Net IRR")).toBe("");
    expect(lines.get("Investor Name")).toBe('\'=HYPERLINK("x")');
    const flows = records.slice(records.findIndex((r) => r[0] === "Transaction Date"));
    expect(flows[0]).toEqual(["Transaction Date", "Transaction Type", "Amount", "Currency", "Notice ID"]);
    expect(flows.slice(1)).toEqual([
      ["2026-01-15", "Capital Contribution", "400000.00", "EUR", "3"],
      ["2026-05-01", "Distribution", "50000.00", "EUR", ""],
      ["2026-06-30", "Net Asset Value", "-20.05", "EUR", ""],
    ]);
  });

  it("streams an XLSX that opens with the same figures", async () => {
    const out = new PassThrough();
    const [bytes] = await Promise.all([buffer(out), writeCapitalAccountXlsx(account, out)]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const summary = book.getWorksheet("Capital account");
    const values = new Map<string, unknown>();
    summary?.eachRow((row) => values.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(values.get("Total Commitment")).toBe("1000000.00");
    expect(values.get("Unfunded Commitment")).toBe("600000.00");
    expect(values.get("Investor Name")).toBe('=HYPERLINK("x")');
    const flows = book.getWorksheet("Cash flows");
    expect(flows?.rowCount).toBe(4);
    expect(flows?.getRow(4).values).toEqual([undefined, "2026-06-30", "Net Asset Value", "-20.05", "EUR"]);
  });
});
